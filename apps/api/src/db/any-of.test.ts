import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uuidIn } from "./any-of.ts";
import { fromPglite } from "./client.ts";

const database = fromPglite(new PGlite());
afterAll(() => database.close());

const things = pgTable("things", { id: uuid("id").primaryKey(), name: text("name").notNull() });
const ids = [
  "0193a000-0000-7000-8000-000000000001",
  "0193a000-0000-7000-8000-000000000002",
  "0193a000-0000-7000-8000-000000000003",
];

describe("uuidIn", () => {
  beforeAll(async () => {
    await database.db.execute(sql`create table things (id uuid primary key, name text not null)`);
    await database.db.insert(things).values(ids.map((id, index) => ({ id, name: `thing ${index + 1}` })));
  });

  const namesOf = async (wanted: readonly string[]) =>
    (await database.db.select({ name: things.name }).from(things).where(uuidIn(things.id, wanted)))
      .map((row) => row.name)
      .sort();

  it("matches the rows whose id is listed, as one parameter", async () => {
    expect(await namesOf([ids[0] ?? "", ids[2] ?? ""])).toEqual(["thing 1", "thing 3"]);
    const query = database.db.select().from(things).where(uuidIn(things.id, ids)).toSQL();
    expect(query.params).toEqual([ids]);
    expect(query.sql).toContain('"things"."id" = any($1::uuid[])');
  });

  it("takes a prepared statement's placeholder for the list, filled when it runs", async () => {
    const statement = database.db
      .select({ name: things.name })
      .from(things)
      .where(uuidIn(things.id, sql.placeholder("ids")))
      .orderBy(things.name)
      .prepare("things_in");
    expect(await statement.execute({ ids: [ids[1], ids[2]] })).toEqual([
      { name: "thing 2" },
      { name: "thing 3" },
    ]);
    expect(await statement.execute({ ids: [] })).toEqual([]);
  });

  it("matches nothing for an empty list or ids that are not there", async () => {
    expect(await namesOf([])).toEqual([]);
    expect(await namesOf(["0193a000-0000-7000-8000-0000000000ff"])).toEqual([]);
  });
});
