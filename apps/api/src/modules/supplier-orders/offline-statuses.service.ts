// Settings → Orders (issue 12 "Around it"): the account's offline order statuses, the names its staff
// track orders to offline-only suppliers by. Add, rename, reorder, archive; at least one stays active, and
// an archived one stays on the orders that have it but is no longer offered (offlineStatuses skips it).
// Every change locks the account's statuses, so two changes at once cannot both pass the name check.
import type { OfflineOrderStatus, OfflineOrderStatusEntry } from "@portal/contract";
import {
  isCompleteOfflineStatusOrder,
  isOfflineStatusNameTaken,
  offlineStatusArchiveProblem,
  offlineStatusNameTakenCode,
  offlineStatusRenameProblem,
  sortOrderGap,
} from "@portal/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type IdSource, newId } from "../../db/ids.ts";
import { offlineOrderStatuses } from "../../db/schema/index.ts";
import { AppError, notFound, validationFailed } from "../../platform/errors.ts";

type StatusRow = typeof offlineOrderStatuses.$inferSelect;

/** The statuses an account starts with for orders tracked by hand (Settings → Orders renames them). */
export const defaultOfflineStatusNames = [
  "Awaiting confirmation",
  "Confirmed",
  "In production",
  "Dispatched",
  "Delivered",
] as const;

/** The account's offline statuses in order; an account that has none gets the defaults first. */
export async function offlineStatuses(
  db: Db,
  accountId: string,
  ids: IdSource = newId,
): Promise<OfflineOrderStatus[]> {
  const read = () =>
    db
      .select({ id: offlineOrderStatuses.id, name: offlineOrderStatuses.name })
      .from(offlineOrderStatuses)
      .where(and(eq(offlineOrderStatuses.accountId, accountId), eq(offlineOrderStatuses.isArchived, false)))
      .orderBy(asc(offlineOrderStatuses.sortOrder));
  const found = await read();
  if (found.length > 0) return found;
  const [any] = await db
    .select({ id: offlineOrderStatuses.id })
    .from(offlineOrderStatuses)
    .where(eq(offlineOrderStatuses.accountId, accountId))
    .limit(1);
  if (any) return found;
  await db
    .insert(offlineOrderStatuses)
    .values(
      defaultOfflineStatusNames.map((name, index) => ({ id: ids(), accountId, name, sortOrder: index })),
    )
    .onConflictDoNothing();
  return read();
}

function toEntry(row: StatusRow): OfflineOrderStatusEntry {
  return { id: row.id, name: row.name, isArchived: row.isArchived };
}

/** Every status of the account: the active ones in order, then the archived (false sorts first). */
function allStatuses(db: Db, accountId: string) {
  return db
    .select()
    .from(offlineOrderStatuses)
    .where(eq(offlineOrderStatuses.accountId, accountId))
    .orderBy(
      asc(offlineOrderStatuses.isArchived),
      asc(offlineOrderStatuses.sortOrder),
      asc(offlineOrderStatuses.id),
    );
}

/** The account's statuses, locked until the transaction ends; an account that has none gets the defaults first. */
async function lockStatuses(tx: Db, accountId: string): Promise<StatusRow[]> {
  await offlineStatuses(tx, accountId);
  return allStatuses(tx, accountId).for("update");
}

function statusIn(statuses: readonly StatusRow[], id: string): StatusRow {
  const status = statuses.find((candidate) => candidate.id === id);
  if (!status) throw notFound();
  return status;
}

export async function listOfflineStatusEntries(
  db: Db,
  accountId: string,
): Promise<OfflineOrderStatusEntry[]> {
  await offlineStatuses(db, accountId);
  return (await allStatuses(db, accountId)).map(toEntry);
}

/** Adds a status after the last one. */
export async function createOfflineStatus(
  db: Db,
  accountId: string,
  name: string,
): Promise<OfflineOrderStatusEntry> {
  return db.transaction(async (tx) => {
    const statuses = await lockStatuses(tx, accountId);
    if (isOfflineStatusNameTaken(name, statuses))
      throw validationFailed({ name: offlineStatusNameTakenCode });
    const last = statuses.reduce((highest, status) => Math.max(highest, status.sortOrder), 0);
    const [inserted] = await tx
      .insert(offlineOrderStatuses)
      .values({ id: newId(), accountId, name, sortOrder: last + sortOrderGap, isArchived: false })
      .returning();
    if (!inserted) throw new Error("offline status insert returned nothing");
    return toEntry(inserted);
  });
}

/** Renames an active status; the orders that have it show the new name (their history keeps the old). */
export async function renameOfflineStatus(
  db: Db,
  accountId: string,
  id: string,
  name: string,
): Promise<OfflineOrderStatusEntry> {
  return db.transaction(async (tx) => {
    const statuses = await lockStatuses(tx, accountId);
    const status = statusIn(statuses, id);
    const problem = offlineStatusRenameProblem(status);
    if (problem) throw new AppError(problem);
    if (isOfflineStatusNameTaken(name, statuses, id)) {
      throw validationFailed({ name: offlineStatusNameTakenCode });
    }
    if (status.name === name) return toEntry(status);
    const [updated] = await tx
      .update(offlineOrderStatuses)
      .set({ name })
      .where(and(eq(offlineOrderStatuses.accountId, accountId), eq(offlineOrderStatuses.id, id)))
      .returning();
    if (!updated) throw notFound();
    return toEntry(updated);
  });
}

/** Archives a status unless it is the last active one (409); archiving it again changes nothing. */
export async function archiveOfflineStatus(
  db: Db,
  accountId: string,
  id: string,
): Promise<OfflineOrderStatusEntry> {
  return db.transaction(async (tx) => {
    const statuses = await lockStatuses(tx, accountId);
    const status = statusIn(statuses, id);
    const problem = offlineStatusArchiveProblem(status, statuses);
    if (problem) throw new AppError(problem);
    if (status.isArchived) return toEntry(status);
    const [updated] = await tx
      .update(offlineOrderStatuses)
      .set({ isArchived: true })
      .where(and(eq(offlineOrderStatuses.accountId, accountId), eq(offlineOrderStatuses.id, id)))
      .returning();
    if (!updated) throw notFound();
    return toEntry(updated);
  });
}

/** Puts the active statuses in the order given: every one exactly once, else 422 and no change. */
export async function reorderOfflineStatuses(
  db: Db,
  accountId: string,
  ids: readonly string[],
): Promise<OfflineOrderStatusEntry[]> {
  return db.transaction(async (tx) => {
    const statuses = await lockStatuses(tx, accountId);
    if (!isCompleteOfflineStatusOrder(ids, statuses)) throw validationFailed({ ids: "ORDER_MISMATCH" });
    const order = sql.join(
      ids.map((id, index) => sql`(${id}::uuid, ${(index + 1) * sortOrderGap}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${offlineOrderStatuses} set sort_order = wanted.sort_order
      from (values ${order}) as wanted(id, sort_order)
      where ${offlineOrderStatuses.accountId} = ${accountId} and ${offlineOrderStatuses.id} = wanted.id`);
    return (await allStatuses(tx, accountId)).map(toEntry);
  });
}
