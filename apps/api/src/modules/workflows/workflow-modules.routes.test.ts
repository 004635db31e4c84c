import { type Workflow, workflowSchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { dataSourceIds, listOf, put, unknownId, workflowOf } from "../../test/kits/workflows.test-kit.ts";

const { admin } = demoUsers;

function withoutDataSource(module: Workflow["context"]["modules"][number]) {
  return module.type === "CHECKLIST" ? { type: module.type, config: { name: module.config.name } } : module;
}

describe("a workflow's modules", () => {
  let t: TestApp;
  let demo: TestClient;
  let udfIds: string[];
  const url = `/api/workflows/${seedIds.demoSalesWorkflow}/modules`;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    udfIds = ((await demo.get("/api/udfs")).json() as Array<{ id: string }>).map((field) => field.id);
  });
  afterAll(() => t.close());

  it("saves the whole list in the order sent; checklists may repeat", async () => {
    const modules = [
      { type: "NOTES", config: {} },
      { type: "DETAILS", config: { sidemarkMode: "READONLY", udfIds: [udfIds[2], udfIds[0]] } },
      { type: "CHECKLIST", config: { name: "default" } },
      { type: "CHECKLIST", config: { name: "Install day" } },
      { type: "QUOTES", config: {} },
    ];
    const response = await put(demo, url, { modules });
    expect(response.statusCode).toBe(200);
    const saved = workflowSchema.parse(response.json()).context.modules;
    expect(saved.map(withoutDataSource)).toEqual(modules);
    const stored = (await listOf(demo)).find((w) => w.id === seedIds.demoSalesWorkflow);
    expect(stored?.context.modules).toEqual(saved);
  });

  it("gives each new checklist module a data source and keeps the ones sent", async () => {
    const before = await workflowOf(demo);
    const [defaultSource] = dataSourceIds(before);
    const modules = [
      { type: "CHECKLIST", config: { name: "Pre-install", dataSourceId: defaultSource } },
      { type: "CHECKLIST", config: { name: "Handover" } },
    ];
    const response = await put(demo, url, { modules });
    expect(response.statusCode, response.body).toBe(200);
    const saved = workflowSchema.parse(response.json());
    const [kept, added] = dataSourceIds(saved);
    expect(kept).toBe(defaultSource);
    expect(added).toEqual(expect.any(String));
    expect(added).not.toBe(defaultSource);
    const deal = (await demo.get(`/api/workflows/${seedIds.demoSalesWorkflow}/deals`)).json()[0].id;
    const renamed = await demo.get(`/api/deals/${deal}/checklists/${kept}`);
    expect(renamed.json().dataSource).toMatchObject({ id: kept, name: "Pre-install" });
    const fresh = await demo.get(`/api/deals/${deal}/checklists/${added}`);
    expect(fresh.json()).toMatchObject({ dataSource: { name: "Handover" }, items: [] });
    // Saving the list again as answered changes nothing.
    const again = await put(demo, url, { modules: saved.context.modules });
    expect(workflowSchema.parse(again.json()).context.modules).toEqual(saved.context.modules);
  });

  it("refuses a data source of another workflow, an unknown one, or one listed twice", async () => {
    const service = await workflowOf(demo, seedIds.demoServiceWorkflow);
    const [serviceSource] = dataSourceIds(service);
    const [ownSource] = dataSourceIds(await workflowOf(demo));
    const response = await put(demo, url, {
      modules: [
        { type: "NOTES", config: {} },
        { type: "CHECKLIST", config: { name: "a", dataSourceId: serviceSource } },
        { type: "CHECKLIST", config: { name: "b", dataSourceId: unknownId } },
        { type: "CHECKLIST", config: { name: "c", dataSourceId: ownSource } },
        { type: "CHECKLIST", config: { name: "d", dataSourceId: ownSource } },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(codesOf(response.json().errors)).toEqual({
      "modules.1.config.dataSourceId": ["UNKNOWN_DATA_SOURCE"],
      "modules.2.config.dataSourceId": ["UNKNOWN_DATA_SOURCE"],
      "modules.4.config.dataSourceId": ["DATA_SOURCE_TWICE"],
    });
  });

  it("refuses a second module of a type other than Checklist with the spec's message", async () => {
    const before = (await listOf(demo)).find((w) => w.id === seedIds.demoSalesWorkflow);
    const response = await put(demo, url, {
      modules: [
        { type: "NOTES", config: {} },
        { type: "QUOTES", config: {} },
        { type: "NOTES", config: {} },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(codesOf(response.json().errors)).toEqual({ modules: ["MODULE_ALREADY_ADDED"] });
    const after = (await listOf(demo)).find((w) => w.id === seedIds.demoSalesWorkflow);
    expect(after?.context.modules).toEqual(before?.context.modules);
  });

  it("refuses custom fields the account does not have, naming each by its place", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const harbourUdf = ((await harbour.get("/api/udfs")).json() as Array<{ id: string }>)[0]?.id;
    const response = await put(demo, url, {
      modules: [
        { type: "NOTES", config: {} },
        { type: "DETAILS", config: { sidemarkMode: "ENABLED", udfIds: [udfIds[0], unknownId, harbourUdf] } },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(codesOf(response.json().errors)).toEqual({
      "modules.1.config.udfIds.1": ["UNKNOWN_CUSTOM_FIELD"],
      "modules.1.config.udfIds.2": ["UNKNOWN_CUSTOM_FIELD"],
    });
  });

  it("keeps an archived custom field in the Details module (deals still show its values)", async () => {
    const archivedId = udfIds[1] ?? "";
    expect((await demo.request({ method: "DELETE", url: `/api/udfs/${archivedId}` })).statusCode).toBe(200);
    const modules = [{ type: "DETAILS", config: { sidemarkMode: "ENABLED", udfIds: [archivedId] } }];
    expect((await put(demo, url, { modules })).statusCode).toBe(200);
  });

  it("checks each module's config with the contract", async () => {
    const response = await put(demo, url, {
      modules: [
        { type: "CHECKLIST", config: { name: "" } },
        { type: "DETAILS", config: { sidemarkMode: "SOMETIMES", udfIds: [] } },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      "modules.0.config.name",
      "modules.1.config.sidemarkMode",
    ]);
  });

  it("answers 404 for an unknown workflow", async () => {
    expect((await put(demo, `/api/workflows/${unknownId}/modules`, { modules: [] })).statusCode).toBe(404);
  });
});
