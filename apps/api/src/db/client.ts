// Opens the database: embedded PGlite (files or memory) or PostgreSQL through node-postgres.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { failFastOnBackendDeath, type PgliteBackendDied } from "./pglite-death.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The query builder every service uses; the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What a channel's listener is told: each message, and whether it is listening (a dropped connection is not). */
export type ChannelHandlers = { onMessage: (payload: string) => void; onState: (listening: boolean) => void };

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  /** LISTENs on a channel (NOTIFY at commit, from any process) until the answer's close is called. */
  listen: (channel: string, handlers: ChannelHandlers) => Promise<{ close: () => Promise<void> }>;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Opens PGlite with the contrib extensions the migrations create (global search: unaccent, pg_trgm,
 * btree_gin).
 * PGlite bundles them but loads only those named here, also when it opens a copied data directory.
 * If its WebAssembly backend ever fails, the query rejects instead of spinning forever, and `onDeath`
 * hears it once (see pglite-death.ts); every later query rejects too.
 */
export async function createPglite(
  options: Omit<PGliteOptions, "extensions"> = {},
  onDeath: (death: PgliteBackendDied) => void = () => undefined,
): Promise<PGlite> {
  const client = await PGlite.create({ ...options, extensions: { btree_gin, pg_trgm, unaccent } });
  failFastOnBackendDeath(client, onDeath);
  return client;
}

/** Wraps an open PGlite (tests pass a clone of a seeded template). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process holds the database: its notifications arrive with the query that caused them.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onMessage);
      handlers.onState(true);
      return {
        close: async () => {
          handlers.onState(false);
          await stop();
        },
      };
    },
    close: () => client.close(),
  };
}

/**
 * A dedicated connection that LISTENs, and connects again (with a growing pause) when it drops;
 * while it is down the handlers hear `onState(false)`, since messages may be missed.
 */
function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<{ close: () => Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let current: pg.Client | null = null;
  let closed = false;
  let pauseMs = 250;
  let timer: NodeJS.Timeout | undefined;

  const drop = (client: pg.Client) => {
    if (current !== client && current !== null) return;
    current = null;
    handlers.onState(false);
    client.removeAllListeners("notification");
    client.end().catch(() => undefined);
    if (closed) return;
    timer = setTimeout(() => void connect(), pauseMs);
    timer.unref();
    pauseMs = Math.min(pauseMs * 2, 10_000);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    current = client;
    let dropped = false;
    const once = () => {
      if (dropped) return;
      dropped = true;
      drop(client);
    };
    client.on("error", once);
    client.on("end", once);
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (closed || dropped) return;
      pauseMs = 250;
      handlers.onState(true);
    } catch {
      once();
    }
  };

  return connect().then(() => ({
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      handlers.onState(false);
      await client?.end().catch(() => undefined);
    },
  }));
}

export function fromPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}

/** DATABASE_URL when set, else PGlite files under `dataDir/db` (PGlite does not create parent folders). */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** The embedded database failed and serves no more queries. */
  onEmbeddedDeath?: (death: PgliteBackendDied) => void;
}): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const dir = path.join(options.dataDir, "db");
  mkdirSync(dir, { recursive: true });
  const open = () => createPglite({ dataDir: dir }, options.onEmbeddedDeath);
  const client = await open();
  if (await hasExtension(client, "pg_trgm")) return fromPglite(client);
  // A new database (or one from before global search): the migrations create pg_trgm here, and then
  // the data directory is opened afresh. PGlite's pg_trgm, created and used in one instance, fails its
  // first `%` with "null function or function signature mismatch" and takes the backend down (the
  // first `npm start` died on the first search of three letters); opened again, it works.
  await fromPglite(client).migrate();
  await client.close();
  return fromPglite(await open());
}

async function hasExtension(client: PGlite, name: string): Promise<boolean> {
  const { rows } = await client.query("select 1 from pg_extension where extname = $1", [name]);
  return rows.length > 0;
}
