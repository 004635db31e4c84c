// Opens the database: embedded PGlite (files or memory) or PostgreSQL through node-postgres.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The query builder every service uses; the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Wraps an open PGlite (tests pass a clone of a seeded template). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function fromPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** DATABASE_URL when set, else PGlite files under `dataDir/db` (PGlite does not create parent folders). */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const dir = path.join(options.dataDir, "db");
  mkdirSync(dir, { recursive: true });
  return fromPglite(await PGlite.create(dir));
}
