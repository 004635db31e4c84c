import {
  dealWorkflowSettingsSchema,
  errorMessages,
  uploadMessages,
  type Workflow,
  type WorkflowFile,
  workflowErrors,
  workflowFileSchema,
  workflowMessages,
  workflowSchema,
} from "@portal/contract";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { workflows as workflowsTable } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../db/seed/demo-users.ts";
import { seedIds } from "../../db/seed/seed.ts";
import {
  createTestApp,
  type MultipartFile,
  multipartBody,
  type TestApp,
  type TestClient,
} from "../../test/helper.ts";

const { admin, dealsOnly, sales, supplierRep } = demoUsers;
const workflowList = z.array(workflowSchema);
const unknownId = "0193a000-0000-7000-8000-0000000fffff";

const put = (client: TestClient, url: string, payload: object) =>
  client.request({ method: "PUT", url, payload });

const upload = (client: TestClient, file: MultipartFile) =>
  client.request({ method: "POST", url: "/api/workflows/schema/import", ...multipartBody(file) });

const uploadJson = (client: TestClient, content: unknown, filename = "workflow.json") =>
  upload(client, { filename, contentType: "application/json", content: JSON.stringify(content, null, 2) });

async function listOf(client: TestClient): Promise<Workflow[]> {
  const response = await client.get("/api/workflows");
  expect(response.statusCode).toBe(200);
  return workflowList.parse(response.json());
}

async function exportOf(client: TestClient, id: string): Promise<WorkflowFile> {
  const response = await client.get(`/api/workflows/${id}/schema`);
  expect(response.statusCode).toBe(200);
  return workflowFileSchema.parse(response.json());
}

async function workflowCount(t: TestApp, accountId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(workflowsTable)
    .where(and(eq(workflowsTable.accountId, accountId)));
  return row?.n ?? 0;
}

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
    expect(missing.json()).toEqual({ message: errorMessages.notFound });
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
    expect(update.json()).toEqual({ message: errorMessages.forbidden });
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
    expect(response.json().errors).toEqual({ name: [workflowMessages.nameRequired] });
  });

  it("refuses to change a workflow that is not editable, with a clear message", async () => {
    const id = seedIds.demoCommercialWorkflow;
    const update = await put(demo, `/api/workflows/${id}/update`, { name: "Renamed", isActive: true });
    expect(update.statusCode).toBe(403);
    expect(update.json()).toEqual({ message: workflowErrors.notEditable });
    const modules = await put(demo, `/api/workflows/${id}/modules`, { modules: [] });
    expect(modules.statusCode).toBe(403);
    expect(modules.json()).toEqual({ message: workflowErrors.notEditable });
    const after = (await listOf(demo)).find((w) => w.id === id);
    expect(after).toMatchObject({ name: "Commercial", isActive: false });
    expect(after?.context.modules).toHaveLength(3);
  });

  it("answers 404 for an unknown workflow", async () => {
    const response = await put(demo, `/api/workflows/${unknownId}/update`, { name: "X", isActive: true });
    expect(response.statusCode).toBe(404);
  });
});

function withoutDataSource(module: Workflow["context"]["modules"][number]) {
  return module.type === "CHECKLIST" ? { type: module.type, config: { name: module.config.name } } : module;
}

function dataSourceIds(workflow: Workflow): string[] {
  return workflow.context.modules.flatMap((module) =>
    module.type === "CHECKLIST" && module.config.dataSourceId ? [module.config.dataSourceId] : [],
  );
}

async function workflowOf(client: TestClient, id: string = seedIds.demoSalesWorkflow): Promise<Workflow> {
  return workflowSchema.parse((await client.get(`/api/workflows/${id}`)).json());
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
    expect(response.json().errors).toEqual({
      "modules.1.config.dataSourceId": [workflowErrors.unknownDataSource],
      "modules.2.config.dataSourceId": [workflowErrors.unknownDataSource],
      "modules.4.config.dataSourceId": [workflowErrors.dataSourceTwice],
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
    expect(response.json()).toEqual({
      message: errorMessages.validation,
      errors: { modules: [workflowMessages.moduleAlreadyAdded] },
    });
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
    expect(response.json().errors).toEqual({
      "modules.1.config.udfIds.1": [workflowErrors.unknownCustomField],
      "modules.1.config.udfIds.2": [workflowErrors.unknownCustomField],
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

describe("export and import", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("exports a workflow as a versioned file without ids", async () => {
    const response = await demo.get(`/api/workflows/${seedIds.demoServiceWorkflow}/schema`);
    expect(response.statusCode).toBe(200);
    const file = response.json();
    expect(file).toMatchObject({
      schemaVersion: 1,
      name: "Service",
      statuses: [
        { name: "Requested", phase: "NEW" },
        { name: "Scheduled", phase: "IN_PROGRESS" },
        { name: "Done", phase: "CLOSED" },
        { name: "Cancelled", phase: "CANCELLED" },
      ],
      flags: [
        {
          name: "Priority",
          values: [
            { label: "Normal", appearance: "DEFAULT", showOnCard: false, isDefault: true },
            { label: "Urgent", appearance: "DANGER", showOnCard: true, isDefault: false },
          ],
        },
      ],
    });
    expect(JSON.stringify(file)).not.toMatch(/"(id|slug)":/);
  });

  it("imports an exported workflow back to an equal one with fresh ids and its own slug", async () => {
    const exported = await exportOf(demo, seedIds.demoSalesWorkflow);
    const original = (await listOf(demo))[0];
    const response = await uploadJson(demo, exported, "Sales.json");
    expect(response.statusCode).toBe(200);
    const imported = workflowSchema.parse(response.json());
    expect(imported).toMatchObject({ name: "Sales", slug: "sales-2", isActive: true, isEditable: true });
    expect(imported.id).not.toBe(seedIds.demoSalesWorkflow);

    const oldIds = new Set([
      ...(original?.context.statuses.map((s) => s.id) ?? []),
      ...(original?.context.flags.flatMap((f) => [f.id, ...f.values.map((v) => v.id)]) ?? []),
    ]);
    const newIds = [
      ...imported.context.statuses.map((s) => s.id),
      ...imported.context.flags.flatMap((f) => [f.id, ...f.values.map((v) => v.id)]),
    ];
    expect(newIds.filter((id) => oldIds.has(id))).toEqual([]);
    expect(imported.context.statuses.map((s) => s.slug)).toEqual(
      original?.context.statuses.map((s) => s.slug),
    );

    expect(JSON.stringify(exported)).not.toContain("dataSourceId");
    const [importedSource] = dataSourceIds(imported);
    expect(importedSource).toEqual(expect.any(String));
    expect(dataSourceIds(original as Workflow)).not.toContain(importedSource);
    expect(await exportOf(demo, imported.id)).toEqual(exported);
    expect((await listOf(demo)).map((w) => w.slug)).toEqual(["sales", "service", "commercial", "sales-2"]);
    const again = workflowSchema.parse((await uploadJson(demo, exported)).json());
    expect(again.slug).toBe("sales-3");
  });

  it("answers every problem of a bad file with its path, and imports nothing", async () => {
    const before = await workflowCount(t, seedIds.demoAccount);
    const response = await uploadJson(demo, {
      schemaVersion: 1,
      name: "",
      statuses: [{ name: "New", phase: "DONE" }],
      flags: [{ name: "Payment", values: [{ label: "None", appearance: "DEFAULT", showOnCard: "no" }] }],
      modules: [{ type: "GALLERY", config: {} }],
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe(errorMessages.validation);
    expect(Object.keys(body.errors).sort()).toEqual([
      "flags.0.values.0.isDefault",
      "flags.0.values.0.showOnCard",
      "modules.0.type",
      "name",
      "statuses.0.phase",
    ]);
    expect(body.errors.name).toEqual([workflowMessages.nameRequired]);
    expect(await workflowCount(t, seedIds.demoAccount)).toBe(before);
  });

  it("needs exactly one default value per flag, one module per type and at least one status", async () => {
    const before = await workflowCount(t, seedIds.demoAccount);
    const flagValue = (label: string, isDefault: boolean) => ({
      label,
      appearance: "DEFAULT",
      showOnCard: true,
      isDefault,
    });
    const twoDefaults = await uploadJson(demo, {
      schemaVersion: 1,
      name: "Broken",
      statuses: [{ name: "New", phase: "NEW" }],
      flags: [
        { name: "A", values: [flagValue("x", true), flagValue("y", true)] },
        { name: "B", values: [flagValue("x", false)] },
        { name: "C", values: [flagValue("x", true)] },
      ],
      modules: [
        { type: "NOTES", config: {} },
        { type: "NOTES", config: {} },
      ],
    });
    expect(twoDefaults.statusCode).toBe(422);
    expect(twoDefaults.json().errors).toEqual({
      "flags.0.values": [workflowErrors.oneDefaultValue],
      "flags.1.values": [workflowErrors.oneDefaultValue],
      modules: [workflowMessages.moduleAlreadyAdded],
    });
    const noStatuses = await uploadJson(demo, {
      schemaVersion: 1,
      name: "Empty",
      statuses: [],
      flags: [],
      modules: [],
    });
    expect(noStatuses.statusCode).toBe(422);
    expect(noStatuses.json().errors).toEqual({ statuses: [workflowErrors.noStatuses] });
    expect(await workflowCount(t, seedIds.demoAccount)).toBe(before);
  });

  it("refuses a file of another schema version, a non-object and a file that is not JSON", async () => {
    const wrongVersion = await uploadJson(demo, {
      schemaVersion: 2,
      name: "X",
      statuses: [],
      flags: [],
      modules: [],
    });
    expect(wrongVersion.statusCode).toBe(422);
    expect(Object.keys(wrongVersion.json().errors)).toContain("schemaVersion");
    const array = await uploadJson(demo, [1, 2, 3]);
    expect(array.statusCode).toBe(422);
    expect(Object.keys(array.json().errors)).toEqual(["file"]);
    const notJson = await upload(demo, {
      filename: "workflow.json",
      contentType: "application/json",
      content: "{ nope",
    });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().errors).toEqual({ file: [uploadMessages.invalidJson] });
  });

  it("answers 415 for a file that is not .json and for a request that is not multipart", async () => {
    const text = await upload(demo, { filename: "notes.txt", contentType: "text/plain", content: "hello" });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: uploadMessages.notJson });
    const json = await demo.request({
      method: "POST",
      url: "/api/workflows/schema/import",
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: uploadMessages.notMultipart });
  });

  it("answers 413 for a file over 1 MB and 422 when the file part is missing", async () => {
    const big = await upload(demo, {
      filename: "big.json",
      contentType: "application/json",
      content: JSON.stringify({ padding: "x".repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: uploadMessages.tooLarge(1024 * 1024) });
    const wrongField = await upload(demo, {
      field: "document",
      filename: "workflow.json",
      contentType: "application/json",
      content: "{}",
    });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors).toEqual({ file: [uploadMessages.fileMissing] });
  });

  it("accepts a .json file a browser sends without a JSON content type", async () => {
    const exported = await exportOf(demo, seedIds.demoCommercialWorkflow);
    const response = await upload(demo, {
      filename: "Commercial.json",
      contentType: "application/octet-stream",
      content: `\uFEFF${JSON.stringify(exported)}`,
    });
    expect(response.statusCode).toBe(200);
    // An imported workflow is the account's own: editable and active.
    expect(workflowSchema.parse(response.json())).toMatchObject({
      slug: "commercial-2",
      isEditable: true,
      isActive: true,
    });
  });
});

describe("preset filters (DEAL_WORKFLOWS web settings)", () => {
  let t: TestApp;
  let demo: TestClient;
  const url = "/api/account/web-settings/DEAL_WORKFLOWS";
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("answers the seeded presets", async () => {
    const settings = dealWorkflowSettingsSchema.parse((await demo.get(url)).json());
    expect(settings.workflows).toEqual([
      {
        workflowId: seedIds.demoSalesWorkflow,
        presetFilters: [
          { name: "Quoting", params: "phase=QUOTING" },
          { name: "Needs attention", params: "alerts=true&sort=alerts" },
        ],
      },
    ]);
  });

  it("saves and answers the presets per workflow (any Deals user may)", async () => {
    const settings = {
      workflows: [
        {
          workflowId: seedIds.demoSalesWorkflow,
          presetFilters: [{ name: "Mine", params: "rep=3&sort=alerts" }],
        },
        { workflowId: seedIds.demoServiceWorkflow, presetFilters: [] },
      ],
    };
    const client = await t.signIn(dealsOnly.username, dealsOnly.password);
    const saved = await client.post(url, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ok: true });
    expect((await demo.get(url)).json()).toEqual(settings);
  });

  it("refuses unknown workflows (including another dealer's) and saves nothing", async () => {
    const before = (await demo.get(url)).json();
    const response = await demo.post(url, {
      workflows: [
        { workflowId: seedIds.demoSalesWorkflow, presetFilters: [] },
        { workflowId: unknownId, presetFilters: [] },
        { workflowId: seedIds.harbourSalesWorkflow, presetFilters: [] },
        { workflowId: "not-a-uuid", presetFilters: [] },
        { workflowId: seedIds.demoSalesWorkflow, presetFilters: [] },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      "workflows.1.workflowId": [workflowErrors.unknownWorkflow],
      "workflows.2.workflowId": [workflowErrors.unknownWorkflow],
      "workflows.3.workflowId": [workflowErrors.unknownWorkflow],
      "workflows.4.workflowId": [workflowErrors.workflowTwice],
    });
    expect((await demo.get(url)).json()).toEqual(before);
  });

  it("requires a preset's name with the spec's message", async () => {
    const response = await demo.post(url, {
      workflows: [{ workflowId: seedIds.demoSalesWorkflow, presetFilters: [{ name: " ", params: "" }] }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      "workflows.0.presetFilters.0.name": [workflowMessages.presetNameRequired],
    });
  });

  it("keeps each dealer's presets apart", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect((await harbour.get(url)).json()).toEqual({ workflows: [] });
    const own = {
      workflows: [{ workflowId: seedIds.harbourSalesWorkflow, presetFilters: [{ name: "All", params: "" }] }],
    };
    expect((await harbour.post(url, own)).statusCode).toBe(200);
    expect((await harbour.get(url)).json()).toEqual(own);
    expect(JSON.stringify((await demo.get(url)).json())).not.toContain(seedIds.harbourSalesWorkflow);
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
