// Limits that must hold across processes (failed sign-ins, reset mails) are counted in the database.
// Each attempt is a row: a sliding window on the app's clock, a success gives back its own rows, and a
// completed password reset clears one username's counters at every address (a key prefix). Not
// rate-limiter-flexible: its fixed windows on the process clock, deleting by exact key only, change all three.
import { and, count, eq, gt, inArray, lt, min, sql } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import type { Db } from "../db/client.ts";
import { rateLimitEvents } from "../db/schema/index.ts";
import { tooManyRequests } from "./errors.ts";

export type LimitRule = { bucket: string; key: string; limit: number; windowMs: number };

/**
 * Counts one attempt against the rule and throws 429 (with Retry-After) when the window is already
 * full. Check and count happen under a per-key transaction lock, so a burst of concurrent attempts
 * cannot all slip past a stale count. Returns the event id, so a success can give the attempt back.
 */
export async function consumeAttempt(db: Db, rule: LimitRule, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${rule.bucket}:${rule.key}`}))`);
    const [row] = await tx
      .select({ hits: count(), oldest: min(rateLimitEvents.at) })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, rule.bucket),
          eq(rateLimitEvents.key, rule.key),
          gt(rateLimitEvents.at, since),
        ),
      );
    if (row && row.hits >= rule.limit) {
      const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
      throw tooManyRequests(Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000)));
    }
    const [event] = await tx
      .insert(rateLimitEvents)
      .values({ bucket: rule.bucket, key: rule.key, at: now })
      .returning({ id: rateLimitEvents.id });
    if (!event) throw new Error("rate limit event not stored");
    return event.id;
  });
}

/** Gives back attempts that turned out fine (a successful sign-in is not a failure). */
export async function releaseAttempts(db: Db, eventIds: readonly number[]): Promise<void> {
  if (eventIds.length > 0) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, [...eventIds]));
}

export async function clearEvents(db: Db, rule: Pick<LimitRule, "bucket" | "key">): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, rule.bucket), eq(rateLimitEvents.key, rule.key)));
}

/** Clears a bucket's counters whose key starts with this prefix (e.g. one username at every address). */
export async function clearEventsWithKeyPrefix(db: Db, bucket: string, keyPrefix: string): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), sql`starts_with(${rateLimitEvents.key}, ${keyPrefix})`));
}

/** Drops events older than any window (called now and then, not per request). */
export async function pruneEvents(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, olderThan));
}

/**
 * The address a per-address limit counts: IPv4 as is, IPv6 by its /64 prefix (one subscriber
 * usually holds a whole /64, so counting single addresses would give them endless fresh keys).
 * Parsed by ipaddr.js, as Fastify parses its proxies' addresses.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip)) return ip;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return `${address.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}
