// Text no column can store and integers beyond a column's range are refused by the contracts' shared
// schemas (textSchema, the int4 id schemas) with a field error, before any query: never a 500.
import { int4Max } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../test/helper.ts";

const someUuid = "01900000-0000-7000-8000-000000000001";
const tooBig = int4Max + 1;

describe("text and ids a column cannot hold", () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn("demo", "demo1234");
  });
  afterAll(() => t.close());

  const fieldsOf = (response: { statusCode: number; body: string; json: () => { errors?: object } }) => {
    expect(response.statusCode, response.body).toBe(422);
    return Object.keys(response.json().errors ?? {});
  };

  it("answers a URL the router cannot read in the contract's shape: a bad escape 400, an overlong segment 404", async () => {
    const long = "x".repeat(150);
    for (const [method, url, status, code] of [
      ["GET", "/api/deals/%ED%A0%80", 400, "BAD_REQUEST"],
      ["GET", "/api/deals/%E0%A4%A", 400, "BAD_REQUEST"],
      ["GET", `/api/deals/${long}`, 404, "NOT_FOUND"],
      ["POST", `/api/deals/${long}/archive`, 404, "NOT_FOUND"],
      ["GET", `/api/public/payment/${long}`, 404, "NOT_FOUND"],
    ] as const) {
      const response = await admin.request({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      // The contract's shape, and nothing of the URL echoed back.
      expect(Object.keys(response.json()).sort(), url).toEqual(["code", "message"]);
      expect(response.json().code).toBe(code);
      expect(response.body).not.toContain("%ED");
      expect(response.body).not.toContain(long);
    }
  });

  it("refuses a NUL in a query answered without a session", async () => {
    expect(fieldsOf(await t.client().get("/api/public/branding?host=%00"))).toEqual(["host"]);
    expect(fieldsOf(await t.client().get("/api/public/branding?host=demo%00.example"))).toEqual(["host"]);
  });

  it("refuses a NUL or a lone surrogate in a JSON body, a query and a record's keys", async () => {
    for (const name of ["a\u0000b", "\ud800", "x\udfffy"]) {
      expect(fieldsOf(await admin.post("/api/contacts", { name, email: "", phone: "" }))).toEqual(["name"]);
    }
    expect(fieldsOf(await admin.get("/api/contacts?search=a%00b"))).toEqual(["search"]);
    const line = {
      windowGroupName: null,
      quantity: 1,
      notes: "",
      width: 1200,
      height: 1400,
      fabricId: null,
    };
    const badValue = await admin.request({
      method: "PUT",
      url: `/api/order-lines/${someUuid}`,
      payload: { ...line, selections: { group: ["opt\u0000ion"] } },
    });
    expect(fieldsOf(badValue)).toEqual(["selections.group.0"]);
    const badKey = await admin.request({
      method: "PUT",
      url: `/api/order-lines/${someUuid}`,
      payload: { ...line, selections: { "gro\ud800up": ["option"] } },
    });
    expect(fieldsOf(badKey)[0]).toMatch(/^selections/);
  });

  it("keeps text that merely looks unusual: emoji, other scripts, spaces in a password", async () => {
    const created = await admin.post("/api/contacts", { name: "Zoë Żak 🪟", email: "", phone: "" });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().name).toBe("Zoë Żak 🪟");
  });

  it("refuses integer ids beyond int4 in paths, queries and bodies, and finds none at the limit", async () => {
    const customerSettings = (manufacturerId: number, shippingMethodId: number) =>
      admin.post(`/api/old/account-settings/manufacturer/${manufacturerId}/customer-settings`, {
        default_shipping_method_id: shippingMethodId,
      });
    expect(fieldsOf(await customerSettings(tooBig, 1))).toEqual(["manufacturerId"]);
    expect(fieldsOf(await customerSettings(1, tooBig))).toEqual(["default_shipping_method_id"]);
    expect(fieldsOf(await admin.get(`/api/documents/${tooBig}/download`))).toEqual(["id"]);
    expect(
      fieldsOf(
        await admin.request({ method: "PUT", url: `/api/deal-documents/${tooBig}`, payload: { name: "x" } }),
      ),
    ).toEqual(["id"]);
    expect(fieldsOf(await admin.request({ method: "DELETE", url: `/api/deal-documents/${tooBig}` }))).toEqual(
      ["id"],
    );
    expect(fieldsOf(await admin.get(`/api/catalogue/brands?manufacturerId=${tooBig}`))).toEqual([
      "manufacturerId",
    ]);
    expect(fieldsOf(await admin.post(`/api/catalogue/import?manufacturerId=${tooBig}`))).toEqual([
      "manufacturerId",
    ]);

    expect((await admin.get(`/api/documents/${int4Max}/download`)).statusCode).toBe(404);
    expect(
      (await admin.request({ method: "DELETE", url: `/api/deal-documents/${int4Max}` })).statusCode,
    ).toBe(404);
    expect((await customerSettings(int4Max, 1)).statusCode).toBe(404);
  });

  it("refuses a row version beyond int4", async () => {
    const response = await admin.request({
      method: "PUT",
      url: `/api/deals/${someUuid}`,
      payload: { version: tooBig, name: "x", description: "", sidemark: null, contactId: null, udfs: {} },
    });
    expect(fieldsOf(response)).toEqual(["version"]);
  });
});
