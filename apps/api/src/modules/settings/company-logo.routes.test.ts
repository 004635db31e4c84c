import { companyLogoSchema, dealerSettingsSchema } from "@portal/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deals, documents } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { refusal } from "../../test/answers.ts";
import {
  createTestApp,
  type MultipartFile,
  multipartBody,
  type TestApp,
  type TestClient,
} from "../../test/helper.ts";

// A real 1 × 1 PNG, so the PDFs can draw it.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const logoFile = (overrides: Partial<MultipartFile> = {}): MultipartFile => ({
  filename: "logo.png",
  contentType: "image/png",
  content: png,
  ...overrides,
});

let t: TestApp;
let demo: TestClient;
let harbour: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
  harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
});
afterAll(() => t.close());

const upload = (client: TestClient, file: MultipartFile) =>
  client.request({ method: "POST", url: "/api/account/company-logo", ...multipartBody(file) });
const remove = (client: TestClient) => client.request({ method: "DELETE", url: "/api/account/company-logo" });
const dealerSettingsOf = async (client: TestClient) =>
  dealerSettingsSchema.parse((await client.get("/api/old/account-settings/dealer-portal")).json());

async function logoRows(accountId: string) {
  return t.db
    .select()
    .from(documents)
    .where(and(eq(documents.accountId, accountId), eq(documents.kind, "LOGO")));
}

async function quotePdf(): Promise<Buffer> {
  const [deal] = await t.db
    .select({ id: deals.id })
    .from(deals)
    .where(sql`${deals.accountId} = ${seedIds.demoAccount} and not ${deals.isArchived}`)
    .limit(1);
  const quote = (await demo.post(`/api/deals/${deal?.id}/quotes`, { description: "Logo check" })).json() as {
    id: string;
  };
  const response = await demo.get(`/api/quotes/${quote.id}/pdf/quote`);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe("the company logo", () => {
  it("is uploaded, shown in dealer settings, downloadable and drawn on the quote PDF", async () => {
    expect((await quotePdf()).includes("/Subtype /Image")).toBe(false);
    const response = await upload(demo, logoFile());
    expect(response.statusCode).toBe(200);
    const logo = companyLogoSchema.parse(response.json());
    expect(logo.companyLogoDocumentId).toEqual(expect.any(Number));
    expect(logo.companyLogoDocumentUrl).toBe(
      `/api/documents/${logo.companyLogoDocumentId}/download?inline=1`,
    );
    expect(await dealerSettingsOf(demo)).toMatchObject(logo);

    const image = await demo.get(logo.companyLogoDocumentUrl ?? "");
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(png)).toBe(true);
    expect((await quotePdf()).includes("/Subtype /Image")).toBe(true);
    // Not the other dealer's to see.
    expect((await harbour.get(logo.companyLogoDocumentUrl ?? "")).statusCode).toBe(404);
  });

  it("replaces the logo before, row and file", async () => {
    const first = companyLogoSchema.parse((await upload(demo, logoFile())).json());
    const [firstRow] = (await logoRows(seedIds.demoAccount)).filter(
      (row) => row.id === first.companyLogoDocumentId,
    );
    const second = companyLogoSchema.parse(
      (await upload(demo, logoFile({ filename: "Logo.JPG.png" }))).json(),
    );
    expect(second.companyLogoDocumentId).not.toBe(first.companyLogoDocumentId);
    expect((await logoRows(seedIds.demoAccount)).map((row) => row.id)).toEqual([
      second.companyLogoDocumentId,
    ]);
    await expect(t.files.read(firstRow?.storageKey ?? "")).rejects.toThrow();
  });

  it("refuses a file that is not PNG or JPEG, content that is not its extension, and over 2 MB, keeping nothing", async () => {
    const before = (await logoRows(seedIds.demoAccount)).map((row) => row.id);
    const pdf = await upload(demo, logoFile({ filename: "logo.pdf", contentType: "application/pdf" }));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual(refusal("LOGO_WRONG_TYPE"));
    const fake = await upload(demo, logoFile({ content: "not an image at all" }));
    expect(fake.statusCode).toBe(415);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const large = await upload(demo, logoFile({ content: big }));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual(refusal("LOGO_TOO_LARGE"));
    expect((await logoRows(seedIds.demoAccount)).map((row) => row.id)).toEqual(before);
  });

  it("stays as the logo calls left it whatever id the dealer settings form sends", async () => {
    const current = await dealerSettingsOf(demo);
    expect(current.companyLogoDocumentId).not.toBeNull();
    const { companyLogoDocumentUrl: _url, ...body } = current;
    const harbourLogo = companyLogoSchema.parse((await upload(harbour, logoFile())).json());
    for (const companyLogoDocumentId of [null, harbourLogo.companyLogoDocumentId]) {
      const response = await demo.post("/api/old/account-settings/dealer-portal", {
        ...body,
        companyLogoDocumentId,
      });
      expect(response.statusCode).toBe(200);
      expect(await dealerSettingsOf(demo)).toMatchObject({
        companyLogoDocumentId: current.companyLogoDocumentId,
      });
    }
  });

  it("is removed with its row and file, and the PDFs go without it", async () => {
    const [row] = await logoRows(seedIds.demoAccount);
    const response = await remove(demo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companyLogoDocumentId: null, companyLogoDocumentUrl: null });
    expect(await logoRows(seedIds.demoAccount)).toEqual([]);
    await expect(t.files.read(row?.storageKey ?? "")).rejects.toThrow();
    expect((await quotePdf()).includes("/Subtype /Image")).toBe(false);
    expect((await remove(demo)).statusCode).toBe(200);
  });

  it("follows the Settings feature", async () => {
    const client = await t.signIn(demoUsers.dealsOnly.username, demoUsers.dealsOnly.password);
    expect((await upload(client, logoFile())).statusCode).toBe(403);
    expect((await remove(client)).statusCode).toBe(403);
  });
});
