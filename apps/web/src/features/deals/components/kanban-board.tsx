import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { Box, Group, Stack, Text } from "@mantine/core";
import type { BoardCard } from "@portal/contract";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { BoardColumn } from "./board-column.tsx";
import {
  type BoardColumn as Column,
  columnIdPrefix,
  dropTarget,
  formatTuid,
  groupByPhase,
  type MoveTarget,
  type WorkflowStatus,
} from "./board-model.ts";
import { DealCardView } from "./deal-card-view.tsx";

export type KanbanBoardProps = {
  columns: Column[];
  statuses: readonly WorkflowStatus[];
  /** A drop: the card and where it lands. */
  onDrop: (deal: BoardCard, target: MoveTarget) => void;
  /** A status picked from a card's menu. */
  onMove: (deal: BoardCard, targetStatusId: string) => void;
  /** For those who may not move deals: cards are not draggable and have no Move to… menu. */
  readOnly?: boolean;
  /** Columns show their deals' value (accepted quotes): only for those who may see quotes. */
  showTotals?: boolean;
  /** Asks for a column's next page. */
  onLoadMore: (statusId: string) => void;
  /** Columns whose next page is on its way, and those whose last try failed. */
  loadingMore: ReadonlySet<string>;
  loadMoreFailed: ReadonlySet<string>;
};

export function KanbanBoard({
  columns,
  statuses,
  onDrop,
  onMove,
  readOnly = false,
  showTotals = true,
  onLoadMore,
  loadingMore,
  loadMoreFailed,
}: KanbanBoardProps) {
  const { t } = useTranslation();
  const groups = useMemo(() => groupByPhase(columns), [columns]);
  // The columns show their cards one column per task, left to right, after the board's frame has
  // mounted: each task renders one column's window of cards, rather than one long task rendering them
  // all while the browser can neither paint nor answer input.
  const [revealedColumns, setRevealedColumns] = useState(0);
  useEffect(() => {
    if (revealedColumns >= columns.length) return;
    const next = setTimeout(() => setRevealedColumns((count) => count + 1), 0);
    return () => clearTimeout(next);
  }, [revealedColumns, columns.length]);
  const columnIndex = useMemo(
    () => new Map(columns.map((column, index) => [column.status.id, index])),
    [columns],
  );
  const dealsById = useMemo(
    () => new Map(columns.flatMap((column) => column.deals.map((deal) => [deal.id, deal] as const))),
    [columns],
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = activeId ? dealsById.get(activeId) : undefined;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // On touch a short hold starts a drag, so a swipe still scrolls the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const describe = (id: string | number) => {
    const key = String(id);
    if (key.startsWith(columnIdPrefix)) {
      const status = statuses.find((item) => item.id === key.slice(columnIdPrefix.length));
      return t("deals.dnd.overColumn", { status: status?.name ?? "" });
    }
    const deal = dealsById.get(key);
    const status = statuses.find((item) => item.id === deal?.statusId);
    return deal ? t("deals.dnd.overDeal", { deal: formatTuid(deal.tuid), status: status?.name ?? "" }) : "";
  };
  const labelOf = (id: string | number) => {
    const deal = dealsById.get(String(id));
    return deal ? `${formatTuid(deal.tuid)} ${deal.name}` : "";
  };
  const announcements: Announcements = {
    onDragStart: ({ active: item }) => t("deals.dnd.pickedUp", { label: labelOf(item.id) }),
    onDragOver: ({ active: item, over }) =>
      over
        ? t("deals.dnd.movedOver", { label: labelOf(item.id), target: describe(over.id) })
        : t("deals.dnd.notOver", { label: labelOf(item.id) }),
    onDragEnd: ({ active: item, over }) =>
      over
        ? t("deals.dnd.dropped", { label: labelOf(item.id), target: describe(over.id) })
        : t("deals.dnd.cancelled", { label: labelOf(item.id) }),
    onDragCancel: ({ active: item }) => t("deals.dnd.cancelled", { label: labelOf(item.id) }),
  };

  const onDragStart = ({ active: item }: DragStartEvent) => setActiveId(String(item.id));
  const onDragEnd = ({ active: item, over }: DragEndEvent) => {
    setActiveId(null);
    const deal = dealsById.get(String(item.id));
    if (!over || !deal) return;
    const target = dropTarget(columns, deal.id, String(over.id));
    if (target) onDrop(deal, target);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("deals.dnd.instructions") } }}
    >
      <Box
        style={{
          display: "flex",
          gap: "var(--mantine-spacing-md)",
          overflowX: "auto",
          flex: 1,
          minHeight: 0,
          scrollSnapType: "x mandatory",
          paddingBottom: 4,
        }}
      >
        {groups.map((group) => (
          <Stack
            // A status belongs to one group, so its first status names the group.
            key={group.columns[0]?.status.id ?? group.phase}
            component="section"
            aria-label={t(`workflows.phases.${group.phase}`)}
            gap={6}
            style={{ minHeight: 0 }}
          >
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px={4} aria-hidden>
              {t(`workflows.phases.${group.phase}`)}
            </Text>
            <Group gap="sm" wrap="nowrap" align="stretch" style={{ flex: 1, minHeight: 0 }}>
              {group.columns.map((column) => (
                <BoardColumn
                  key={column.status.id}
                  column={column}
                  statuses={statuses}
                  onMove={onMove}
                  readOnly={readOnly}
                  showTotals={showTotals}
                  activeId={active?.statusId === column.status.id ? activeId : null}
                  onLoadMore={onLoadMore}
                  loadingMore={loadingMore.has(column.status.id)}
                  loadMoreFailed={loadMoreFailed.has(column.status.id)}
                  cardsShown={(columnIndex.get(column.status.id) ?? 0) < revealedColumns}
                />
              ))}
            </Group>
          </Stack>
        ))}
      </Box>
      <DragOverlay>{active ? <DealCardView deal={active} dragging /> : null}</DragOverlay>
    </DndContext>
  );
}
