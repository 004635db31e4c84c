// Where @fastify/rate-limit counts a route's requests per client address: Redis when REDIS_URL is
// set (its own store), else this store on the database, so every API process counts together. One
// statement per request: a fixed window per route and address, started and reset by the database's
// clock. Not rate-limiter-flexible: it has no store for this plugin (a wrapper would be as long as this
// store), and it times windows by each process's own clock.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

type Row = { hits: number | string; ttl: number | string };

function answer(rows: Row[], callback: Answer): void {
  const [row] = rows;
  callback(
    null,
    row
      ? { current: Number(row.hits), ttl: Math.max(0, Math.ceil(Number(row.ttl))) }
      : { current: 0, ttl: 0 },
  );
}

/** The store class @fastify/rate-limit instantiates, bound to a database. */
export function databaseRequestCounters(db: Db) {
  return class DatabaseRequestCounters {
    readonly scope: string;
    /** The plugin passes its options; a route's child gets its scope. */
    constructor(options?: unknown) {
      this.scope = typeof options === "string" ? options : "";
    }

    incr(key: string, callback: Answer, timeWindow: number): void {
      const id = `${this.scope}${key}`;
      const window = sql`(${timeWindow} * interval '1 millisecond')`;
      db.execute<Row>(sql`
        insert into request_counters (key, hits, window_start) values (${id}, 1, now())
        on conflict (key) do update set
          hits = case when request_counters.window_start + ${window} <= now() then 1
                      else request_counters.hits + 1 end,
          window_start = case when request_counters.window_start + ${window} <= now() then now()
                              else request_counters.window_start end
        returning hits, extract(epoch from (window_start + ${window} - now())) * 1000 as ttl`).then(
        (result) => answer((result as unknown as { rows: Row[] }).rows, callback),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Answer, timeWindow: number): void {
      const id = `${this.scope}${key}`;
      const window = sql`(${timeWindow} * interval '1 millisecond')`;
      db.execute<Row>(sql`
        select hits, extract(epoch from (window_start + ${window} - now())) * 1000 as ttl
        from request_counters where key = ${id} and window_start + ${window} > now()`).then(
        (result) => answer((result as unknown as { rows: Row[] }).rows, callback),
        (error: Error) => callback(error),
      );
    }

    /** One counter per route: the same address on two routes counts twice, separately. */
    child(options: unknown): DatabaseRequestCounters {
      const info = (options as ChildOptions).routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(",") : (info.method ?? "");
      return new DatabaseRequestCounters(`${method} ${info.url ?? ""}|`);
    }
  };
}

/** Counters whose window ended before `before` (housekeeping). */
export async function pruneRequestCounters(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from request_counters where window_start < ${before.toISOString()}`);
}
