// Reading and guarding one deal for a write, and the status columns writes land in.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contacts, dealFlagValues, deals } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../platform/errors.ts";

export type DealRow = typeof deals.$inferSelect;

export const ofAccount = (accountId: string, dealId: string) =>
  and(eq(deals.accountId, accountId), eq(deals.id, dealId));

/** The account's deal; 404 for any other id (another dealer's included). */
export async function findDeal(db: Db, accountId: string, dealId: string): Promise<DealRow> {
  const [row] = await db.select().from(deals).where(ofAccount(accountId, dealId));
  if (!row) throw notFound();
  return row;
}

/** The account's deal, locked until the transaction ends (writes to its lists serialise on it); 404 otherwise. */
export async function lockDeal(tx: Db, accountId: string, dealId: string): Promise<DealRow> {
  const [row] = await tx.select().from(deals).where(ofAccount(accountId, dealId)).for("update");
  if (!row) throw notFound();
  return row;
}

/** A deal that may be written to: the account's (404 otherwise), not archived (403), locked. */
export async function lockWritableDeal(tx: Db, accountId: string, dealId: string): Promise<DealRow> {
  const deal = await lockDeal(tx, accountId, dealId);
  refuseArchived(deal);
  return deal;
}

/** Sets one of a deal's flags to a value (checked by the caller) and bumps the deal's version, as every change does. */
export async function writeDealFlag(
  tx: Db,
  {
    accountId,
    dealId,
    choice,
    now,
  }: { accountId: string; dealId: string; choice: { flagId: string; valueId: string }; now: Date },
): Promise<void> {
  await tx
    .insert(dealFlagValues)
    .values({ accountId, dealId, flagId: choice.flagId, valueId: choice.valueId })
    .onConflictDoUpdate({
      target: [dealFlagValues.accountId, dealFlagValues.dealId, dealFlagValues.flagId],
      set: { valueId: choice.valueId },
    });
  await tx
    .update(deals)
    .set({ version: sql`${deals.version} + 1`, updatedAt: now })
    .where(ofAccount(accountId, dealId));
}

/** Archived deals are read-only: every write but unarchive answers 403. */
export function refuseArchived(deal: DealRow): void {
  if (deal.isArchived) throw new AppError("DEAL_ARCHIVED");
}

export async function requireContact(db: Db, accountId: string, contactId: string): Promise<void> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, contactId)));
  if (!row) throw notFound();
}

/**
 * Serialises writes that place deals in status columns (create, status change, move) until the
 * transaction ends, so two of them never compute their sort order from the same neighbours. A move
 * locks the column it leaves as well as the one it joins, always in the same order: two deals crossing
 * between two columns then queue, instead of each renumbering the other's column while holding the
 * other's deal (a deadlock, which PostgreSQL ends by failing one).
 */
export async function lockColumns(tx: Db, accountId: string, statusIds: readonly string[]): Promise<void> {
  for (const statusId of [...new Set(statusIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`deal-column:${accountId}:${statusId}`}))`);
  }
}

/**
 * A status column in display order, without `exceptDealId`. Archived deals keep their place in it, so
 * the board reads the same with or without them.
 */
export async function columnOf(
  tx: Db,
  {
    accountId,
    workflowId,
    statusId,
    exceptDealId,
    limit,
  }: { accountId: string; workflowId: string; statusId: string; exceptDealId?: string; limit?: number },
): Promise<Array<{ id: string; sortOrder: number }>> {
  const query = tx
    .select({ id: deals.id, sortOrder: deals.sortOrder })
    .from(deals)
    .where(
      and(
        eq(deals.accountId, accountId),
        eq(deals.workflowId, workflowId),
        eq(deals.statusId, statusId),
        exceptDealId ? ne(deals.id, exceptDealId) : undefined,
      ),
    )
    .orderBy(asc(deals.sortOrder), asc(deals.tuid))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}
