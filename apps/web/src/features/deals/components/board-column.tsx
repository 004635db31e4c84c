import { Badge, Box, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useMergedRef } from "@mantine/hooks";
import type { BoardCard } from "@portal/contract";
import { formatMoney } from "@portal/domain";
import {
  observeElementRect,
  type Range,
  type Rect,
  useVirtualizer,
  type Virtualizer,
} from "@tanstack/react-virtual";
import { memo, useCallback, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useBoardDndKit } from "./board-dnd-kit.ts";
import {
  type BoardColumn as Column,
  columnDroppableId,
  hasMore,
  type WorkflowStatus,
} from "./board-model.ts";
import { SortableDealCard } from "./sortable-deal-card.tsx";
import { splitWindow, virtualizeFrom } from "./virtual-window.ts";

export type BoardColumnProps = {
  column: Column;
  statuses: readonly WorkflowStatus[];
  onMove: (deal: BoardCard, targetStatusId: string) => void;
  /** Cards neither drag nor offer Move to…. */
  readOnly: boolean;
  /** The column's value (its deals' accepted quotes) is shown. */
  showTotals: boolean;
  /** The card being dragged, if any: it stays mounted wherever the column is scrolled. */
  activeId: string | null;
  /** Asks for the column's next page (scrolled near its end, or Show more). */
  onLoadMore: (statusId: string) => void;
  /** The next page is on its way. */
  loadingMore: boolean;
  /** The last try to load more failed: Show more says so and tries again. */
  loadMoreFailed: boolean;
  /** The column's cards are rendered (the board reveals them a column at a time); else only its frame. */
  cardsShown?: boolean;
};

/** A column's width: the board's first screen holds the window's width of them. */
const columnWidth = 280;

const noDeals: Column["deals"] = [];

/** Cards from the end of what is loaded at which the next page is asked for. */
const loadAheadCards = 10;

/** A card's height before it is measured (a two-line name, a contact and a row of badges). */
const estimatedCardHeight = 80;
const cardGap = 6;

/**
 * A card's height: what its resize observer reports. A card just mounted keeps the height known for it
 * (or the estimate) rather than reading its layout, which in the middle of React's commit would make
 * the browser lay out the whole board inside that one task; the observer reports the real height once
 * the browser has laid it out.
 */
function measureCard(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? estimatedCardHeight;
}

/**
 * The column's scroll box size, as its resize observer reports it once the browser has laid it out. The
 * library's own way reads the size when the virtualizer starts, inside React's commit, which made the
 * browser lay out the whole board in the task that mounts the column; until the first report the
 * virtualizer works from `initialRect`.
 */
function observeScrollBoxSize(
  instance: Virtualizer<HTMLDivElement, Element>,
  onSize: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === "undefined") return observeElementRect(instance, onSize);
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.contentBoxSize?.[0];
    if (box) onSize({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
  });
  observer.observe(element, { box: "content-box" });
  return () => observer.disconnect();
}

/** One status: its name and count, and its cards scrolling on their own (only the visible ones mounted). */
export const BoardColumn = memo(function BoardColumn({
  column,
  statuses,
  onMove,
  readOnly,
  showTotals,
  activeId,
  onLoadMore,
  loadingMore,
  loadMoreFailed,
  cardsShown = true,
}: BoardColumnProps) {
  const { t } = useTranslation();
  const { status } = column;
  const deals = cardsShown ? column.deals : noDeals;
  // Only an empty column is a drop target itself; otherwise its cards are. A column that contains
  // the dragged card would else stay the keyboard's nearest target and trap it there.
  const kit = useBoardDndKit();
  const { setNodeRef, isOver } = kit.useDroppable({
    id: columnDroppableId(status.id),
    disabled: readOnly || deals.length > 0,
  });
  const ids = useMemo(() => deals.map((deal) => deal.id), [deals]);
  const listRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRef(setNodeRef, listRef);
  const activeIndex = activeId ? ids.indexOf(activeId) : -1;
  // A column with cards still to load is virtualized too: the virtualizer's range says when the user
  // nears the end of what is loaded.
  const more = hasMore(column);
  // (Not before the column's cards are shown: the virtualizer measures its scroll box when it starts,
  // which would lay out the whole board inside the task that mounts it.)
  const virtual = cardsShown && (deals.length > virtualizeFrom || more);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes: number[] = [];
      const start = Math.max(range.startIndex - range.overscan, 0);
      const end = Math.min(range.endIndex + range.overscan, range.count - 1);
      for (let i = start; i <= end; i++) indexes.push(i);
      // dnd-kit needs the dragged card's node for the whole drag, even once it is scrolled away.
      if (activeIndex >= 0 && (activeIndex < start || activeIndex > end)) indexes.push(activeIndex);
      return indexes.sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: deals.length,
    enabled: virtual,
    getScrollElement: () => listRef.current,
    observeElementRect: observeScrollBoxSize,
    // Until the scroll box reports its size: as high as the window, the most a column shows.
    initialRect: { width: columnWidth, height: typeof window === "undefined" ? 0 : window.innerHeight },
    estimateSize: () => estimatedCardHeight,
    measureElement: measureCard,
    gap: cardGap,
    overscan: 3,
    getItemKey: (index) => deals[index]?.id ?? index,
    rangeExtractor,
  });
  const headingId = `board-column-${status.id}`;
  // Scrolled near the end of what is loaded: the next page comes before the user reaches it.
  const lastShown = virtual ? (virtualizer.getVirtualItems().at(-1)?.index ?? 0) : deals.length - 1;
  const nearEnd = cardsShown && more && lastShown >= deals.length - loadAheadCards;
  useEffect(() => {
    if (nearEnd && !loadingMore && !loadMoreFailed) onLoadMore(status.id);
  }, [nearEnd, loadingMore, loadMoreFailed, onLoadMore, status.id]);

  const card = (deal: BoardCard, index: number, style?: React.CSSProperties) => (
    <SortableDealCard
      key={deal.id}
      deal={deal}
      statuses={statuses}
      onMove={onMove}
      readOnly={readOnly}
      index={virtual ? index : undefined}
      measureRef={virtual ? virtualizer.measureElement : undefined}
      style={style}
    />
  );

  let content: React.ReactNode;
  let padding = { top: 2, bottom: 2 };
  if (!cardsShown) {
    content = null;
  } else if (deals.length === 0) {
    content = (
      <Text component="li" size="xs" c="dimmed" ta="center" py="md" style={{ listStyle: "none" }}>
        {t("deals.emptyColumn")}
      </Text>
    );
  } else if (!virtual) {
    content = deals.map((deal, index) => card(deal, index));
  } else {
    const window = splitWindow(virtualizer.getVirtualItems(), virtualizer.getTotalSize(), activeIndex);
    padding = { top: 2 + window.before, bottom: 2 + window.after };
    content = [
      ...window.inFlow.map((item) => {
        const deal = deals[item.index];
        return deal ? card(deal, item.index) : null;
      }),
      // The dragged card scrolled out of the window: kept where it would be, out of the flow.
      ...window.outside.map((item) => {
        const deal = deals[item.index];
        return deal
          ? card(deal, item.index, { position: "absolute", top: item.start, left: 2, right: 2 })
          : null;
      }),
    ];
  }

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-status-id={status.id}
      bg={isOver ? "blue.0" : "gray.0"}
      radius="md"
      p="xs"
      style={{
        width: columnWidth,
        flex: `0 0 ${columnWidth}px`,
        display: "flex",
        flexDirection: "column",
        minHeight: 0,
        maxHeight: "calc(100dvh - var(--app-shell-header-height, 60px) - 2rem)",
        scrollSnapAlign: "start",
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs" px={4}>
        <Text component="h3" id={headingId} size="sm" fw={700} m={0} truncate>
          {status.name}
        </Text>
        <Group gap={6} wrap="nowrap">
          {showTotals ? <ColumnTotal value={column.value} /> : null}
          <Badge variant="default" size="sm" aria-label={t("deals.count", { count: column.count })}>
            {column.count}
          </Badge>
        </Group>
      </Group>
      <kit.SortableList id={status.id} items={ids}>
        {/* The scroll container has no padding of its own: the virtualizer reads its height, and the
            space of the unmounted cards goes on the list inside it. */}
        <Box ref={mergedRef} style={{ overflowY: "auto", flex: 1, minHeight: 80, overflowAnchor: "none" }}>
          <Stack
            component="ul"
            aria-labelledby={headingId}
            gap={cardGap}
            m={0}
            px={2}
            style={{ position: "relative", paddingTop: padding.top, paddingBottom: padding.bottom }}
          >
            {content}
          </Stack>
          {more ? (
            <Button
              variant="subtle"
              size="xs"
              fullWidth
              mt={4}
              loading={loadingMore}
              color={loadMoreFailed ? "red" : undefined}
              onClick={() => onLoadMore(status.id)}
            >
              {loadMoreFailed
                ? t("deals.loadMoreFailed")
                : t("deals.showMore", { count: column.count - column.deals.length })}
            </Button>
          ) : null}
        </Box>
      </kit.SortableList>
    </Paper>
  );
});

/**
 * The value of the column's deals (loaded or not): their accepted quotes' totals inc tax, added up by
 * the server. Shown only to those who may see quotes; the server leaves the values out for the others.
 */
function ColumnTotal({ value }: { value: string | null }) {
  const { t } = useTranslation();
  const total = formatMoney(value ?? "0.00");
  return (
    <Text
      size="xs"
      c="dimmed"
      fw={600}
      aria-label={t("deals.columnTotal", { total })}
      title={t("deals.columnTotal", { total })}
    >
      {total}
    </Text>
  );
}
