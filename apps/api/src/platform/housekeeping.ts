// Deletes rows nobody can use any more: ended sessions, spent reset tokens, abandoned calendar links,
// old rate-limit events; keeps the embedded database's planner statistics fresh.
import { lt, or, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import { oauthStates, passwordResetTokens, sessions } from "../db/schema/index.ts";
import { pruneEvents } from "./rate-limits.ts";
import { pruneRequestCounters } from "./request-counters.ts";

const day = 24 * 60 * 60_000;

export async function cleanUp(db: Db, now: Date, idleMs: number): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))));
  await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - day)));
  // Calendar links started and never finished (each lives 10 minutes).
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  // Longer than any rate-limit window.
  await pruneEvents(db, new Date(now.getTime() - day));
  await pruneRequestCounters(db, new Date(now.getTime() - day));
}

/**
 * The planner's statistics, on the embedded database. PostgreSQL's autovacuum keeps them fresh (keep it
 * on: docs/deploy.md); PGlite runs no autovacuum, and without statistics the planner takes a table of
 * thousands of deals for a row or two and picks plans that are 5–10× slower (the board's column values
 * took 10 ms instead of 1 on 2,000 deals).
 */
export async function refreshStatistics(database: Pick<Database, "db" | "kind">): Promise<void> {
  if (database.kind === "pglite") await database.db.execute(sql`ANALYZE`);
}
