// A new embedded database, as the first `npm start` makes it: its typo search (pg_trgm) works at once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { openDatabase } from "./client.ts";

it("answers pg_trgm's similarity on a database its migrations have just made, without the backend dying", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-new-db-"));
  const deaths: unknown[] = [];
  const database = await openDatabase({
    databaseUrl: undefined,
    dataDir,
    onEmbeddedDeath: (death) => deaths.push(death),
  });
  try {
    await database.migrate();
    const result = (await database.db.execute(
      sql`select 'isla' % portal_unaccent('isl') as close, similarity('isla', 'isl') > 0 as similar`,
    )) as unknown as { rows: { close: boolean; similar: boolean }[] };
    expect(result.rows).toEqual([{ close: true, similar: true }]);
    expect(deaths).toEqual([]);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
