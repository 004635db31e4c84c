import { Box, Group, Loader, Stack, Text } from "@mantine/core";
import type { BoardCard } from "@portal/contract";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { usePreloadWhenIdle } from "../../../shared/ui/deferred.tsx";
import { BoardColumn } from "./board-column.tsx";
import { BoardDndKitProvider, stillKit } from "./board-dnd-kit.ts";
import {
  type BoardColumn as Column,
  groupByPhase,
  type MoveTarget,
  type WorkflowStatus,
} from "./board-model.ts";
import { CardStringsProvider, useCardStringsValue } from "./card-strings.ts";
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

type DndLayer = typeof import("./board-dnd.tsx");
/** dnd-kit's chunk, asked for as soon as the board's own code runs, alongside the board's data. */
const dndLayer: Promise<DndLayer | null> = import("./board-dnd.tsx").catch(() => null);
let loadedDndLayer: DndLayer | null | undefined;
void dndLayer.then((layer) => {
  loadedDndLayer = layer;
});

/**
 * The drag and drop layer once its chunk is in: undefined while it loads, null when it could not
 * load (the cards then show without it; each card's Move to… menu still moves it).
 */
function useDndLayer(wanted: boolean): DndLayer | null | undefined {
  const [layer, setLayer] = useState(loadedDndLayer);
  useEffect(() => {
    if (!wanted || layer !== undefined) return;
    let live = true;
    void dndLayer.then((loaded) => {
      if (live) setLayer(loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, layer]);
  return wanted ? layer : null;
}

/**
 * The board: its columns by phase, scrolling sideways. It waits for the drag and drop layer (its cards
 * are the layer's draggables), as the page waits for the board's data, with the same loader: rendered
 * without the layer first, the board would render again once it came. The board of someone who may
 * not move deals does not wait for it (its chunk is asked for with the board's code all the same).
 */
export function KanbanBoard(props: KanbanBoardProps) {
  const { t } = useTranslation();
  usePreloadWhenIdle(moveMenuPart);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const cardStrings = useCardStringsValue();
  const layer = useDndLayer(!props.readOnly);
  if (layer === undefined) return <Loader aria-label={t("common.loading")} />;
  return (
    <CardStringsProvider value={cardStrings}>
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
        <BoardColumns {...props} scrollerRef={scrollerRef} layer={layer} />
      </Box>
    </CardStringsProvider>
  );
}

function BoardColumns({
  columns,
  statuses,
  onDrop,
  onMove,
  readOnly = false,
  showTotals = true,
  onLoadMore,
  loadingMore,
  loadMoreFailed,
  scrollerRef,
  layer,
}: KanbanBoardProps & {
  scrollerRef: React.RefObject<HTMLDivElement | null>;
  layer: DndLayer | null;
}) {
  const { t } = useTranslation();
  const groups = useMemo(() => groupByPhase(columns), [columns]);
  const shown = useColumnsShown(scrollerRef, columns);
  const dealsById = useMemo(
    () => new Map(columns.flatMap((column) => column.deals.map((deal) => [deal.id, deal] as const))),
    [columns],
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = activeId ? dealsById.get(activeId) : undefined;

  const board = groups.map((group) => (
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
  ));
  if (!layer) return <BoardDndKitProvider value={stillKit}>{board}</BoardDndKitProvider>;
  return (
    <BoardDndKitProvider value={layer.dndKit}>
      <layer.DndBoard
        columns={columns}
        statuses={statuses}
        dealsById={dealsById}
        active={active}
        onActiveChange={setActiveId}
        onDrop={onDrop}
      >
        {board}
      </layer.DndBoard>
    </BoardDndKitProvider>
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
