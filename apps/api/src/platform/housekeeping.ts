// Deletes rows nobody can use any more: ended sessions, spent reset tokens, old rate-limit events.
import { lt, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { passwordResetTokens, sessions } from "../db/schema/index.ts";
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
  // Longer than any rate-limit window.
  await pruneEvents(db, new Date(now.getTime() - day));
  await pruneRequestCounters(db, new Date(now.getTime() - day));
}
