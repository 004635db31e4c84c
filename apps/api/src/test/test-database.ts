// Test databases: a migrated and seeded template made once per run, then a cheap copy per test file.
// In memory (PGlite) by default; PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import pg from "pg";
import { createPglite, type Database, fromPglite, fromPostgres } from "../db/client.ts";
import { seedDemo } from "../demo/seed.ts";
import { localFileStore } from "../platform/files.ts";

/** The seeded database and the folder holding its attachment files (each test app copies both). */
export type TemplateRef = { filesDir: string } & (
  | { kind: "pglite"; dumpFile: string }
  | { kind: "postgres"; url: string; templateName: string }
);

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTemplate(options: {
  dumpFile: string;
  filesDir: string;
  postgresUrl: string | undefined;
}): Promise<TemplateRef> {
  const files = localFileStore(options.filesDir);
  if (options.postgresUrl) {
    const templateName = `portal_test_tpl_${process.pid}`;
    await adminQuery(options.postgresUrl, `DROP DATABASE IF EXISTS ${templateName}`);
    await adminQuery(options.postgresUrl, `CREATE DATABASE ${templateName}`);
    const database = fromPostgres(withDatabase(options.postgresUrl, templateName));
    await database.migrate();
    await seedDemo(database.db, { files });
    await database.close();
    return { kind: "postgres", url: options.postgresUrl, templateName, filesDir: options.filesDir };
  }
  const client = await createPglite();
  const database = fromPglite(client);
  await database.migrate();
  await seedDemo(database.db, { files });
  const dump = await client.dumpDataDir("none");
  await writeFile(options.dumpFile, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return { kind: "pglite", dumpFile: options.dumpFile, filesDir: options.filesDir };
}

export async function dropTemplate(template: TemplateRef): Promise<void> {
  if (template.kind === "postgres")
    await adminQuery(template.url, `DROP DATABASE IF EXISTS ${template.templateName}`);
}

/**
 * A fresh database private to one test file: a copy of the seeded demo, or (`empty`) only migrated,
 * as a production database is before its first account.
 */
export async function openTestDatabase(
  template: TemplateRef,
  contents: "demo" | "empty" = "demo",
): Promise<Database> {
  if (template.kind === "pglite") {
    if (contents === "empty") {
      const database = fromPglite(await createPglite());
      await database.migrate();
      return database;
    }
    const dump = new Blob([await readFile(template.dumpFile)]);
    return fromPglite(await createPglite({ loadDataDir: dump }));
  }
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  if (contents === "empty") {
    await adminQuery(template.url, `CREATE DATABASE ${name}`);
  } else {
    // Two workers may copy the template at the same moment; PostgreSQL refuses one of them, so retry.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await adminQuery(template.url, `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
        break;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }
  const database = fromPostgres(withDatabase(template.url, name));
  if (contents === "empty") await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(template.url, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
