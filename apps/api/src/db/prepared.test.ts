import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWorkflowMeta } from "../modules/deals/workflow-meta.ts";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { preparedStatement } from "./prepared.ts";
import { workflowStatuses, workflows } from "./schema/index.ts";

// On PostgreSQL when TEST_DATABASE_URL is set (named statements on the pool's connections), else PGlite.
describe("prepared statements", () => {
  let t: TestApp;
  let sales: { id: string; accountId: string };
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.db
      .select({ id: workflows.id, accountId: workflows.accountId })
      .from(workflows)
      .where(eq(workflows.slug, "sales"));
    if (!row) throw new Error("the demo's Sales workflow is missing");
    sales = row;
  });
  afterAll(() => t.close());

  it("are built once per handle, and a transaction's handle builds its own", async () => {
    let builds = 0;
    const build = () => {
      builds += 1;
      return { builds };
    };
    const first = preparedStatement(t.db, "test_statement", build);
    expect(preparedStatement(t.db, "test_statement", build)).toBe(first);
    expect(builds).toBe(1);
    const inTransaction = await t.db.transaction(async (tx) =>
      preparedStatement(tx, "test_statement", build),
    );
    expect(inTransaction).not.toBe(first);
    expect(builds).toBe(2);
  });

  it("run inside the transaction they are asked for in, and a rolled-back change is gone after", async () => {
    const renamed = "Renamed in a transaction";
    const statusName = async () =>
      (await loadWorkflowMeta(t.db, sales.accountId, sales.id)).statuses[0]?.name;
    const before = await statusName();
    // Read once outside, so the pool's statement exists before the transaction asks for its own.
    expect(before).toBe("New Lead");
    let seenInside: string | undefined;
    const outcome = await t.db
      .transaction(async (tx) => {
        const [first] = (await loadWorkflowMeta(tx, sales.accountId, sales.id)).statuses;
        await tx
          .update(workflowStatuses)
          .set({ name: renamed })
          .where(
            and(eq(workflowStatuses.accountId, sales.accountId), eq(workflowStatuses.id, first?.id ?? "")),
          );
        seenInside = (await loadWorkflowMeta(tx, sales.accountId, sales.id)).statuses[0]?.name;
        tx.rollback();
      })
      .then(
        () => "committed",
        (error: unknown) => (error instanceof Error && error.message === "Rollback" ? "rolled back" : error),
      );
    expect(outcome).toBe("rolled back");
    expect(seenInside).toBe(renamed);
    expect(await statusName()).toBe(before);
  });

  it("answer many calls at once on every connection of the pool", async () => {
    const names = await Promise.all(
      Array.from({ length: 25 }, () => loadWorkflowMeta(t.db, sales.accountId, sales.id)),
    );
    expect(new Set(names.map((meta) => meta.statuses.map((status) => status.name).join()))).toHaveProperty(
      "size",
      1,
    );
    expect(names[0]?.statuses.length).toBeGreaterThan(3);
  });
});
