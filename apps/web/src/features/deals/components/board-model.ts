// The board as pure data: the server's pages of cards per status column, and where a move puts a card.
import type { BoardCard, BoardColumn as ColumnPage, Workflow } from "@portal/contract";
import { fromCents, type Phase, placeInColumn, toCents } from "@portal/domain";

export type WorkflowStatus = Workflow["context"]["statuses"][number];

/** What the board has loaded: per status, how many deals match, their value, and the cards so far. */
export type BoardData = { columns: ColumnPage[] };

/** A column as shown: its status, the cards loaded, and the column's count and value in all. */
export type BoardColumn = {
  status: WorkflowStatus;
  deals: BoardCard[];
  count: number;
  value: string | null;
};

export type PhaseGroup = { phase: Phase; columns: BoardColumn[] };

const bySortOrder = (a: BoardCard, b: BoardCard) => a.sortOrder - b.sortOrder || a.tuid - b.tuid;

/**
 * One column per status in workflow order, each sorted by board order, or in the server's order when
 * the board is sorted another way (newest, name, ...). A status the server sent nothing for is empty.
 */
export function buildColumns(
  statuses: readonly WorkflowStatus[],
  board: BoardData | undefined,
  options: { keepOrder?: boolean } = {},
): BoardColumn[] {
  const pages = new Map((board?.columns ?? []).map((column) => [column.statusId, column]));
  return statuses.map((status) => {
    const page = pages.get(status.id);
    const list = [...(page?.cards ?? [])];
    return {
      status,
      deals: options.keepOrder ? list : list.sort(bySortOrder),
      count: page?.count ?? 0,
      value: page?.value ?? null,
    };
  });
}

/** Whether a column has cards the board has not loaded yet. */
export const hasMore = (column: Pick<BoardColumn, "deals" | "count">) => column.deals.length < column.count;

/** The board with the next page of one column added: its cards after those already there, once each. */
export function addPage(board: BoardData, page: ColumnPage): BoardData {
  return {
    columns: board.columns.map((column) => {
      if (column.statusId !== page.statusId) return column;
      const known = new Set(column.cards.map((card) => card.id));
      return {
        ...page,
        cards: [...column.cards, ...page.cards.filter((card) => !known.has(card.id))],
      };
    }),
  };
}

function addMoney(total: string | null, amount: string | null, sign: 1n | -1n): string | null {
  if (total === null) return null;
  return fromCents((toCents(total) ?? 0n) + sign * (toCents(amount ?? "0") ?? 0n));
}

/**
 * The board after `dealId` lands in `targetStatusId` below `belowDealId` (null = top), as the server
 * will have it: the card changes column (and their counts and values with it) and takes its place.
 */
export function moveInBoard(
  board: BoardData,
  dealId: string,
  targetStatusId: string,
  belowDealId: string | null,
): BoardData {
  const all = board.columns.flatMap((column) => column.cards);
  const card = all.find((deal) => deal.id === dealId);
  if (!card) return board;
  const moved = applyMove(all, dealId, targetStatusId, belowDealId);
  const changes = card.statusId !== targetStatusId;
  return {
    columns: board.columns.map((column) => {
      const cards = moved.filter((deal) => deal.statusId === column.statusId);
      if (!changes) return { ...column, cards };
      if (column.statusId === card.statusId)
        return { ...column, cards, count: column.count - 1, value: addMoney(column.value, card.value, -1n) };
      if (column.statusId === targetStatusId)
        return { ...column, cards, count: column.count + 1, value: addMoney(column.value, card.value, 1n) };
      return column;
    }),
  };
}

/** The board with a saved card in place of the one it was. */
export function replaceCard(board: BoardData, saved: BoardCard): BoardData {
  return {
    columns: board.columns.map((column) =>
      column.cards.some((card) => card.id === saved.id)
        ? { ...column, cards: column.cards.map((card) => (card.id === saved.id ? saved : card)) }
        : column,
    ),
  };
}

/** Consecutive columns of the same phase share a group (the workflow lists statuses by phase). */
export function groupByPhase(columns: readonly BoardColumn[]): PhaseGroup[] {
  const groups: PhaseGroup[] = [];
  for (const column of columns) {
    const last = groups.at(-1);
    if (last && last.phase === column.status.phase) last.columns.push(column);
    else groups.push({ phase: column.status.phase, columns: [column] });
  }
  return groups;
}

/** The board after `dealId` lands in `targetStatusId` below `belowDealId` (null = top), as the server orders it. */
export function applyMove<Card extends BoardCard>(
  deals: readonly Card[],
  dealId: string,
  targetStatusId: string,
  belowDealId: string | null,
): Card[] {
  const column = deals
    .filter((deal) => deal.statusId === targetStatusId && deal.id !== dealId)
    .sort(bySortOrder);
  if (belowDealId !== null && !column.some((deal) => deal.id === belowDealId)) return [...deals];
  const placement = placeInColumn(column, dealId, belowDealId);
  const renumbered =
    placement.kind === "renumber"
      ? new Map(placement.order.map((placed) => [placed.id, placed.sortOrder]))
      : new Map([[dealId, placement.sortOrder]]);
  return deals.map((deal) => {
    const sortOrder = renumbered.get(deal.id);
    if (deal.id === dealId)
      return { ...deal, statusId: targetStatusId, sortOrder: sortOrder ?? deal.sortOrder };
    return sortOrder === undefined ? deal : { ...deal, sortOrder };
  });
}

export type MoveTarget = { targetStatusId: string; belowDealId: string | null };

/**
 * Where a drop lands. `overId` is a card or a column (`column:<statusId>`). Within its own column a
 * card takes the place of the card it is dropped on; into another column it goes above that card,
 * or to the bottom when dropped on the column itself.
 */
export function dropTarget(
  columns: readonly BoardColumn[],
  activeId: string,
  overId: string,
): MoveTarget | null {
  const source = columns.find((column) => column.deals.some((deal) => deal.id === activeId));
  if (!source) return null;
  if (overId.startsWith(columnIdPrefix)) {
    const statusId = overId.slice(columnIdPrefix.length);
    const target = columns.find((column) => column.status.id === statusId);
    if (!target || target === source) return null;
    const last = target.deals.at(-1);
    return { targetStatusId: statusId, belowDealId: last ? last.id : null };
  }
  const target = columns.find((column) => column.deals.some((deal) => deal.id === overId));
  if (!target || overId === activeId) return null;
  const overIndex = target.deals.findIndex((deal) => deal.id === overId);
  if (target === source) {
    // As arrayMove: moving down lands below the card dropped on, moving up above it; both are the
    // card before `overIndex` once the moving card is out of the column.
    const rest = source.deals.filter((deal) => deal.id !== activeId);
    const below = rest[overIndex - 1];
    return { targetStatusId: target.status.id, belowDealId: below ? below.id : null };
  }
  const above = target.deals[overIndex - 1];
  return { targetStatusId: target.status.id, belowDealId: above ? above.id : null };
}

export const columnIdPrefix = "column:";

export const columnDroppableId = (statusId: string) => `${columnIdPrefix}${statusId}`;

/** 'D-1042' (spec 000 §3 Deal). */
export const formatTuid = (tuid: number) => `D-${tuid}`;
