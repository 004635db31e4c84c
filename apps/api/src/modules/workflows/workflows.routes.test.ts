import { workflowSchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { exportOf, listOf, put, unknownId, uploadJson } from "../../test/kits/workflows.test-kit.ts";

const { admin, dealsOnly, sales, supplierRep } = demoUsers;

describe("reading workflows", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("lists the seeded workflows in order with statuses, flags and modules", async () => {
    const list = await listOf(demo);
    expect(list.map((w) => [w.name, w.slug, w.isActive, w.isEditable])).toEqual([
      ["Sales", "sales", true, true],
      ["Service", "service", true, true],
      ["Commercial", "commercial", false, false],
    ]);
    const salesWorkflow = list[0];
    expect(salesWorkflow?.id).toBe(seedIds.demoSalesWorkflow);
    expect(salesWorkflow?.context.statuses.map((s) => `${s.name}:${s.phase}`)).toEqual([
      "New Lead:NEW",
      "Contacted:NEW",
      "Measure Booked:QUOTING",
      "Quoted:QUOTING",
      "Signed:IN_PROGRESS",
      "Ordered:IN_PROGRESS",
      "Received:IN_PROGRESS",
      "Installed:CLOSED",
      "Lost:CANCELLED",
    ]);
    expect(salesWorkflow?.context.statuses[2]?.slug).toBe("measure-booked");
    const flags = salesWorkflow?.context.flags.map((flag) => ({
      name: flag.name,
      values: flag.values.map((v) => (v.isDefault ? `${v.label}*` : v.label)),
    }));
    expect(flags).toEqual([
      { name: "Payment", values: ["None*", "Deposit Paid", "Paid in Full"] },
      { name: "Install", values: ["None*", "Booked", "Done"] },
      { name: "Lost Reason", values: ["Unknown*", "Price", "Timing", "Competitor", "No Response"] },
    ]);
    expect(salesWorkflow?.context.modules.map((m) => m.type)).toEqual([
      "DETAILS",
      "CHECKLIST",
      "NOTES",
      "PAYMENTS",
      "QUOTES",
      "APPOINTMENTS",
      "ATTACHMENTS",
      "RELATED_DEALS",
    ]);
    expect(salesWorkflow?.context.modules[1]).toEqual({
      type: "CHECKLIST",
      config: { name: "default", dataSourceId: expect.any(String) },
    });
    const details = salesWorkflow?.context.modules[0];
    const udfs = (await demo.get("/api/udfs")).json() as Array<{ id: string }>;
    expect(details).toEqual({
      type: "DETAILS",
      config: { sidemarkMode: "ENABLED", udfIds: udfs.map((field) => field.id) },
    });
  });

  it("answers one workflow by id, the same as in the list", async () => {
    const list = await listOf(demo);
    const response = await demo.get(`/api/workflows/${seedIds.demoServiceWorkflow}`);
    expect(response.statusCode).toBe(200);
    expect(workflowSchema.parse(response.json())).toEqual(list[1]);
  });

  it("answers 404 for an unknown id and 422 for an id that is not one", async () => {
    const missing = await demo.get(`/api/workflows/${unknownId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal("NOT_FOUND"));
    expect((await demo.get("/api/workflows/not-a-uuid")).statusCode).toBe(422);
  });

  it("answers 401 without a session", async () => {
    expect((await t.client().get("/api/workflows")).statusCode).toBe(401);
  });
});

describe("workflow access by employee", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ["sales (DEFAULT)", sales],
    ["dealsonly (DEALS_ONLY)", dealsOnly],
    ["supplier (MANUFACTURER)", supplierRep],
  ])("lets %s read workflows for the board but not change or export them", async (_, user) => {
    const client = await t.signIn(user.username, user.password);
    const id = seedIds.demoSalesWorkflow;
    expect((await client.get("/api/workflows")).statusCode).toBe(200);
    expect((await client.get(`/api/workflows/${id}`)).statusCode).toBe(200);
    expect((await client.get("/api/account/web-settings/DEAL_WORKFLOWS")).statusCode).toBe(200);

    const update = await put(client, `/api/workflows/${id}/update`, { name: "Mine", isActive: true });
    expect(update.statusCode).toBe(403);
    expect(update.json()).toEqual(refusal("FORBIDDEN"));
    expect((await put(client, `/api/workflows/${id}/modules`, { modules: [] })).statusCode).toBe(403);
    expect((await client.get(`/api/workflows/${id}/schema`)).statusCode).toBe(403);
    const exported = await exportOf(await t.signIn(admin.username, admin.password), id);
    expect((await uploadJson(client, exported)).statusCode).toBe(403);
    expect((await listOf(client)).map((w) => w.name)).toEqual(["Sales", "Service", "Commercial"]);
  });
});

describe("editing a workflow", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("renames and switches off an editable workflow; the slug stays", async () => {
    const response = await put(demo, `/api/workflows/${seedIds.demoServiceWorkflow}/update`, {
      name: "  Service & Repairs ",
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(workflowSchema.parse(response.json())).toMatchObject({
      name: "Service & Repairs",
      slug: "service",
      isActive: false,
    });
    const again = (await listOf(demo)).find((w) => w.id === seedIds.demoServiceWorkflow);
    expect(again).toMatchObject({ name: "Service & Repairs", isActive: false });
  });

  it("requires a name", async () => {
    const response = await put(demo, `/api/workflows/${seedIds.demoSalesWorkflow}/update`, {
      name: " ",
      isActive: true,
    });
    expect(response.statusCode).toBe(422);
    expect(codesOf(response.json().errors)).toEqual({ name: ["REQUIRED"] });
  });

  it("refuses to change a workflow that is not editable, with a clear message", async () => {
    const id = seedIds.demoCommercialWorkflow;
    const update = await put(demo, `/api/workflows/${id}/update`, { name: "Renamed", isActive: true });
    expect(update.statusCode).toBe(403);
    expect(update.json()).toEqual(refusal("WORKFLOW_NOT_EDITABLE"));
    const modules = await put(demo, `/api/workflows/${id}/modules`, { modules: [] });
    expect(modules.statusCode).toBe(403);
    expect(modules.json()).toEqual(refusal("WORKFLOW_NOT_EDITABLE"));
    const after = (await listOf(demo)).find((w) => w.id === id);
    expect(after).toMatchObject({ name: "Commercial", isActive: false });
    expect(after?.context.modules).toHaveLength(3);
  });

  it("answers 404 for an unknown workflow", async () => {
    const response = await put(demo, `/api/workflows/${unknownId}/update`, { name: "X", isActive: true });
    expect(response.statusCode).toBe(404);
  });
});

describe("workflows and the second dealer", () => {
  let t: TestApp;
  let demo: TestClient;
  let harbour: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
  });
  afterAll(() => t.close());

  it("shows each dealer only its own workflows", async () => {
    const own = await listOf(harbour);
    expect(own.map((w) => [w.id, w.name, w.slug])).toEqual([
      [seedIds.harbourSalesWorkflow, "Sales", "sales"],
    ]);
    const demoIds = (await listOf(demo)).map((w) => w.id);
    expect(demoIds).not.toContain(seedIds.harbourSalesWorkflow);
  });

  it("answers 404 to every call with the other dealer's workflow id and changes nothing", async () => {
    const demoBefore = await listOf(demo);
    for (const id of [seedIds.demoSalesWorkflow, seedIds.demoCommercialWorkflow]) {
      expect((await harbour.get(`/api/workflows/${id}`)).statusCode).toBe(404);
      expect((await harbour.get(`/api/workflows/${id}/schema`)).statusCode).toBe(404);
      expect(
        (await put(harbour, `/api/workflows/${id}/update`, { name: "Mine", isActive: false })).statusCode,
      ).toBe(404);
      expect((await put(harbour, `/api/workflows/${id}/modules`, { modules: [] })).statusCode).toBe(404);
    }
    expect((await demo.get(`/api/workflows/${seedIds.harbourSalesWorkflow}`)).statusCode).toBe(404);
    expect(await listOf(demo)).toEqual(demoBefore);
  });

  it("refuses another dealer's export that names custom fields it does not have", async () => {
    const exported = await exportOf(demo, seedIds.demoSalesWorkflow);
    const response = await uploadJson(harbour, exported);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([
      "modules.0.config.udfIds.0",
      "modules.0.config.udfIds.1",
      "modules.0.config.udfIds.2",
    ]);
    const withoutFields = {
      ...exported,
      modules: exported.modules.map((m) =>
        m.type === "DETAILS" ? { type: m.type, config: { ...m.config, udfIds: [] } } : m,
      ),
    };
    const imported = await uploadJson(harbour, withoutFields);
    expect(imported.statusCode).toBe(200);
    expect(workflowSchema.parse(imported.json()).slug).toBe("sales-2");
    expect((await listOf(demo)).map((w) => w.slug)).toEqual(["sales", "service", "commercial"]);
  });
});
