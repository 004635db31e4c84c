import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { fromPglite } from "./client.ts";
import { together } from "./together.ts";

const database = fromPglite(new PGlite());
afterAll(() => database.close());

/** A read that notes when it starts and ends, and gives back its name. */
function tracedReads(log: string[]) {
  const read = (name: string) => async () => {
    log.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, 10));
    log.push(`${name} ends`);
    return name;
  };
  return [read("a"), read("b")] as const;
}

describe("together", () => {
  it("runs reads side by side outside a transaction, and answers in their order", async () => {
    const log: string[] = [];
    expect(await together(database.db, tracedReads(log))).toEqual(["a", "b"]);
    expect(log).toEqual(["a starts", "b starts", "a ends", "b ends"]);
  });

  it("in a transaction (one connection) runs them one after another", async () => {
    const log: string[] = [];
    const results = await database.db.transaction((tx) => together(tx, tracedReads(log)));
    expect(results).toEqual(["a", "b"]);
    expect(log).toEqual(["a starts", "a ends", "b starts", "b ends"]);
  });

  it("takes values as well as promises", async () => {
    expect(await together(database.db, [() => 1, async () => "two"])).toEqual([1, "two"]);
  });
});
