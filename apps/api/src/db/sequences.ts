// Per-account human numbers (tuid): deals start at 1001 like the demo seed, contacts at 1.
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { accountSequences } from "./schema/index.ts";

export type SequenceKind = (typeof accountSequences.$inferSelect)["kind"];

const firstValue: Record<SequenceKind, number> = { deal: 1001, contact: 1, quote: 301, purchase_order: 1 };

/**
 * The next tuid of its kind for the account. One upsert: the row lock it takes serialises concurrent
 * creations per account until the caller's transaction ends, so two never share a number.
 */
export async function nextTuid(tx: Db, accountId: string, kind: SequenceKind): Promise<number> {
  const [row] = await tx
    .insert(accountSequences)
    .values({ accountId, kind, lastValue: firstValue[kind] })
    .onConflictDoUpdate({
      target: [accountSequences.accountId, accountSequences.kind],
      set: { lastValue: sql`${accountSequences.lastValue} + 1` },
    })
    .returning({ value: accountSequences.lastValue });
  if (!row) throw new Error(`no ${kind} number handed out`);
  return row.value;
}
