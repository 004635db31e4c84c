// Every upload call reads exactly one file: a second one, an empty one or a name no column can store is
// a 422 on the file field, and nothing is kept. Attachment names lose bidirectional controls.
import { dealDocumentSchema, workflowSchema } from "@portal/contract";
import { uploadExtensions } from "@portal/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { dealerManufacturers } from "../db/schema/index.ts";
import { filesIn } from "../test/files-in.ts";
import { createTestApp, type TestApp, type TestClient } from "../test/helper.ts";
import { type MultipartPart, multipart } from "../test/multipart.ts";
import { uploadFieldCodes } from "./uploads.ts";

const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const pdf = Buffer.from("%PDF-1.4\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const workflowFile = Buffer.from(
  JSON.stringify({
    schemaVersion: 1,
    name: "Imported",
    statuses: [{ name: "New", phase: "LEAD" }],
    flags: [],
    modules: [],
  }),
);

describe("uploads", () => {
  let t: TestApp;
  let admin: TestClient;
  let dealId: string;
  let accountId: string;

  const send = (url: string, parts: MultipartPart[]) => {
    const { payload, contentType } = multipart(parts);
    return admin.request({ method: "POST", url, payload, headers: { "content-type": contentType } });
  };
  /** The refusal's field errors, checking that it answered 422 and kept no file. */
  const refusal = async (attempt: () => ReturnType<TestClient["request"]>) => {
    const before = await filesIn(t.filesDir);
    const response = await attempt();
    expect(response.statusCode, response.body).toBe(422);
    expect(await filesIn(t.filesDir)).toEqual(before);
    return response.json().errors as Record<string, unknown[]>;
  };
  const documentsUrl = () => `/api/deals/${dealId}/documents`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn("demo", "demo1234");
    accountId = (await admin.get("/api/me")).json().account.id;
    const [workflow] = z.array(workflowSchema).parse((await admin.get("/api/workflows")).json());
    if (!workflow) throw new Error("the demo has no workflow");
    const created = await admin.post("/api/deals", { workflowId: workflow.id, name: "Uploads" });
    expect(created.statusCode, created.body).toBe(200);
    dealId = created.json().id;
  });
  afterAll(() => t.close());

  it("refuses a second file in a one-file upload instead of dropping it", async () => {
    const twoPngs: MultipartPart[] = [
      { field: "file", fileName: "a.png", content: png },
      { field: "file", fileName: "b.png", content: png },
    ];
    expect(await refusal(() => send(documentsUrl(), twoPngs))).toEqual({
      file: [expect.anything()],
    });
    const otherField: MultipartPart[] = [
      { field: "file", fileName: "a.pdf", content: pdf },
      { field: "extra", fileName: "b.pdf", content: pdf },
    ];
    expect(Object.keys(await refusal(() => send(documentsUrl(), otherField)))).toEqual(["file"]);
    expect(Object.keys(await refusal(() => send("/api/account/company-logo", twoPngs)))).toEqual(["file"]);
    const twoWorkflows: MultipartPart[] = [
      { field: "file", fileName: "a.json", content: workflowFile },
      { field: "file", fileName: "b.json", content: workflowFile },
    ];
    expect(Object.keys(await refusal(() => send("/api/workflows/schema/import", twoWorkflows)))).toEqual([
      "file",
    ]);
    // Nothing was created by the refused import.
    const names = z
      .array(workflowSchema)
      .parse((await admin.get("/api/workflows")).json())
      .map((workflow) => workflow.name);
    expect(names).not.toContain("Imported");
  });

  it("refuses an empty file of every type", async () => {
    for (const extension of uploadExtensions) {
      const errors = await refusal(() =>
        send(documentsUrl(), [{ field: "file", fileName: `empty.${extension}`, content: Buffer.alloc(0) }]),
      );
      expect(Object.keys(errors), extension).toEqual(["file"]);
      expect(JSON.stringify(errors)).toContain(uploadFieldCodes.empty);
    }
    const logo = await refusal(() =>
      send("/api/account/company-logo", [{ field: "file", fileName: "logo.png", content: Buffer.alloc(0) }]),
    );
    expect(JSON.stringify(logo)).toContain(uploadFieldCodes.empty);
    const workflow = await refusal(() =>
      send("/api/workflows/schema/import", [{ field: "file", fileName: "w.json", content: Buffer.alloc(0) }]),
    );
    expect(JSON.stringify(workflow)).toContain(uploadFieldCodes.empty);
  });

  it("refuses a NUL in a file name or a text field", async () => {
    const rawName = await refusal(() =>
      send(documentsUrl(), [{ field: "file", fileName: "pl\u0000an.pdf", content: pdf }]),
    );
    expect(Object.keys(rawName)).toEqual(["file"]);
    const encodedName = await refusal(() =>
      send(documentsUrl(), [{ field: "file", fileName: "x", encodedName: "pl%00an.pdf", content: pdf }]),
    );
    expect(Object.keys(encodedName)).toEqual(["file"]);
    const typedName = await refusal(() =>
      send(documentsUrl(), [
        { field: "name", value: "Site\u0000plan" },
        { field: "file", fileName: "plan.pdf", content: pdf },
      ]),
    );
    expect(Object.keys(typedName)).toEqual(["name"]);
  });

  it("strips bidirectional controls from attachment names: the file's, the typed one and a rename", async () => {
    const fromFile = await send(documentsUrl(), [
      { field: "file", fileName: "invoice\u202efdp.exe\u202c.pdf", content: pdf },
    ]);
    expect(fromFile.statusCode, fromFile.body).toBe(200);
    const document = dealDocumentSchema.parse(fromFile.json());
    expect(document.name).toBe("invoicefdp.exe.pdf");
    const typed = await send(documentsUrl(), [
      { field: "name", value: "\u2067Measure\u2069 sheet" },
      { field: "file", fileName: "m.pdf", content: pdf },
    ]);
    expect(dealDocumentSchema.parse(typed.json()).name).toBe("Measure sheet");
    const renamed = await admin.request({
      method: "PUT",
      url: `/api/deal-documents/${document.id}`,
      payload: { name: "photo\u202egnp.exe" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(dealDocumentSchema.parse(renamed.json()).name).toBe("photognp.exe");
    const download = await admin.get(`/api/documents/${document.id}/download`);
    expect(String(download.headers["content-disposition"])).not.toMatch(/%E2%80%AE/i);
  });

  it("answers 415, not a server error, for multipart without a boundary", async () => {
    for (const url of [documentsUrl(), "/api/account/company-logo", "/api/workflows/schema/import"]) {
      const response = await admin.request({
        method: "POST",
        url,
        payload: "--x\r\n",
        headers: { "content-type": "multipart/form-data" },
      });
      expect(response.statusCode, url).toBe(415);
    }
  });

  it("refuses a catalogue file holding text no column can store, at its path", async () => {
    const [link] = await t.db
      .update(dealerManufacturers)
      .set({ isInternal: true })
      .where(eq(dealerManufacturers.accountId, accountId))
      .returning({ manufacturerId: dealerManufacturers.manufacturerId });
    if (!link) throw new Error("the demo has no supplier");
    const catalogue = {
      schemaVersion: 1,
      brands: [{ key: "b", name: "Brand\u0000", categories: [{ key: "c", name: "Roller" }] }],
      products: [],
    };
    const errors = await refusal(() =>
      send(`/api/catalogue/import?manufacturerId=${link.manufacturerId}`, [
        {
          field: "catalogue",
          fileName: "catalogue.json",
          contentType: "application/json",
          content: Buffer.from(JSON.stringify(catalogue)),
        },
      ]),
    );
    expect(Object.keys(errors)).toEqual(["brands.0.name"]);
    await t.db
      .update(dealerManufacturers)
      .set({ isInternal: false })
      .where(
        and(
          eq(dealerManufacturers.accountId, accountId),
          eq(dealerManufacturers.manufacturerId, link.manufacturerId),
        ),
      );
  });
});
