import { checklistItemSchema, checklistSchema, type Workflow } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { boardOf, put, unknownId, workflowOf } from "../../test/kits/deals.test-kit.ts";

const { admin, dealsOnly, sales, supplierRep } = demoUsers;

function checklistIds(workflow: Workflow): string[] {
  return workflow.context.modules.flatMap((module) =>
    module.type === "CHECKLIST" && module.config.dataSourceId ? [module.config.dataSourceId] : [],
  );
}

describe("checklists", () => {
  let t: TestApp;
  let demo: TestClient;
  let dealId: string;
  let archivedDealId: string;
  let serviceDealId: string;
  let dataSourceId: string;
  let serviceDataSourceId: string;
  const list = (client: TestClient, deal = dealId, source = dataSourceId) =>
    client.get(`/api/deals/${deal}/checklists/${source}`);
  const add = (client: TestClient, label: string, deal = dealId, source = dataSourceId) =>
    client.post(`/api/deals/${deal}/checklists/${source}/items`, { label });

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    const salesWorkflow = await workflowOf(demo, seedIds.demoSalesWorkflow);
    const serviceWorkflow = await workflowOf(demo, seedIds.demoServiceWorkflow);
    [dataSourceId = ""] = checklistIds(salesWorkflow);
    [serviceDataSourceId = ""] = checklistIds(serviceWorkflow);
    // A deal in New Lead: the seed gives the newest deals no checklist items.
    const board = await boardOf(demo, seedIds.demoSalesWorkflow);
    const archived = await boardOf(demo, seedIds.demoSalesWorkflow, "archived=true");
    dealId = board[0]?.id ?? "";
    archivedDealId = archived[0]?.id ?? "";
    serviceDealId = (await boardOf(demo, seedIds.demoServiceWorkflow))[0]?.id ?? "";
  });
  afterAll(() => t.close());

  it("names the seeded workflows' first checklist 'default'", async () => {
    const response = await list(demo);
    expect(response.statusCode, response.body).toBe(200);
    expect(checklistSchema.parse(response.json()).dataSource).toMatchObject({
      id: dataSourceId,
      name: "default",
    });
  });

  it("adds items at the end, ticks and renames them, and records who changed them", async () => {
    const before = checklistSchema.parse((await list(demo)).json()).items;
    const first = checklistItemSchema.parse((await add(demo, "  Measure windows ")).json());
    const second = checklistItemSchema.parse((await add(demo, "Order fabric")).json());
    expect(first).toMatchObject({ label: "Measure windows", isChecked: false });
    expect(first.updatedBy).toEqual({ id: expect.any(Number), name: "Alex Morgan" });

    const salesClient = await t.signIn(sales.username, sales.password);
    const ticked = await put(salesClient, `/api/checklist-items/${first.id}`, { isChecked: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toMatchObject({
      label: "Measure windows",
      isChecked: true,
      updatedBy: { name: "Sam Taylor" },
    });
    const renamed = await put(demo, `/api/checklist-items/${second.id}`, { label: "Order fabric and rails" });
    expect(renamed.json()).toMatchObject({ label: "Order fabric and rails", isChecked: false });

    const items = checklistSchema.parse((await list(demo)).json()).items;
    expect(items.slice(before.length).map((item) => [item.label, item.isChecked])).toEqual([
      ["Measure windows", true],
      ["Order fabric and rails", false],
    ]);
  });

  it("requires a label", async () => {
    const response = await add(demo, "   ");
    expect(response.statusCode).toBe(422);
    expect(codesOf(response.json().errors)).toEqual({ label: ["REQUIRED"] });
    const item = checklistItemSchema.parse((await add(demo, "x")).json());
    const empty = await put(demo, `/api/checklist-items/${item.id}`, { label: "" });
    expect(empty.statusCode).toBe(422);
  });

  it("removes an item", async () => {
    const item = checklistItemSchema.parse((await add(demo, "Remove me")).json());
    const response = await demo.request({ method: "DELETE", url: `/api/checklist-items/${item.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const items = checklistSchema.parse((await list(demo)).json()).items;
    expect(items.some((row) => row.id === item.id)).toBe(false);
    const again = await demo.request({ method: "DELETE", url: `/api/checklist-items/${item.id}` });
    expect(again.statusCode).toBe(404);
  });

  it("reorders every item at once and refuses an order that is not exactly the items", async () => {
    const deal = (await boardOf(demo, seedIds.demoSalesWorkflow))[1]?.id ?? "";
    const labels = ["one", "two", "three"];
    for (const label of labels) await add(demo, label, deal);
    const items = checklistSchema.parse((await list(demo, deal)).json()).items;
    const ids = items.map((item) => item.id);
    const reversed = [...ids].reverse();
    const url = `/api/deals/${deal}/checklists/${dataSourceId}/order`;
    const response = await put(demo, url, { itemIds: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect(checklistSchema.parse(response.json()).items.map((item) => item.id)).toEqual(reversed);
    expect(checklistSchema.parse((await list(demo, deal)).json()).items.map((item) => item.id)).toEqual(
      reversed,
    );
    // Then a new item still goes last.
    const last = checklistItemSchema.parse((await add(demo, "four", deal)).json());
    const after = checklistSchema.parse((await list(demo, deal)).json()).items.map((item) => item.id);
    expect(after).toEqual([...reversed, last.id]);

    for (const wrong of [after.slice(1), [...after, after[0]], [...after.slice(1), unknownId]]) {
      const refused = await put(demo, url, { itemIds: wrong });
      expect(refused.statusCode).toBe(422);
      expect(codesOf(refused.json().errors)).toEqual({ itemIds: ["ORDER_MISMATCH"] });
    }
    expect(checklistSchema.parse((await list(demo, deal)).json()).items.map((item) => item.id)).toEqual(
      after,
    );
  });

  it("answers 404 for a data source that is not one of the deal's workflow's checklists", async () => {
    for (const response of [
      await list(demo, dealId, serviceDataSourceId),
      await list(demo, serviceDealId, dataSourceId),
      await list(demo, dealId, unknownId),
      await add(demo, "x", dealId, serviceDataSourceId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal("CHECKLIST_NOT_IN_WORKFLOW"));
    }
    expect((await list(demo, serviceDealId, serviceDataSourceId)).statusCode).toBe(200);
    expect((await list(demo, unknownId)).statusCode).toBe(404);
  });

  it("refuses every write on an archived deal", async () => {
    const deal = (await boardOf(demo, seedIds.demoSalesWorkflow))[2]?.id ?? "";
    const item = checklistItemSchema.parse((await add(demo, "before archiving", deal)).json());
    expect((await demo.post(`/api/deals/${deal}/archive`)).statusCode).toBe(200);
    const attempts = [
      await add(demo, "x", deal),
      await add(demo, "x", archivedDealId),
      await put(demo, `/api/checklist-items/${item.id}`, { isChecked: true }),
      await demo.request({ method: "DELETE", url: `/api/checklist-items/${item.id}` }),
      await put(demo, `/api/deals/${deal}/checklists/${dataSourceId}/order`, { itemIds: [item.id] }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal("DEAL_ARCHIVED"));
    }
    expect((await list(demo, deal)).statusCode).toBe(200);
  });

  it("lets every user with the deals permission work checklists; the supplier representative reads only", async () => {
    for (const user of [sales, dealsOnly]) {
      const client = await t.signIn(user.username, user.password);
      expect((await add(client, `by ${user.username}`)).statusCode).toBe(200);
    }
    const rep = await t.signIn(supplierRep.username, supplierRep.password);
    expect((await add(rep, "by the supplier")).statusCode).toBe(403);
    expect((await list(rep)).statusCode).toBe(200);
  });

  it("keeps dealers apart: another dealer's deals, checklists and items are 404", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const item = checklistItemSchema.parse((await add(demo, "private")).json());
    const harbourWorkflow = await workflowOf(harbour, seedIds.harbourSalesWorkflow);
    const [harbourSource = ""] = checklistIds(harbourWorkflow);
    const harbourDeal = (await boardOf(harbour, seedIds.harbourSalesWorkflow))[0]?.id ?? "";
    const attempts = [
      await list(harbour),
      await add(harbour, "x"),
      await put(harbour, `/api/checklist-items/${item.id}`, { isChecked: true }),
      await harbour.request({ method: "DELETE", url: `/api/checklist-items/${item.id}` }),
      await put(harbour, `/api/deals/${dealId}/checklists/${dataSourceId}/order`, { itemIds: [] }),
      await list(demo, harbourDeal, harbourSource),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal("NOT_FOUND"));
    }
    expect((await list(harbour, harbourDeal, harbourSource)).statusCode).toBe(200);
    expect(checklistItemSchema.parse((await add(demo, "still mine")).json()).isChecked).toBe(false);
  });
});
