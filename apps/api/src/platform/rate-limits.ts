// Limits that must hold across processes (failed sign-ins, reset mails) are counted in the database.
import { and, count, eq, gt, lt, min } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitEvents } from "../db/schema/index.ts";
import { tooManyRequests } from "./errors.ts";

export type LimitRule = { bucket: string; key: string; limit: number; windowMs: number };

/** Throws 429 (with Retry-After) when `limit` events of this key already happened within the window. */
export async function assertUnderLimit(db: Db, rule: LimitRule, now: Date): Promise<void> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .select({ hits: count(), oldest: min(rateLimitEvents.at) })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, rule.bucket),
        eq(rateLimitEvents.key, rule.key),
        gt(rateLimitEvents.at, since),
      ),
    );
  if (!row || row.hits < rule.limit) return;
  const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000));
  throw tooManyRequests(retryAfter);
}

export async function recordEvent(db: Db, rule: Pick<LimitRule, "bucket" | "key">, now: Date): Promise<void> {
  await db.insert(rateLimitEvents).values({ bucket: rule.bucket, key: rule.key, at: now });
}

export async function clearEvents(db: Db, rule: Pick<LimitRule, "bucket" | "key">): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, rule.bucket), eq(rateLimitEvents.key, rule.key)));
}

/** Drops events older than any window (called now and then, not per request). */
export async function pruneEvents(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, olderThan));
}
