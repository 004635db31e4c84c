import { Readable } from "node:stream";
import { dealDocumentSchema } from "@portal/contract";
import { uploadMaxBytes } from "@portal/domain";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { documents } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { samplePdf, samplePng } from "../../demo/sample-files.ts";
import { seedIds } from "../../demo/seed.ts";
import { refusal } from "../../test/answers.ts";
import { filesIn } from "../../test/files-in.ts";
import {
  createTestApp,
  type MultipartFile,
  multipartBody,
  type TestApp,
  type TestClient,
} from "../../test/helper.ts";
import { boardOf, parseDeal, put, setModules } from "../../test/kits/deals.test-kit.ts";

const { admin, dealsOnly, sales, supplierRep } = demoUsers;
const documentList = z.array(dealDocumentSchema);
const png = samplePng();
const pdf = samplePdf("Measure sheet");

describe("deal documents", () => {
  let t: TestApp;
  let demo: TestClient;
  let dealId: string;
  const upload = (
    client: TestClient,
    file: MultipartFile,
    fields: Record<string, string> = {},
    deal = dealId,
  ) =>
    client.request({ method: "POST", url: `/api/deals/${deal}/documents`, ...multipartBody(file, fields) });
  const uploadOk = async (file: MultipartFile, fields: Record<string, string> = {}, deal = dealId) => {
    const response = await upload(demo, file, fields, deal);
    expect(response.statusCode, response.body).toBe(200);
    return dealDocumentSchema.parse(response.json());
  };
  const listOf = async (client: TestClient, deal = dealId) => {
    const response = await client.get(`/api/deals/${deal}/documents`);
    expect(response.statusCode, response.body).toBe(200);
    return documentList.parse(response.json());
  };
  const rowCount = async () => {
    const [row] = await t.db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.accountId, seedIds.demoAccount)));
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

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    dealId = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "Documents deal" }),
    ).id;
  });
  afterAll(() => t.close());

  it("stores an upload under the file's name, with the extension's media type, and lists it newest first", async () => {
    const first = await uploadOk({
      filename: "site photo.png",
      contentType: "application/octet-stream",
      content: png,
    });
    expect(first).toMatchObject({
      name: "site photo.png",
      mimeType: "image/png",
      size: png.length,
      kind: "ATTACHMENT",
      fileType: "image",
      downloadUrl: `/api/documents/${first.id}/download`,
    });
    t.clock.advance(1000);
    const second = await uploadOk(
      { filename: "scan.PDF", contentType: "image/png", content: pdf },
      { name: "  Signed measure sheet " },
    );
    expect(second).toMatchObject({
      name: "Signed measure sheet",
      mimeType: "application/pdf",
      fileType: "pdf",
    });
    const text = await uploadOk({ filename: "notes.txt", contentType: "text/plain", content: "Blinds: 3\n" });
    expect(text.fileType).toBe("text");
    expect((await listOf(demo)).map((row) => row.id)).toEqual([text.id, second.id, first.id]);
  });

  it("keeps a file name with accents as the browser sent it (UTF-8)", async () => {
    const doc = await uploadOk({ filename: "Küche – Maße.png", contentType: "image/png", content: png });
    expect(doc.name).toBe("Küche – Maße.png");
  });

  it("refuses an extension not in the list with 415 before reading the file", async () => {
    await expectNothingStored(async () => {
      for (const filename of ["tool.exe", "archive.zip", "noextension", "image.gif"]) {
        const response = await upload(demo, { filename, contentType: "application/pdf", content: pdf });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ code: "FILE_TYPE_NOT_ALLOWED" });
      }
    });
  });

  it("refuses content that does not match the extension with 415", async () => {
    await expectNothingStored(async () => {
      const cases: MultipartFile[] = [
        { filename: "photo.png", contentType: "image/png", content: pdf },
        { filename: "invoice.pdf", contentType: "application/pdf", content: "MZ\x90\x00 not a pdf" },
        { filename: "sheet.xlsx", contentType: "application/octet-stream", content: png },
        { filename: "list.csv", contentType: "text/csv", content: Buffer.from([0x61, 0x00, 0x62]) },
      ];
      for (const file of cases) {
        const response = await upload(demo, file);
        expect(response.statusCode, file.filename).toBe(415);
        expect(response.json()).toEqual(refusal("FILE_CONTENT_MISMATCH"));
      }
    });
  });

  it("refuses a file over 25 MB with 413 and removes what it had written", async () => {
    const big = Buffer.alloc(uploadMaxBytes + 64 * 1024, 0x61);
    await expectNothingStored(async () => {
      const response = await upload(demo, { filename: "huge.txt", contentType: "text/plain", content: big });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(refusal("FILE_TOO_LARGE", { limit: "25 MB" }));
    });
    // Exactly the limit is fine.
    const atLimit = await uploadOk({
      filename: "limit.txt",
      contentType: "text/plain",
      content: big.subarray(0, uploadMaxBytes),
    });
    expect(atLimit.size).toBe(uploadMaxBytes);
    await demo.request({ method: "DELETE", url: `/api/deal-documents/${atLimit.id}` });
  });

  it("answers 422 without a file part and 415 for a body that is not multipart", async () => {
    await expectNothingStored(async () => {
      const wrongField = await upload(demo, {
        field: "document",
        filename: "a.pdf",
        contentType: "application/pdf",
        content: pdf,
      });
      expect(wrongField.statusCode).toBe(422);
      const json = await demo.post(`/api/deals/${dealId}/documents`, { name: "x" });
      expect(json.statusCode).toBe(415);
    });
  });

  it("removes the written file when saving the row fails", async () => {
    // One statement per call: the query API runs a single statement.
    await t.db.execute(
      sql.raw(`create function refuse_documents() returns trigger language plpgsql as $$
        begin raise exception 'documents are refused'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_documents before insert on documents
        for each row execute function refuse_documents()`),
    );
    try {
      await expectNothingStored(async () => {
        const response = await upload(demo, {
          filename: "a.pdf",
          contentType: "application/pdf",
          content: pdf,
        });
        expect(response.statusCode).toBe(500);
      });
    } finally {
      await t.db.execute(sql.raw("drop trigger refuse_documents on documents"));
      await t.db.execute(sql.raw("drop function refuse_documents()"));
    }
  });

  it("downloads with the stored type, size, nosniff and an RFC 6266 file name keeping the extension", async () => {
    const doc = await uploadOk(
      { filename: "plan.pdf", contentType: "application/pdf", content: pdf },
      { name: 'Plan für Küche "v2"' },
    );
    const response = await demo.get(doc.downloadUrl);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-length"]).toBe(String(pdf.length));
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Plan f_r K_che _v2_.pdf"; filename*=UTF-8''Plan%20f%C3%BCr%20K%C3%BCche%20%22v2%22.pdf`,
    );
  });

  it("shows images and PDFs inline on request, under a locked-down policy; other types stay attachments", async () => {
    const image = await uploadOk({ filename: "window.png", contentType: "image/png", content: png });
    const inline = await demo.get(`${image.downloadUrl}?inline=1`);
    expect(inline.headers["content-disposition"]).toMatch(/^inline; filename="window\.png"/);
    expect(inline.headers["content-security-policy"]).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    const text = await uploadOk({
      filename: "page.txt",
      contentType: "text/html",
      content: "<script>alert(1)</script>",
    });
    const textInline = await demo.get(`${text.downloadUrl}?inline=1`);
    expect(textInline.headers["content-type"]).toBe("text/plain");
    expect(textInline.headers["content-disposition"]).toMatch(/^attachment; /);
    expect((await demo.get(`${image.downloadUrl}?inline=2`)).statusCode).toBe(422);
  });

  it("renames an attachment (the download keeps the extension) and deletes it with its file", async () => {
    const doc = await uploadOk({ filename: "quote.pdf", contentType: "application/pdf", content: pdf });
    const renamed = await put(demo, `/api/deal-documents/${doc.id}`, { name: "Final quote" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(dealDocumentSchema.parse(renamed.json())).toMatchObject({ id: doc.id, name: "Final quote" });
    const download = await demo.get(doc.downloadUrl);
    expect(download.headers["content-disposition"]).toContain(`filename="Final quote.pdf"`);
    expect((await put(demo, `/api/deal-documents/${doc.id}`, { name: " " })).statusCode).toBe(422);

    const filesBefore = await filesIn(t.filesDir);
    const removed = await demo.request({ method: "DELETE", url: `/api/deal-documents/${doc.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await filesIn(t.filesDir)).length).toBe(filesBefore.length - 1);
    expect((await demo.get(doc.downloadUrl)).statusCode).toBe(404);
    expect((await listOf(demo)).some((row) => row.id === doc.id)).toBe(false);
  });

  it("refuses to rename or delete a document the portal made (kind DEAL)", async () => {
    await t.files.write(`${seedIds.demoAccount}/portal-made.pdf`, Readable.from([pdf]));
    const [row] = await t.db
      .insert(documents)
      .values({
        accountId: seedIds.demoAccount,
        dealId,
        kind: "DEAL",
        name: "Accepted quote",
        mimeType: "application/pdf",
        size: pdf.length,
        storageKey: `${seedIds.demoAccount}/portal-made.pdf`,
      })
      .returning();
    const id = row?.id ?? 0;
    for (const response of [
      await put(demo, `/api/deal-documents/${id}`, { name: "Mine" }),
      await demo.request({ method: "DELETE", url: `/api/deal-documents/${id}` }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal("DOCUMENT_LOCKED"));
    }
    const listed = (await listOf(demo)).find((doc) => doc.id === id);
    expect(listed).toMatchObject({ kind: "DEAL", name: "Accepted quote" });
    expect((await demo.get(`/api/documents/${id}/download`)).statusCode).toBe(200);
  });

  it("refuses every write on an archived deal and stores nothing", async () => {
    const deal = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "Archived docs" }),
    ).id;
    const doc = await uploadOk({ filename: "a.png", contentType: "image/png", content: png }, {}, deal);
    expect((await demo.post(`/api/deals/${deal}/archive`)).statusCode).toBe(200);
    await expectNothingStored(async () => {
      for (const response of [
        await upload(demo, { filename: "b.png", contentType: "image/png", content: png }, {}, deal),
        await put(demo, `/api/deal-documents/${doc.id}`, { name: "x" }),
        await demo.request({ method: "DELETE", url: `/api/deal-documents/${doc.id}` }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(refusal("DEAL_ARCHIVED"));
      }
    });
    expect((await listOf(demo, deal)).map((row) => row.id)).toEqual([doc.id]);
    expect((await demo.get(doc.downloadUrl)).statusCode).toBe(200);
  });

  it("lets every user with the deals permission upload and download; the supplier representative downloads only", async () => {
    const rep = await t.signIn(supplierRep.username, supplierRep.password);
    const refused = await upload(rep, { filename: "rep.png", contentType: "image/png", content: png });
    expect(refused.statusCode).toBe(403);
    for (const user of [sales, dealsOnly]) {
      const client = await t.signIn(user.username, user.password);
      const response = await upload(client, {
        filename: `${user.username}.png`,
        contentType: "image/png",
        content: png,
      });
      expect(response.statusCode, response.body).toBe(200);
      const doc = dealDocumentSchema.parse(response.json());
      expect((await client.get(doc.downloadUrl)).statusCode).toBe(200);
      expect((await rep.get(doc.downloadUrl)).statusCode).toBe(200);
    }
  });

  it("keeps dealers apart: another dealer's deals and documents are 404", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const doc = await uploadOk({ filename: "private.pdf", contentType: "application/pdf", content: pdf });
    const harbourDeal = (await boardOf(harbour, seedIds.harbourSalesWorkflow))[0]?.id ?? "";
    await expectNothingStored(async () => {
      for (const response of [
        await harbour.get(`/api/deals/${dealId}/documents`),
        await upload(harbour, { filename: "x.png", contentType: "image/png", content: png }),
        await put(harbour, `/api/deal-documents/${doc.id}`, { name: "x" }),
        await harbour.request({ method: "DELETE", url: `/api/deal-documents/${doc.id}` }),
        await harbour.get(doc.downloadUrl),
        await harbour.get(`${doc.downloadUrl}?inline=1`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(refusal("NOT_FOUND"));
      }
    });
    expect((await demo.get(`/api/deals/${harbourDeal}/documents`)).statusCode).toBe(404);
    expect((await demo.get(doc.downloadUrl)).statusCode).toBe(200);
  });

  it("needs the Deals module for a deal's documents", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const harbourDeal = (await boardOf(harbour, seedIds.harbourSalesWorkflow))[0]?.id ?? "";
    const harbourDoc = dealDocumentSchema.parse(
      (
        await harbour.request({
          method: "POST",
          url: `/api/deals/${harbourDeal}/documents`,
          ...multipartBody({ filename: "h.png", contentType: "image/png", content: png }),
        })
      ).json(),
    );
    await setModules(t, seedIds.harbourAccount, []);
    try {
      for (const response of [
        await harbour.get(`/api/deals/${harbourDeal}/documents`),
        await harbour.get(harbourDoc.downloadUrl),
        await put(harbour, `/api/deal-documents/${harbourDoc.id}`, { name: "x" }),
      ]) {
        expect(response.statusCode).toBe(403);
      }
    } finally {
      await setModules(t, seedIds.harbourAccount, ["DEALS"]);
    }
  });
});
