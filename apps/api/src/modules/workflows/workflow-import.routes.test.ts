import { type Workflow, workflowSchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import {
  dataSourceIds,
  exportOf,
  listOf,
  upload,
  uploadJson,
  workflowCount,
} from "../../test/kits/workflows.test-kit.ts";

const { admin } = demoUsers;

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
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(body.errors).sort()).toEqual([
      "flags.0.values.0.isDefault",
      "flags.0.values.0.showOnCard",
      "modules.0.type",
      "name",
      "statuses.0.phase",
    ]);
    expect(codesOf(body.errors).name).toEqual(["REQUIRED"]);
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
    expect(codesOf(twoDefaults.json().errors)).toEqual({
      "flags.0.values": ["ONE_DEFAULT_VALUE"],
      "flags.1.values": ["ONE_DEFAULT_VALUE"],
      modules: ["MODULE_ALREADY_ADDED"],
    });
    const noStatuses = await uploadJson(demo, {
      schemaVersion: 1,
      name: "Empty",
      statuses: [],
      flags: [],
      modules: [],
    });
    expect(noStatuses.statusCode).toBe(422);
    expect(codesOf(noStatuses.json().errors)).toEqual({ statuses: ["NO_STATUSES"] });
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
    expect(codesOf(notJson.json().errors)).toEqual({ file: ["INVALID_JSON"] });
  });

  it("answers 415 for a file that is not .json and for a request that is not multipart", async () => {
    const text = await upload(demo, { filename: "notes.txt", contentType: "text/plain", content: "hello" });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(refusal("NOT_JSON_FILE"));
    const json = await demo.request({
      method: "POST",
      url: "/api/workflows/schema/import",
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual(refusal("NOT_MULTIPART"));
  });

  it("answers 413 for a file over 1 MB and 422 when the file part is missing", async () => {
    const big = await upload(demo, {
      filename: "big.json",
      contentType: "application/json",
      content: JSON.stringify({ padding: "x".repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(refusal("FILE_TOO_LARGE", { limit: "1 MB" }));
    const wrongField = await upload(demo, {
      field: "document",
      filename: "workflow.json",
      contentType: "application/json",
      content: "{}",
    });
    expect(wrongField.statusCode).toBe(422);
    expect(codesOf(wrongField.json().errors)).toEqual({ file: ["FILE_MISSING"] });
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
