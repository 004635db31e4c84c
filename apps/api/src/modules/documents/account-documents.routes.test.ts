import {
  accountDocumentSchema,
  documentCategorySchema,
  documentListItemSchema,
  uploadDocument,
} from "@portal/contract";
import { uploadMaxBytes } from "@portal/domain";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  dealerManufacturers,
  documents,
  manufacturers,
  productDocumentCategories,
} from "../../db/schema/index.ts";
import { coastalAdmin, demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { samplePdf, samplePng } from "../../demo/sample-files.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { filesIn } from "../../test/files-in.ts";
import {
  createTestApp,
  type MultipartFile,
  multipartBody,
  type TestApp,
  type TestClient,
} from "../../test/helper.ts";
import { parseDeal } from "../../test/kits/deals.test-kit.ts";
import { multipart } from "../../test/multipart.ts";

const { admin, supplierRep } = demoUsers;
const png = samplePng();
const pdf = samplePdf("Price list");
const uploadAnswer = uploadDocument.response;
const ownList = z.array(accountDocumentSchema);
const categoryList = z.object({ data: z.array(documentCategorySchema) });
const supplierList = z.object({ data: z.array(documentListItemSchema) });
const renamed = z.object({ data: accountDocumentSchema });

const file = (filename: string, content: string | Buffer, contentType = "application/octet-stream") => ({
  field: "document",
  filename,
  contentType,
  content,
});

describe("the Documents page's calls", () => {
  let t: TestApp;
  let demo: TestClient;
  let harbour: TestClient;

  const upload = (client: TestClient, document: MultipartFile, fields: Record<string, string> = {}) =>
    client.request({ method: "POST", url: "/api/old/documents", ...multipartBody(document, fields) });
  const uploadOk = async (
    document: MultipartFile,
    fields: Record<string, string> = {},
    client: TestClient = demo,
  ) => {
    const response = await upload(client, document, fields);
    expect(response.statusCode, response.body).toBe(200);
    return uploadAnswer.parse(response.json());
  };
  const rename = (client: TestClient, id: number, body: unknown) =>
    client.request({ method: "POST", url: `/api/old/documents/${id}`, payload: body as object });
  const ownOf = async (client: TestClient) => {
    const response = await client.get("/api/documents");
    expect(response.statusCode, response.body).toBe(200);
    return ownList.parse(response.json());
  };
  const suppliersOf = async (client: TestClient) => {
    const response = await client.get("/api/old/manufacturer-documents");
    expect(response.statusCode, response.body).toBe(200);
    return supplierList.parse(response.json()).data;
  };
  const rowCount = async () => {
    const [row] = await t.db.select({ n: count() }).from(documents);
    return row?.n ?? 0;
  };
  /** Runs the refusal and checks it kept nothing: no new file (not even a temporary one) and no row. */
  const expectNothingStored = async (attempt: () => Promise<void>) => {
    const filesBefore = await filesIn(t.filesDir);
    const rowsBefore = await rowCount();
    await attempt();
    expect(await filesIn(t.filesDir)).toEqual(filesBefore);
    expect(await rowCount()).toBe(rowsBefore);
  };
  const categoryId = async (name: string) => {
    const [row] = await t.db
      .select({ id: productDocumentCategories.id })
      .from(productDocumentCategories)
      .where(eq(productDocumentCategories.category, name));
    if (!row) throw new Error(`no category ${name}`);
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
  });
  afterAll(() => t.close());

  it("lists the categories every account files under, in their order, to anyone signed in", async () => {
    const rep = await t.signIn(supplierRep.username, supplierRep.password);
    for (const client of [demo, rep, harbour]) {
      const response = await client.get("/api/old/product-document-categories/select");
      expect(response.statusCode).toBe(200);
      expect(categoryList.parse(response.json()).data.map((row) => [row.category, row.is_active])).toEqual([
        ["Price lists", true],
        ["Fitting instructions", true],
        ["Brochures", true],
        ["Warranty", true],
        ["Other", true],
      ]);
    }
    expect((await t.client().get("/api/old/product-document-categories/select")).statusCode).toBe(401);
  });

  it("lists the demo dealer's own seeded documents, newest first, and none of another dealer's", async () => {
    const own = await ownOf(demo);
    expect(own.map((row) => row.name)).toEqual([
      "Showroom samples brochure",
      "Installer checklist",
      "Terms of trade",
    ]);
    expect(own.every((row) => row.account_id === seedIds.demoAccount)).toBe(true);
    expect((await ownOf(harbour)).map((row) => row.name)).toEqual(["Harbour measuring guide"]);
    const checklist = own.find((row) => row.name === "Installer checklist");
    const download = await demo.get(checklist?.url ?? "");
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain("test every blind");
  });

  it("stores an upload with its name, category and flags, answers the client's uuid and lists it first", async () => {
    const uuid = "0193a000-0000-7000-8000-00000000d0c1";
    t.clock.advance(60_000);
    const before = t.clock.now().getTime();
    const answer = await uploadOk(file("Price list 2027.PDF", pdf, "image/png"), {
      uuid,
      friendly_type: "document",
      friendly_name: "  Winter price list ",
      document_category_id: String(await categoryId("Price lists")),
      directUpload: "1",
    });
    expect(answer.uuid).toBe(uuid);
    expect(answer.document).toMatchObject({
      account_id: seedIds.demoAccount,
      name: "Winter price list",
      filename: "Price list 2027.PDF",
      extension: "pdf",
      mime_type: "application/pdf",
      type: "pdf",
      size: pdf.length,
      direct_upload: true,
      document_category_id: await categoryId("Price lists"),
      url: `/api/documents/${answer.document.id}/download`,
      updated_at: answer.document.created_at,
    });
    expect(Date.parse(answer.document.created_at)).toBeGreaterThanOrEqual(before);
    expect((await ownOf(demo))[0]).toEqual(answer.document);
    const download = await demo.get(answer.document.url);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers["content-disposition"]).toContain(`filename="Winter price list.pdf"`);

    // Without the optional fields: the file's own name, a fresh uuid, no category.
    const plain = await uploadOk(file("kitchen.png", png));
    expect(plain.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain.document).toMatchObject({
      name: "kitchen.png",
      type: "image",
      direct_upload: false,
      document_category_id: null,
    });
  });

  it("reads the text fields sent after the file, as the spec lists `document` first", async () => {
    const { payload, contentType } = multipart([
      { field: "document", fileName: "guide.txt", contentType: "text/plain", content: Buffer.from("Step 1") },
      { field: "friendly_name", value: "Fitting guide" },
      { field: "document_category_id", value: String(await categoryId("Fitting instructions")) },
      { field: "directUpload", value: "1" },
    ]);
    const response = await demo.request({
      method: "POST",
      url: "/api/old/documents",
      payload,
      headers: { "content-type": contentType },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(uploadAnswer.parse(response.json()).document).toMatchObject({
      name: "Fitting guide",
      type: "text",
      direct_upload: true,
      document_category_id: await categoryId("Fitting instructions"),
    });
  });

  it("refuses a file type not allowed, content that does not match, an empty file, over 25 MB: nothing kept", async () => {
    await expectNothingStored(async () => {
      for (const filename of ["setup.exe", "archive.zip", "noextension"]) {
        const response = await upload(demo, file(filename, pdf));
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ code: "FILE_TYPE_NOT_ALLOWED" });
      }
      for (const document of [file("photo.png", pdf), file("prices.pdf", "MZ\x90\x00 not a pdf")]) {
        const response = await upload(demo, document);
        expect(response.statusCode, document.filename).toBe(415);
        expect(response.json()).toEqual(refusal("FILE_CONTENT_MISMATCH"));
      }
      const empty = await upload(demo, file("empty.txt", ""));
      expect(empty.statusCode).toBe(422);
      expect(codesOf(empty.json().errors)).toEqual({ document: ["FILE_EMPTY"] });
      const big = Buffer.alloc(uploadMaxBytes + 64 * 1024, 0x61);
      const tooLarge = await upload(demo, file("huge.txt", big, "text/plain"));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual(refusal("FILE_TOO_LARGE", { limit: "25 MB" }));
      // The file in another field, or no multipart at all.
      const wrongField = await upload(demo, { ...file("a.pdf", pdf), field: "file" });
      expect(wrongField.statusCode).toBe(422);
      expect(codesOf(wrongField.json().errors)).toEqual({ document: ["FILE_MISSING"] });
      expect((await demo.post("/api/old/documents", { friendly_name: "x" })).statusCode).toBe(415);
    });
  });

  it("answers 422 with field errors for bad fields, before or after the file, and keeps nothing", async () => {
    const inactive = await t.db
      .insert(productDocumentCategories)
      .values({ category: "Retired samples", isActive: false, sortOrder: 99 })
      .returning({ id: productDocumentCategories.id });
    await expectNothingStored(async () => {
      const cases: Array<[Record<string, string>, Record<string, string[]>]> = [
        [{ uuid: "not-a-uuid" }, { uuid: ["INVALID_FORMAT"] }],
        [{ friendly_type: "invoice" }, { friendly_type: ["INVALID_VALUE"] }],
        [{ directUpload: "2" }, { directUpload: ["INVALID_VALUE"] }],
        [{ friendly_name: "x".repeat(256) }, { friendly_name: ["TOO_LONG"] }],
        [{ document_category_id: "abc" }, { document_category_id: ["INVALID_VALUE"] }],
        [{ document_category_id: "999999" }, { document_category_id: ["INVALID_VALUE"] }],
        [{ document_category_id: String(inactive[0]?.id) }, { document_category_id: ["INVALID_VALUE"] }],
      ];
      for (const [fields, errors] of cases) {
        const response = await upload(demo, file("a.pdf", pdf), fields);
        expect(response.statusCode, JSON.stringify(fields)).toBe(422);
        expect(codesOf(response.json().errors), JSON.stringify(fields)).toEqual(errors);
      }
      const { payload, contentType } = multipart([
        { field: "document", fileName: "late.pdf", content: pdf },
        { field: "document_category_id", value: "999999" },
      ]);
      const late = await demo.request({
        method: "POST",
        url: "/api/old/documents",
        payload,
        headers: { "content-type": contentType },
      });
      expect(late.statusCode).toBe(422);
      expect(codesOf(late.json().errors)).toEqual({ document_category_id: ["INVALID_VALUE"] });
    });
  });

  it("renames the account's own document with _method PUT; the download keeps the extension", async () => {
    const { document } = await uploadOk(file("quote.pdf", pdf));
    t.clock.advance(5_000);
    const response = await rename(demo, document.id, { _method: "PUT", name: " Signed terms " });
    expect(response.statusCode, response.body).toBe(200);
    const saved = renamed.parse(response.json()).data;
    expect(saved).toMatchObject({ id: document.id, name: "Signed terms", filename: "quote.pdf" });
    expect(saved.created_at).toBe(document.created_at);
    expect(Date.parse(saved.updated_at) - Date.parse(document.updated_at)).toBeGreaterThanOrEqual(5_000);
    expect((await ownOf(demo)).find((row) => row.id === document.id)?.name).toBe("Signed terms");
    expect((await demo.get(document.url)).headers["content-disposition"]).toContain(
      `filename="Signed terms.pdf"`,
    );

    const refused: Array<[unknown, Record<string, string[]>]> = [
      [{ _method: "PUT", name: "  " }, { name: ["REQUIRED"] }],
      [{ name: "No method" }, { _method: ["INVALID_VALUE"] }],
      [{ _method: "DELETE", name: "x" }, { _method: ["INVALID_VALUE"] }],
      [{ _method: "PUT", name: "x".repeat(256) }, { name: ["TOO_LONG"] }],
    ];
    for (const [body, errors] of refused) {
      const answer = await rename(demo, document.id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(codesOf(answer.json().errors)).toEqual(errors);
    }
  });

  it("renames nothing but the account's own documents: a deal's attachment, another dealer's, a supplier's are 404", async () => {
    const dealId = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "Docs page deal" }),
    ).id;
    const attachment = await demo.request({
      method: "POST",
      url: `/api/deals/${dealId}/documents`,
      ...multipartBody({ filename: "a.png", contentType: "image/png", content: png }),
    });
    const attachmentId = (attachment.json() as { id: number }).id;
    const harbourOwn = (await ownOf(harbour))[0];
    const [sunlineDocument] = await t.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.accountId, seedIds.sunlineAccount));
    for (const id of [attachmentId, harbourOwn?.id ?? 0, sunlineDocument?.id ?? 0, 2_000_000_000]) {
      const response = await rename(demo, id, { _method: "PUT", name: "Mine now" });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual(refusal("NOT_FOUND"));
    }
    // Another dealer's document stays out of reach for reading too.
    expect((await demo.get(harbourOwn?.url ?? "")).statusCode).toBe(404);
    expect((await harbour.get((await ownOf(demo))[0]?.url ?? "")).statusCode).toBe(404);
  });

  it("shows a supplier's documents only to the dealers linked to it", async () => {
    const demoSees = await suppliersOf(demo);
    expect(
      demoSees.map((row) => [row.manufacturer_name, row.name]),
      "newest first, both suppliers of Demo Blinds Co",
    ).toEqual([
      ["Coastal Shutters & Curtains", "Coastal shutters brochure"],
      ["Sunline Blinds", "Sunline price list 2026"],
      ["Coastal Shutters & Curtains", "Curtain track price list"],
      ["Sunline Blinds", "Roller blind fitting guide"],
      ["Coastal Shutters & Curtains", "Shutter installation guide"],
      ["Sunline Blinds", "Sunline warranty terms"],
    ]);
    const harbourSees = await suppliersOf(harbour);
    expect(harbourSees.map((row) => row.manufacturer_name)).toEqual([
      "Coastal Shutters & Curtains",
      "Coastal Shutters & Curtains",
      "Coastal Shutters & Curtains",
    ]);
    const sunlinePrices = demoSees.find((row) => row.name === "Sunline price list 2026");
    const coastalBrochure = demoSees.find((row) => row.name === "Coastal shutters brochure");
    expect(sunlinePrices).toMatchObject({
      type: "pdf",
      document_category_id: await categoryId("Price lists"),
    });
    const download = await demo.get(sunlinePrices?.url ?? "");
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect((await harbour.get(sunlinePrices?.url ?? "")).statusCode).toBe(404);
    expect((await harbour.get(coastalBrochure?.url ?? "")).statusCode).toBe(200);
    // Supplier documents are not the dealer's own.
    expect((await ownOf(demo)).some((row) => row.name === "Sunline price list 2026")).toBe(false);

    // Once the dealer stops dealing with the supplier, its documents go.
    const [coastal] = await t.db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(eq(manufacturers.accountId, seedIds.coastalAccount));
    const link = and(
      eq(dealerManufacturers.accountId, seedIds.harbourAccount),
      eq(dealerManufacturers.manufacturerId, coastal?.id ?? 0),
    );
    const [saved] = await t.db.select().from(dealerManufacturers).where(link);
    await t.db.delete(dealerManufacturers).where(link);
    try {
      expect(await suppliersOf(harbour)).toEqual([]);
      expect((await harbour.get(coastalBrochure?.url ?? "")).statusCode).toBe(404);
    } finally {
      if (saved) await t.db.insert(dealerManufacturers).values(saved);
    }
  });

  it("shares what a supplier's own account uploads with every dealer linked to it", async () => {
    const coastal = await t.signIn(coastalAdmin.username, coastalAdmin.password);
    t.clock.advance(60_000);
    const { document } = await uploadOk(
      file("new-range.pdf", samplePdf("New range")),
      { friendly_name: "Coastal new range" },
      coastal,
    );
    expect(document.account_id).toBe(seedIds.coastalAccount);
    expect((await ownOf(coastal)).map((row) => row.name)).toContain("Coastal new range");
    for (const dealer of [demo, harbour]) {
      const [newest] = await suppliersOf(dealer);
      expect(newest).toMatchObject({
        name: "Coastal new range",
        manufacturer_name: "Coastal Shutters & Curtains",
        url: document.url,
      });
      expect((await dealer.get(document.url)).statusCode).toBe(200);
      // Only the supplier renames it.
      expect((await rename(dealer, document.id, { _method: "PUT", name: "x" })).statusCode).toBe(404);
    }
    expect(
      (await rename(coastal, document.id, { _method: "PUT", name: "Coastal 2027 range" })).statusCode,
    ).toBe(200);
    expect((await suppliersOf(harbour))[0]?.name).toBe("Coastal 2027 range");
    // A dealer's upload stays its own.
    const { document: own } = await uploadOk(file("mine.txt", "ours"), {}, harbour);
    expect((await suppliersOf(demo)).some((row) => row.url === own.url)).toBe(false);
  });
});
