// Where deals sit on the board: status changes (top of the target column) and moves (below a named

// deal). Each is one transaction whose write is conditional on what the caller saw, so of two
// concurrent changes of the same deal exactly one wins and the other answers 409.
import type { DealCard } from "@portal/contract";
import { type Placed, placeInColumn } from "@portal/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deals } from "../../db/schema/index.ts";
import { conflict, notFound, validationFailed } from "../../platform/errors.ts";
import { loadCards } from "./deal-board.ts";
import { columnOf, findDeal, lockColumns, ofAccount, refuseArchived } from "./deal-rows.ts";
import { loadWorkflowMeta, requireStatusIn } from "./workflow-meta.ts";

export type StatusChange = { currentStatusId: string; targetStatusId: string };
export type Move = { version: number; targetStatusId: string; belowDealId: string | null };

/** Keeps each renumbering statement well under PostgreSQL's 65,535 parameters. */
const renumberChunk = 1000;

/** Moves a deal to the top of another status column; a stale current status answers 409. */
export async function moveToStatus(
  db: Db,
  { accountId, dealId, change, now }: { accountId: string; dealId: string; change: StatusChange; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const deal = await findDeal(tx, accountId, dealId);
    refuseArchived(deal);
    if (deal.statusId !== change.currentStatusId) throw conflict();
    const meta = await loadWorkflowMeta(tx, accountId, deal.workflowId);
    await requireStatusIn(tx, { accountId, meta, statusId: change.targetStatusId, field: "targetStatusId" });
    if (change.targetStatusId === deal.statusId) return;
    await lockColumns(tx, accountId, [deal.statusId, change.targetStatusId]);
    const top = await columnOf(tx, {
      accountId,
      workflowId: deal.workflowId,
      statusId: change.targetStatusId,
      limit: 1,
    });
    const placement = placeInColumn(top, dealId, null);
    const sortOrder = placement.kind === "single" ? placement.sortOrder : positionIn(placement.order, dealId);
    const changed = await tx
      .update(deals)
      .set({
        statusId: change.targetStatusId,
        sortOrder,
        version: sql`${deals.version} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          ofAccount(accountId, dealId),
          eq(deals.statusId, change.currentStatusId),
          eq(deals.isArchived, false),
        ),
      )
      .returning({ id: deals.id });
    if (changed.length === 0) throw conflict();
  });
}

/** Places a deal in a status column below another deal (null = top); a stale version answers 409. */
export async function moveDeal(
  db: Db,
  {
    accountId,
    dealId,
    move,
    now,
    withValues,
  }: { accountId: string; dealId: string; move: Move; now: Date; withValues: boolean },
): Promise<DealCard> {
  const meta = await db.transaction(async (tx) => {
    const deal = await findDeal(tx, accountId, dealId);
    refuseArchived(deal);
    if (deal.version !== move.version) throw conflict();
    const workflow = await loadWorkflowMeta(tx, accountId, deal.workflowId);
    await requireStatusIn(tx, {
      accountId,
      meta: workflow,
      statusId: move.targetStatusId,
      field: "targetStatusId",
    });
    await lockColumns(tx, accountId, [deal.statusId, move.targetStatusId]);
    const column = await columnOf(tx, {
      accountId,
      workflowId: deal.workflowId,
      statusId: move.targetStatusId,
      exceptDealId: dealId,
    });
    const { belowDealId } = move;
    if (belowDealId !== null && !column.some((other) => other.id === belowDealId)) {
      if (belowDealId !== dealId) await findDeal(tx, accountId, belowDealId);
      throw validationFailed({ belowDealId: ["BELOW_NOT_IN_COLUMN"] });
    }
    const placement = placeInColumn(column, dealId, belowDealId);
    const sortOrder = placement.kind === "single" ? placement.sortOrder : positionIn(placement.order, dealId);
    const moved = await tx
      .update(deals)
      .set({ statusId: move.targetStatusId, sortOrder, version: sql`${deals.version} + 1`, updatedAt: now })
      .where(and(ofAccount(accountId, dealId), eq(deals.version, move.version), eq(deals.isArchived, false)))
      .returning({ id: deals.id });
    if (moved.length === 0) throw conflict();
    if (placement.kind === "renumber") {
      await renumber(
        tx,
        accountId,
        placement.order.filter((placed) => placed.id !== dealId),
      );
    }
    return workflow;
  });
  const [card] = await loadCards(db, { accountId, meta, where: eq(deals.id, dealId), withValues });
  if (!card) throw notFound();
  return card;
}

function positionIn(order: readonly Placed[], dealId: string): number {
  const placed = order.find((entry) => entry.id === dealId);
  if (!placed) throw new Error(`deal ${dealId} missing from its column's new order`);
  return placed.sortOrder;
}

/**
 * New sort orders for the rest of a column. Their versions stay: they keep their order relative to
 * each other, and bumping them would turn other people's next move of them into a needless 409.
 */
async function renumber(tx: Db, accountId: string, order: readonly Placed[]): Promise<void> {
  for (let start = 0; start < order.length; start += renumberChunk) {
    const rows = order
      .slice(start, start + renumberChunk)
      .map((placed) => sql`(${placed.id}::uuid, ${placed.sortOrder}::integer)`);
    await tx.execute(sql`
      update ${deals} set sort_order = placed.sort_order
      from (values ${sql.join(rows, sql`, `)}) as placed(id, sort_order)
      where ${deals.accountId} = ${accountId} and ${deals.id} = placed.id`);
  }
}
