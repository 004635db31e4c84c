import type { OrderLine, Product, Quote } from "@portal/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueProducts, dealerSettings, deals } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { put } from "../../test/kits/deals.test-kit.ts";
import {
  addQuoteLine,
  blindAndCurtain,
  blindChoices,
  curtainChoices,
  firstDemoDealId,
} from "../../test/kits/quotes.test-kit.ts";
import { pdfText } from "../../test/pdf-text.ts";

const { admin, dealsOnly, supplierRep } = demoUsers;

let t: TestApp;
let demo: TestClient;
let dealId: string;
let blind: Product;
let curtain: Product;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.signIn(admin.username, admin.password);
  dealId = await firstDemoDealId(t.db);
  ({ blind, curtain } = await blindAndCurtain(demo));
});
afterAll(() => t.close());

async function newQuote(client = demo): Promise<Quote> {
  const response = await client.post(`/api/deals/${dealId}/quotes`, { description: "Living room" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function addLine(quote: Quote, product: Product, choices: object, client = demo): Promise<OrderLine> {
  return addQuoteLine(client, quote.id, product, choices);
}

async function quoteOf(id: string): Promise<Quote> {
  const response = await demo.get(`/api/quotes/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("pricing a quote", () => {
  it("prices a blind from its grid and options and a curtain from its fabric, to the cent (INCLUSIVE)", async () => {
    const quote = await newQuote();
    expect(quote.config).toEqual({
      taxMode: "INCLUSIVE",
      taxPercentage: "10.0000",
      depositPercentage: "50.0000",
    });
    const blindLine = await addLine(quote, blind, blindChoices);
    // Grid 1200 × 1500 = 80 + freight 12 = 92 × 1.4 = 128.80; oval rail 8 + fascia 22 = 30 × 1.4 = 42.
    expect(blindLine.pricing).toMatchObject({
      unitSellPriceExTax: "170.8000",
      unitSellPriceIncTax: "187.8800",
      totalSellPriceIncTax: "375.76",
    });
    expect(blindLine.context.errors).toEqual([]);
    expect(blindLine.context.explanation[0]).toMatchObject({
      kind: "GRID_CELL",
      columnWidth: 1200,
      rowDrop: 1500,
    });
    const curtainLine = await addLine(quote, curtain, curtainChoices);
    // 4 widths × 2.56 m of fabric at 32, making 4 × 45, lining 9.6 m × 12, track 2.4 m × 28, freight 18; all + 3 %.
    expect(curtainLine.pricing.unitSellPriceExTax).toBe("1021.0514");
    expect(curtainLine.context.configuration.optionGroups.map((group) => group.name)).toEqual([
      "Track",
      "Fabric",
    ]);

    const priced = await quoteOf(quote.id);
    expect(priced.context.pricing).toMatchObject({
      sellTotalOrderLinesIncTax: "1498.92",
      sellTaxTotal: "136.27",
      sellGrandTotalExTax: "1362.65",
      sellGrandTotalIncTax: "1498.92",
      depositAmount: "749.46",
      isPricingValid: true,
    });
    expect(priced.totalSellPrice).toBe("1498.92");
    const list = (await demo.get(`/api/deals/${dealId}/quotes`)).json() as Quote[];
    expect(list.find((item) => item.id === quote.id)).toMatchObject({
      totalSellPrice: "1498.92",
      context: { totalQuantity: 3, orderLineCount: 2 },
    });
  });

  it("keeps a quote's settings when the dealer's change; a new one prices EXCLUSIVE with a discount", async () => {
    const before = await newQuote();
    await t.db
      .update(dealerSettings)
      .set({ quotePricingTaxMode: "EXCLUSIVE" })
      .where(eq(dealerSettings.accountId, seedIds.demoAccount));
    expect((await quoteOf(before.id)).config.taxMode).toBe("INCLUSIVE");

    const quote = await newQuote();
    expect(quote.config.taxMode).toBe("EXCLUSIVE");
    await addLine(quote, blind, blindChoices);
    await addLine(quote, curtain, curtainChoices);
    const current = await quoteOf(quote.id);
    const response = await put(demo, `/api/quotes/${quote.id}`, {
      version: current.version,
      description: "Living room",
      customerNotes: "",
      adjustments: [
        { label: "Loyalty discount", taxType: "STANDARD", adjustmentType: "PERCENT", percent: "-10" },
      ],
      sellTaxOverride: null,
      depositAmountOverride: null,
    });
    expect(response.statusCode).toBe(200);
    // Lines ex 341.60 + 1021.05 = 1362.65; −10 % = −136.27; taxable 1226.38; tax 122.64.
    expect((response.json() as Quote).context.pricing).toMatchObject({
      sellTotalOrderLinesExTax: "1362.65",
      sellTotalTaxable: "1226.38",
      sellTaxTotal: "122.64",
      sellGrandTotalExTax: "1226.38",
      sellGrandTotalIncTax: "1349.02",
      adjustments: [
        { label: "Loyalty discount", amountExTax: "-136.27", amountIncTax: "-149.90", tax: "-13.63" },
      ],
    });

    const stale = await put(demo, `/api/quotes/${quote.id}`, {
      version: current.version,
      description: "Old",
      customerNotes: "",
      adjustments: [],
      sellTaxOverride: null,
      depositAmountOverride: null,
    });
    expect(stale.statusCode).toBe(409);
    await t.db
      .update(dealerSettings)
      .set({ quotePricingTaxMode: "INCLUSIVE" })
      .where(eq(dealerSettings.accountId, seedIds.demoAccount));
  });

  it("previews a price without saving it", async () => {
    const quote = await newQuote();
    const line = await addLine(quote, blind, blindChoices);
    const preview = await demo.post(`/api/order-lines/${line.id}/price`, {
      ...line.context.choices,
      width: 1300,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().pricing.unitSellPriceExTax).not.toBe("170.8000");
    expect((await demo.get(`/api/order-lines/${line.id}`)).json().pricing.unitSellPriceExTax).toBe(
      "170.8000",
    );
  });
});

describe("adding a product from the catalogue", () => {
  const choices = {
    windowGroupName: "Kitchen",
    notes: "",
    fabricId: null,
    ...blindChoices,
  };

  it("prices the product before it is on the quote, then adds it configured in one call", async () => {
    const quote = await newQuote();
    const preview = await demo.post(`/api/quotes/${quote.id}/order-lines/price`, {
      productId: blind.id,
      choices,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ errors: [], pricing: { unitSellPriceExTax: "170.8000" } });
    // Previewing saved nothing: the quote has no line yet.
    expect((await quoteOf(quote.id)).context.orderLines).toEqual([]);

    const added = await demo.post(`/api/quotes/${quote.id}/order-lines`, { productId: blind.id, choices });
    expect(added.statusCode).toBe(200);
    const line = added.json() as OrderLine;
    expect(line).toMatchObject({ windowGroupName: "Kitchen", quantity: 2, context: { errors: [] } });
    expect(line.pricing).toEqual(preview.json().pricing);
    const saved = await quoteOf(quote.id);
    expect(saved.context.orderLines.map((each) => each.id)).toEqual([line.id]);
    expect(saved.context.pricing.isPricingValid).toBe(true);
  });

  it("says what is missing in the preview of an unconfigured product, and keeps dealers apart", async () => {
    const quote = await newQuote();
    const preview = await demo.post(`/api/quotes/${quote.id}/order-lines/price`, {
      productId: blind.id,
      choices: { ...choices, width: null, height: null, selections: {} },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().errors.map((error: { code: string }) => error.code)).toContain("BAD_SIZE");
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const foreign = await harbour.post(`/api/quotes/${quote.id}/order-lines/price`, {
      productId: blind.id,
      choices,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("accepting", () => {
  it("is refused while a line has errors, then records who accepted and locks the quote", async () => {
    const quote = await newQuote();
    const line = await addLine(quote, blind, { ...blindChoices, width: 3500 });
    expect(line.context.errors.map((error) => error.code)).toEqual(["BAD_SIZE"]);
    const refused = await demo.post(`/api/quotes/${quote.id}/accept`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Fix the products with errors before accepting this quote.");

    await put(demo, `/api/order-lines/${line.id}`, { ...line.context.choices, width: 1000 });
    const signature = "data:image/png;base64,iVBORw0KGgo=";
    const accepted = await demo.post(`/api/quotes/${quote.id}/accept`, { signature });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: "ACCEPTED",
      isReadOnly: true,
      acceptedBy: { name: "Alex Morgan" },
    });

    const edit = await demo.post(`/api/quotes/${quote.id}/order-lines`, { productId: blind.id });
    expect(edit.statusCode).toBe(403);
  });

  it("is refused while the supplier has pending updates, until they are applied", async () => {
    const quote = await newQuote();
    await addLine(quote, blind, blindChoices);
    await t.db
      .update(catalogueProducts)
      .set({ versions: sql`jsonb_set(${catalogueProducts.versions}, '{pricing}', '99')` })
      .where(eq(catalogueProducts.id, blind.id));
    const pending = await quoteOf(quote.id);
    expect(pending.context.pendingUpdates).toMatchObject({
      hasPendingUpdates: true,
      products: [{ productName: "Blockout Roller Blind", hasPricingUpdates: true, hasFreightUpdates: false }],
    });
    const refused = await demo.post(`/api/quotes/${quote.id}/accept`, {});
    expect(refused.json().message).toBe("Apply the supplier's pending updates before accepting this quote.");
    const applied = await demo.post(`/api/quotes/${quote.id}/apply-updates`);
    expect(applied.json().context.pendingUpdates.hasPendingUpdates).toBe(false);
    expect((await demo.post(`/api/quotes/${quote.id}/accept`, {})).statusCode).toBe(200);
  });
});

describe("lines that cannot be priced as they stand", () => {
  it("a 100 % margin stored before the rule never answers 500: the line says why and blocks acceptance", async () => {
    const quote = await newQuote();
    const [before] = await t.db
      .select({ type: dealerSettings.accountAdjustmentType, value: dealerSettings.accountAdjustmentValue })
      .from(dealerSettings)
      .where(eq(dealerSettings.accountId, seedIds.demoAccount));
    await t.db
      .update(dealerSettings)
      .set({ accountAdjustmentType: "PERCENT_MARGIN", accountAdjustmentValue: "100" })
      .where(eq(dealerSettings.accountId, seedIds.demoAccount));
    try {
      const line = await addLine(quote, blind, blindChoices);
      expect(line.context.errors.map((error) => error.code)).toEqual(["INVALID_ADJUSTMENT"]);
      const preview = await demo.post(`/api/order-lines/${line.id}/price`, line.context.choices);
      expect(preview.statusCode).toBe(200);
      expect(preview.json().errors.map((error: { code: string }) => error.code)).toEqual([
        "INVALID_ADJUSTMENT",
      ]);
      expect((await demo.post(`/api/quotes/${quote.id}/accept`, {})).statusCode).toBe(422);
    } finally {
      await t.db
        .update(dealerSettings)
        .set({ accountAdjustmentType: before?.type, accountAdjustmentValue: before?.value })
        .where(eq(dealerSettings.accountId, seedIds.demoAccount));
    }
  });

  it("a product the supplier removed stays marked on save, preview and apply-updates", async () => {
    const quote = await newQuote();
    const line = await addLine(quote, curtain, curtainChoices);
    expect(line.context.errors).toEqual([]);
    await t.db
      .update(catalogueProducts)
      .set({ removedAt: new Date() })
      .where(eq(catalogueProducts.id, curtain.id));
    try {
      const removed = [{ code: "INVALID_OPTIONS", groupId: null, optionId: curtain.id }];
      const saved = await put(demo, `/api/order-lines/${line.id}`, line.context.choices);
      expect(saved.json().context.errors).toMatchObject(removed);
      const preview = await demo.post(`/api/order-lines/${line.id}/price`, line.context.choices);
      expect(preview.json().errors).toMatchObject(removed);
      const applied = await demo.post(`/api/quotes/${quote.id}/apply-updates`);
      expect(applied.statusCode).toBe(200);
      expect((await demo.get(`/api/order-lines/${line.id}`)).json().context.errors).toMatchObject(removed);
    } finally {
      await t.db
        .update(catalogueProducts)
        .set({ removedAt: null })
        .where(eq(catalogueProducts.id, curtain.id));
    }
  });
});

describe("quote actions and access", () => {
  it("clones into a new Draft, archives (read-only) and unarchives", async () => {
    const quote = await newQuote();
    await addLine(quote, blind, blindChoices);
    const clone = (await demo.post(`/api/quotes/${quote.id}/clone`)).json() as Quote;
    expect(clone.id).not.toBe(quote.id);
    expect(clone.tuid).toBeGreaterThan(quote.tuid);
    expect(clone.context.orderLines).toHaveLength(1);
    expect(clone.context.pricing.sellGrandTotalIncTax).toBe("375.76");

    const archived = (await demo.post(`/api/quotes/${quote.id}/archive`)).json() as Quote;
    expect(archived.isReadOnly).toBe(true);
    const edit = await demo.post(`/api/quotes/${quote.id}/order-lines`, { productId: blind.id });
    expect(edit.statusCode).toBe(403);
    expect((await demo.post(`/api/quotes/${quote.id}/unarchive`)).json().isReadOnly).toBe(false);
  });

  it("a tax override needs its permission", async () => {
    const client = await t.signIn(dealsOnly.username, dealsOnly.password);
    const quote = await newQuote(client);
    const body = {
      version: quote.version,
      description: "",
      customerNotes: "",
      adjustments: [],
      sellTaxOverride: "12.00",
      depositAmountOverride: null,
    };
    expect((await put(client, `/api/quotes/${quote.id}`, body)).statusCode).toBe(403);
    const allowed = await put(demo, `/api/quotes/${quote.id}`, body);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().context.pricing.sellTaxOverride).toBe("12.00");
  });

  it("keeps dealers apart and staff without the quotes permission out", async () => {
    const quote = await newQuote();
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect((await harbour.get(`/api/quotes/${quote.id}`)).statusCode).toBe(404);
    expect((await harbour.get(`/api/deals/${dealId}/quotes`)).statusCode).toBe(404);
    const line = await addLine(quote, blind, blindChoices);
    expect((await harbour.get(`/api/order-lines/${line.id}`)).statusCode).toBe(404);
    expect((await harbour.get(`/api/quotes/${quote.id}/pdf/quote`)).statusCode).toBe(404);
    expect((await put(harbour, `/api/order-lines/${line.id}`, line.context.choices)).statusCode).toBe(404);
    const rep = await t.signIn(supplierRep.username, supplierRep.password);
    expect((await rep.get(`/api/quotes/${quote.id}`)).statusCode).toBe(403);
  });

  it("refuses a hidden or MASTER product", async () => {
    const quote = await newQuote();
    const products = (await demo.get("/api/catalogue/products")).json() as Product[];
    const master = products.find((product) => product.type === "MASTER");
    const response = await demo.post(`/api/quotes/${quote.id}/order-lines`, { productId: master?.id });
    expect(response.statusCode).toBe(422);
  });
});

describe("PDFs", () => {
  it("renders the quote, measure and install sheets as real PDFs with the quote's text", async () => {
    const quote = await newQuote();
    await addLine(quote, blind, { ...blindChoices, windowGroupName: "Main bedroom" });
    for (const kind of ["quote", "measure", "install"]) {
      const response = await demo.get(`/api/quotes/${quote.id}/pdf/${kind}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  it("puts the company, customer, lines, totals, terms and acceptance in the quote PDF", async () => {
    const quote = await newQuote();
    await addLine(quote, blind, { ...blindChoices, windowGroupName: "Main bedroom" });
    const accepted = (await demo.post(`/api/quotes/${quote.id}/accept`, {})).json() as Quote;
    const text = pdfText((await demo.get(`/api/quotes/${quote.id}/pdf/quote`)).rawPayload);
    // The accepted quote is kept with the deal as a document the portal made (not renamable).
    const kept = accepted.context.acceptedQuoteDocument;
    expect(kept).not.toBeNull();
    const dealDocuments = (await demo.get(`/api/deals/${dealId}/documents`)).json() as {
      id: number;
      name: string;
      kind: string;
    }[];
    expect(dealDocuments.find((document) => document.id === kept?.id)).toMatchObject({
      name: `Quote Q-${quote.tuid} (accepted).pdf`,
      kind: "DEAL",
    });
    const keptText = pdfText((await demo.get(`/api/documents/${kept?.id}/download`)).rawPayload);
    expect(keptText).toContain("Accepted");
    expect(keptText).toContain("$375.76");
    for (const expected of [
      "Demo Blinds Co",
      `Q-${quote.tuid}`,
      "Main bedroom",
      "Blockout Roller Blind",
      "1000 × 1500 mm",
      "$375.76",
      "Tax (10%)",
      "$34.16",
      "Deposit required",
      "$187.88",
      "By signing this quote you accept our terms of trade",
      "Accepted",
      "Alex Morgan",
    ]) {
      expect(text).toContain(expected);
    }
    const measure = pdfText((await demo.get(`/api/quotes/${quote.id}/pdf/measure`)).rawPayload);
    expect(measure).toContain("Measure sheet");
    expect(measure).toContain("Measured width");
  });

  it("answers 501 'Template Not Configured' for a template the account switched off", async () => {
    const quote = await newQuote();
    const switchMeasure = (enabled: boolean) =>
      demo.request({
        method: "PUT",
        url: "/api/account/pdf-templates",
        payload: { templates: [{ kind: "measure", enabled }] },
      });
    expect((await switchMeasure(false)).statusCode).toBe(200);
    const response = await demo.get(`/api/quotes/${quote.id}/pdf/measure`);
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual(refusal("TEMPLATE_NOT_CONFIGURED"));
    expect((await demo.get(`/api/quotes/${quote.id}/pdf/quote`)).statusCode).toBe(200);
    expect((await switchMeasure(true)).statusCode).toBe(200);
    expect((await demo.get(`/api/quotes/${quote.id}/pdf/measure`)).statusCode).toBe(200);
  });
});

describe("a deal's quotes on its board", () => {
  it("a quote clears the Quoting alert; an accepted one adds its total to the card's value", async () => {
    const deal = (
      await demo.post("/api/deals", { workflowId: await workflowId(), name: "Quote counting" })
    ).json() as {
      id: string;
      workflowId: string;
    };
    const workflow = (await demo.get(`/api/workflows/${deal.workflowId}`)).json() as {
      context: { statuses: { id: string; name: string; phase: string }[] };
    };
    const quoting = workflow.context.statuses.find((status) => status.phase === "QUOTING");
    const first = workflow.context.statuses[0];
    await demo.post(`/api/deals/${deal.id}/status`, {
      currentStatusId: first?.id,
      targetStatusId: quoting?.id,
    });
    const alertKeys = async () =>
      (
        (await demo.get(`/api/deals/${deal.id}`)).json() as { context: { alerts: { key: string }[] } }
      ).context.alerts.map((alert) => alert.key);
    expect(await alertKeys()).toContain("QUOTING_WITHOUT_QUOTES");

    const quoteResponse = await demo.post(`/api/deals/${deal.id}/quotes`, { description: "" });
    const quote = quoteResponse.json() as Quote;
    expect(await alertKeys()).not.toContain("QUOTING_WITHOUT_QUOTES");

    await addLine(quote, blind, blindChoices);
    await demo.post(`/api/quotes/${quote.id}/accept`, {});
    const cards = (await demo.get(`/api/workflows/${deal.workflowId}/deals`)).json() as {
      id: string;
      value: string;
    }[];
    expect(cards.find((card) => card.id === deal.id)?.value).toBe("375.76");
  });
});

async function workflowId(): Promise<string> {
  const [row] = await t.db.select({ workflowId: deals.workflowId }).from(deals).where(eq(deals.id, dealId));
  return row?.workflowId ?? "";
}
