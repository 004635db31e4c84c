import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { DealCard } from "@portal/contract";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type BoardColumn as Column, columnDroppableId, type WorkflowStatus } from "./board-model.ts";
import { SortableDealCard } from "./sortable-deal-card.tsx";

export type BoardColumnProps = {
  column: Column;
  statuses: readonly WorkflowStatus[];
  onMove: (deal: DealCard, targetStatusId: string) => void;
};

/** One status: its name and count, and its cards scrolling on their own. */
export const BoardColumn = memo(function BoardColumn({ column, statuses, onMove }: BoardColumnProps) {
  const { t } = useTranslation();
  const { status, deals } = column;
  // Only an empty column is a drop target itself; otherwise its cards are. A column that contains
  // the dragged card would else stay the keyboard's nearest target and trap it there.
  const { setNodeRef, isOver } = useDroppable({
    id: columnDroppableId(status.id),
    disabled: deals.length > 0,
  });
  const ids = useMemo(() => deals.map((deal) => deal.id), [deals]);
  const headingId = `board-column-${status.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      bg={isOver ? "blue.0" : "gray.0"}
      radius="md"
      p="xs"
      style={{
        width: 280,
        flex: "0 0 280px",
        display: "flex",
        flexDirection: "column",
        minHeight: 0,
        scrollSnapAlign: "start",
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs" px={4}>
        <Text component="h3" id={headingId} size="sm" fw={700} m={0} truncate>
          {status.name}
        </Text>
        <Badge variant="default" size="sm" aria-label={t("deals.count", { count: deals.length })}>
          {deals.length}
        </Badge>
      </Group>
      <SortableContext id={status.id} items={ids} strategy={verticalListSortingStrategy}>
        <Stack
          ref={setNodeRef}
          component="ul"
          aria-labelledby={headingId}
          gap={6}
          m={0}
          p={2}
          style={{ overflowY: "auto", flex: 1, minHeight: 80 }}
        >
          {deals.length === 0 ? (
            <Text component="li" size="xs" c="dimmed" ta="center" py="md" style={{ listStyle: "none" }}>
              {t("deals.emptyColumn")}
            </Text>
          ) : (
            deals.map((deal) => (
              <SortableDealCard key={deal.id} deal={deal} statuses={statuses} onMove={onMove} />
            ))
          )}
        </Stack>
      </SortableContext>
    </Paper>
  );
});
