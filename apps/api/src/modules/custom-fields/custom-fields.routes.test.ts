import { customFieldSchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { customFieldKey } from "./custom-fields.service.ts";

const { admin, dealsOnly, sales, supplierRep } = demoUsers;
const fieldList = z.array(customFieldSchema);
const unknownId = "0193a000-0000-7000-8000-0000000fffff";

const put = (client: TestClient, url: string, payload: object) =>
  client.request({ method: "PUT", url, payload });
const remove = (client: TestClient, url: string) => client.request({ method: "DELETE", url });

async function listOf(client: TestClient) {
  const response = await client.get("/api/udfs");
  expect(response.statusCode).toBe(200);
  return fieldList.parse(response.json());
}

describe("custom field keys", () => {
  it.each([
    ["Lead source", [], "lead_source"],
    ["Lead source", ["lead_source"], "lead_source_2"],
    ["Lead source", ["lead_source", "lead_source_2"], "lead_source_3"],
    ["Install date (preferred)", [], "install_date_preferred"],
    ["Żółć & Co.", [], "zolc_co"],
    ["???", [], "field"],
    ["???", ["field"], "field_2"],
  ])("%s with %j taken → %s", (name, taken, key) => {
    expect(customFieldKey(name, taken)).toBe(key);
  });
});

describe("custom fields", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("lists the seeded fields with their paths", async () => {
    expect(
      (await listOf(demo)).map(({ name, path, type, required }) => ({ name, path, type, required })),
    ).toEqual([
      { name: "Lead source", path: "udfs.lead_source", type: "STRING", required: false },
      { name: "Site notes", path: "udfs.site_notes", type: "STRING_MULTILINE", required: false },
      { name: "Builder", path: "udfs.builder", type: "CONTACT", required: false },
    ]);
  });

  it("adds a field with a path derived from its name, unique in the account", async () => {
    const created = await demo.post("/api/udfs", {
      name: "  Install date (preferred) ",
      type: "STRING",
      required: true,
    });
    expect(created.statusCode).toBe(200);
    expect(customFieldSchema.parse(created.json())).toMatchObject({
      name: "Install date (preferred)",
      path: "udfs.install_date_preferred",
      type: "STRING",
      required: true,
    });
    const clash = customFieldSchema.parse(
      (await demo.post("/api/udfs", { name: "Lead Source", type: "STRING", required: false })).json(),
    );
    expect(clash.path).toBe("udfs.lead_source_2");
    expect((await listOf(demo)).map((field) => field.name)).toEqual([
      "Lead source",
      "Site notes",
      "Builder",
      "Install date (preferred)",
      "Lead Source",
    ]);
  });

  it("requires a name with the spec's message and a known type", async () => {
    const response = await demo.post("/api/udfs", { name: " ", type: "NUMBER", required: false });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(codesOf(response.json().errors).name).toEqual(["REQUIRED"]);
    expect(Object.keys(response.json().errors).sort()).toEqual(["name", "type"]);
  });

  it("renames a field and changes required; the type and path never change", async () => {
    const builder = (await listOf(demo)).find((field) => field.name === "Builder");
    const response = await put(demo, `/api/udfs/${builder?.id}`, {
      name: "Builder / developer",
      required: true,
      type: "STRING",
    });
    expect(response.statusCode).toBe(200);
    expect(customFieldSchema.parse(response.json())).toEqual({
      id: builder?.id,
      name: "Builder / developer",
      path: "udfs.builder",
      type: "CONTACT",
      required: true,
    });
    const stored = (await listOf(demo)).find((field) => field.id === builder?.id);
    expect(stored).toMatchObject({ type: "CONTACT", path: "udfs.builder", required: true });
  });

  it("archives on delete: the field leaves the list, its key stays taken, and it is gone for edits", async () => {
    const leadSource = (await listOf(demo)).find((field) => field.path === "udfs.lead_source");
    const url = `/api/udfs/${leadSource?.id}`;
    const archived = await remove(demo, url);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ ok: true });
    expect((await listOf(demo)).map((field) => field.id)).not.toContain(leadSource?.id);
    expect((await remove(demo, url)).statusCode).toBe(404);
    expect((await put(demo, url, { name: "Back", required: false })).statusCode).toBe(404);
    const recreated = customFieldSchema.parse(
      (await demo.post("/api/udfs", { name: "Lead source", type: "STRING", required: false })).json(),
    );
    // lead_source (archived) and lead_source_2 (added above) are both taken.
    expect(recreated.path).toBe("udfs.lead_source_3");
  });

  it("answers 404 for an unknown field", async () => {
    expect((await put(demo, `/api/udfs/${unknownId}`, { name: "X", required: false })).statusCode).toBe(404);
    expect((await remove(demo, `/api/udfs/${unknownId}`)).statusCode).toBe(404);
  });
});

describe("custom field access", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ["sales (DEFAULT)", sales],
    ["dealsonly (DEALS_ONLY)", dealsOnly],
    ["supplier (MANUFACTURER)", supplierRep],
  ])("lets %s read the fields (deal details show them) but not change them", async (_, user) => {
    const client = await t.signIn(user.username, user.password);
    const fields = await listOf(client);
    expect(fields).toHaveLength(3);
    const id = fields[0]?.id;
    const created = await client.post("/api/udfs", { name: "Mine", type: "STRING", required: false });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual(refusal("FORBIDDEN"));
    expect((await put(client, `/api/udfs/${id}`, { name: "Mine", required: false })).statusCode).toBe(403);
    expect((await remove(client, `/api/udfs/${id}`)).statusCode).toBe(403);
    expect(await listOf(client)).toEqual(fields);
  });

  it("answers 401 without a session", async () => {
    expect((await t.client().get("/api/udfs")).statusCode).toBe(401);
  });
});

describe("custom fields and the second dealer", () => {
  let t: TestApp;
  let demo: TestClient;
  let harbour: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
  });
  afterAll(() => t.close());

  it("shows each dealer its own fields; the same name gets the same path in each account", async () => {
    expect((await listOf(harbour)).map((field) => field.path)).toEqual(["udfs.referral"]);
    const own = customFieldSchema.parse(
      (await harbour.post("/api/udfs", { name: "Lead source", type: "STRING", required: false })).json(),
    );
    expect(own.path).toBe("udfs.lead_source");
    expect((await listOf(demo)).map((field) => field.id)).not.toContain(own.id);
  });

  it("answers 404 to edits of the other dealer's fields and changes nothing", async () => {
    const before = await listOf(demo);
    for (const field of before) {
      expect((await put(harbour, `/api/udfs/${field.id}`, { name: "Mine", required: true })).statusCode).toBe(
        404,
      );
      expect((await remove(harbour, `/api/udfs/${field.id}`)).statusCode).toBe(404);
    }
    expect(await listOf(demo)).toEqual(before);
  });
});
