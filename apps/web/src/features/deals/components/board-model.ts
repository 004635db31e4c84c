// The board as pure data: cards grouped into status columns, and where a move puts a card.
import type { DealCard, Workflow } from "@portal/contract";
import { type Phase, placeInColumn } from "@portal/domain";

export type WorkflowStatus = Workflow["context"]["statuses"][number];

export type BoardColumn = { status: WorkflowStatus; deals: DealCard[] };

export type PhaseGroup = { phase: Phase; columns: BoardColumn[] };

const bySortOrder = (a: DealCard, b: DealCard) => a.sortOrder - b.sortOrder || a.tuid - b.tuid;

/**
 * One column per status in workflow order, each sorted by board order, or in the server's order when
 * the board is sorted another way (newest, name, ...).
 */
export function buildColumns(
  statuses: readonly WorkflowStatus[],
  deals: readonly DealCard[],
  options: { keepOrder?: boolean } = {},
): BoardColumn[] {
  const byStatus = new Map<string, DealCard[]>(statuses.map((status) => [status.id, []]));
  for (const deal of deals) byStatus.get(deal.statusId)?.push(deal);
  return statuses.map((status) => {
    const list = byStatus.get(status.id) ?? [];
    return { status, deals: options.keepOrder ? list : list.sort(bySortOrder) };
  });
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
export function applyMove(
  deals: readonly DealCard[],
  dealId: string,
  targetStatusId: string,
  belowDealId: string | null,
): DealCard[] {
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
