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
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { usePreloadWhenIdle } from "../../../shared/ui/deferred.tsx";
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
import { CardStringsProvider, useCardStringsValue } from "./card-strings.ts";
import { DealCardView } from "./deal-card-view.tsx";
import { moveMenuPart } from "./move-deal-menu.tsx";

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
  usePreloadWhenIdle(moveMenuPart);
  const groups = useMemo(() => groupByPhase(columns), [columns]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const shown = useColumnsShown(scrollerRef, columns);
  const cardStrings = useCardStringsValue();
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
    <CardStringsProvider value={cardStrings}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t("deals.dnd.instructions") },
        }}
      >
        <Box
          ref={scrollerRef}
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
                    cardsShown={shown.has(column.status.id)}
                  />
                ))}
              </Group>
            </Stack>
          ))}
        </Box>
        <DragOverlay>{active ? <DealCardView deal={active} dragging /> : null}</DragOverlay>
      </DndContext>
    </CardStringsProvider>
  );
}

/** How far beyond the board's visible width a column starts showing its cards: about one column. */
const revealMargin = "0px 320px";

/**
 * Which columns show their cards, one column per task after the board's frame has mounted: first those
 * in or near the board's visible width (on a phone, one column of ten), so what is on screen comes
 * first; then the others, left to right, so that every card can be reached by keyboard, screen reader
 * and find-in-page; a column scrolled near before its turn jumps the queue. Where the browser cannot
 * tell what is in view (no IntersectionObserver), they go left to right. A column once shown stays so.
 */
function useColumnsShown(
  scrollerRef: React.RefObject<HTMLDivElement | null>,
  columns: readonly Column[],
): ReadonlySet<string> {
  const ids = columns.map((column) => column.status.id).join(",");
  const [near, setNear] = useState<ReadonlySet<string>>(() => new Set());
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(new Set(ids.split(",")));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const nowNear = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => (entry.target as HTMLElement).dataset.statusId ?? "");
        setNear((before) =>
          nowNear.every((id) => before.has(id)) ? before : new Set([...before, ...nowNear]),
        );
      },
      { root: scroller, rootMargin: revealMargin },
    );
    for (const column of scroller.querySelectorAll<HTMLElement>("[data-status-id]")) observer.observe(column);
    return () => observer.disconnect();
  }, [scrollerRef, ids]);
  // The columns near the view first; once they are in, the rest, still one per task, so that every
  // card can be reached by keyboard, screen reader and find-in-page.
  const next =
    columns.find((column) => near.has(column.status.id) && !shown.has(column.status.id)) ??
    (near.size > 0 ? columns.find((column) => !shown.has(column.status.id)) : undefined);
  const nextId = next?.status.id;
  useEffect(() => {
    if (!nextId) return;
    const timer = setTimeout(() => setShown((before) => new Set(before).add(nextId)), 0);
    return () => clearTimeout(timer);
  }, [nextId]);
  return shown;
}
