// Who is signed in, kept for a moment in this process so a signed-in request does not read the
// session, employee, role and account rows every time. Correctness comes from the database: a
// trigger (migration 0006_auth_changes) announces on channel `auth_changed` every deleted session and
// every changed employee, role or account, at commit, to every process listening, whoever made the
// change. While this process is not listening (its connection dropped), nothing is cached.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Auth } from "./session-store.ts";

export type CachedSession = {
  auth: Auth;
  lastSeenAt: number;
  expiresAt: number;
  /** When the rows were read: an entry older than maxAgeMs is read again whatever happened. */
  readAt: number;
};

/** `s:<session id>`, `e:<employee id>` or `a:<account id>`: what the trigger says changed. */
export type AuthChange = string;

export type SessionCache = {
  get(sessionId: string, now: number): CachedSession | undefined;
  set(sessionId: string, entry: CachedSession): void;
  /** Drops what a change touches (also called in-process right after this process's own change). */
  forget(change: AuthChange): void;
  /** The change feed's state: while it is down nothing is served from the cache. */
  setListening(listening: boolean): void;
};

export type SessionCacheOptions = { maxEntries?: number; maxAgeMs?: number };

function deepFreeze(auth: Auth): Auth {
  Object.freeze(auth.flags);
  Object.freeze(auth.modules);
  Object.freeze(auth.permissions);
  Object.freeze(auth.toggles);
  if (auth.profile) Object.freeze(auth.profile);
  return Object.freeze(auth);
}

export function createSessionCache({
  maxEntries = 10_000,
  maxAgeMs = 60_000,
}: SessionCacheOptions = {}): SessionCache {
  const entries = new Map<string, CachedSession>();
  let listening = false;
  return {
    get(sessionId, now) {
      if (!listening) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (now - entry.readAt > maxAgeMs) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry;
    },
    set(sessionId, entry) {
      if (!listening) return;
      entries.delete(sessionId);
      entries.set(sessionId, { ...entry, auth: deepFreeze(entry.auth) });
      // The oldest entries go first (a Map keeps insertion order).
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    forget(change) {
      const kind = change.slice(0, 2);
      const id = change.slice(2);
      if (kind === "s:") {
        entries.delete(id);
        return;
      }
      for (const [sessionId, entry] of entries) {
        const hit =
          kind === "e:"
            ? String(entry.auth.employeeId) === id
            : kind === "a:"
              ? entry.auth.accountId === id
              : true;
        if (hit) entries.delete(sessionId);
      }
    },
    setListening(next) {
      listening = next;
      if (!next) entries.clear();
    },
  };
}

/**
 * The cache of this process, fed by the database's `auth_changed` announcements until closed.
 * `sync` waits until every change committed before it was called has reached this cache (the
 * database delivers announcements in commit order, so its own marker coming back means all earlier
 * ones have): tests call it before each request, so a change they write straight into the database
 * is never raced by the announcement.
 */
export async function startSessionCache(
  database: Pick<Database, "listen" | "db">,
  options: SessionCacheOptions = {},
): Promise<{ cache: SessionCache; close: () => Promise<void>; sync: () => Promise<void> }> {
  const cache = createSessionCache(options);
  const waiting = new Map<string, () => void>();
  const listener = await database.listen("auth_changed", {
    onMessage: (payload) => {
      if (payload.startsWith("sync:")) {
        waiting.get(payload)?.();
        waiting.delete(payload);
      } else cache.forget(payload);
    },
    onState: (listening) => cache.setListening(listening),
  });
  const sync = async () => {
    const marker = `sync:${randomUUID()}`;
    // While the feed is down nothing is cached, so nothing to wait for: give up after a while.
    const arrived = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      waiting.set(marker, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await database.db.execute(sql`select pg_notify('auth_changed', ${marker})`);
    await arrived;
  };
  return { cache, close: listener.close, sync };
}
