import type { OrderLine, Quote } from "@portal/contract";

export const quoteId = "01900000-0000-7000-8000-000000009001";
export const lineId = "01900000-0000-7000-8000-000000009101";
export const productId = "01900000-0000-7000-8000-000000009201";
export const dealId = "01900000-0000-7000-8000-000000002001";

export function lineFixture(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: lineId,
    windowGroupName: "Bedroom 1",
    orderWindowId: null,
    quantity: 2,
    notes: "",
    manufacturerId: 1,
    unitCostPrice: "134.2000",
    costPrice: "268.40",
    pricing: {
      taxMode: "INCLUSIVE",
      unitSellPriceExTax: "170.8000",
      unitSellPriceIncTax: "187.8800",
      totalSellPriceExTax: "341.60",
      totalSellPriceIncTax: "375.76",
      totalSellTax: "34.16",
      unitCostPrice: "134.2000",
      totalCostPrice: "268.40",
      breakdown: [{ type: "BASE", sell: "112.00", cost: "80.00", markup: "40.00", margin: "28.57" }],
    },
    context: {
      configuration: {
        width: 1000,
        height: 1500,
        optionGroups: [
          {
            name: "Control",
            options: [{ type: "BASE", value: "Chain", quantity: 1, price: "0.00", imageUrl: null }],
          },
        ],
      },
      choices: {
        windowGroupName: "Bedroom 1",
        quantity: 2,
        notes: "",
        width: 1000,
        height: 1500,
        selections: { g1: ["o1"] },
        fabricId: null,
      },
      errors: [],
      explanation: [
        { kind: "GRID_CELL", width: 1000, drop: 1500, columnWidth: 1200, rowDrop: 1500, cost: "80.00" },
      ],
      product: {
        id: productId,
        name: "Blockout Roller Blind",
        brandName: "Shade Co",
        categoryName: "Roller Blinds",
        imageUrl: null,
      },
    },
    ...overrides,
  };
}

export function quoteFixture(overrides: Partial<Quote> = {}): Quote {
  return {
    id: quoteId,
    externalId: null,
    tuid: 301,
    createdAt: "2026-11-20T01:00:00.000Z",
    description: "Bedrooms",
    status: "DRAFT",
    totalSellPrice: "1498.92",
    totalSellPriceOverride: null,
    isArchived: false,
    customerNotes: "",
    isReadOnly: false,
    lastUpdatedAt: "2026-11-20T01:00:00.000Z",
    version: 3,
    config: { depositPercentage: "50", taxPercentage: "10", taxMode: "INCLUSIVE" },
    acceptedAt: null,
    acceptedBy: null,
    sharing: { token: null, viewedAt: null, acceptedByName: null },
    ...overrides,
    context: {
      orderLines: [lineFixture()],
      pricing: {
        sellTotalOrderLinesExTax: "1362.65",
        sellTotalOrderLinesIncTax: "1498.92",
        sellTotalTaxable: "1362.65",
        sellTaxCalculated: "136.27",
        sellTaxOverride: null,
        sellTaxTotal: "136.27",
        sellGrandTotalExTax: "1362.65",
        sellGrandTotalIncTax: "1498.92",
        depositAmountCalculated: "749.46",
        depositAmountOverride: null,
        depositAmount: "749.46",
        isPricingValid: true,
        adjustments: [],
      },
      deal: { id: dealId, tuid: 1042, name: "Smith kitchen blinds" },
      workflow: { id: "wf-1", name: "Sales", slug: "sales" },
      pendingUpdates: {
        hasPendingUpdates: false,
        orderUpdates: {
          hasSurchargesUpdates: false,
          hasFreightUpdates: false,
          hasInstallationUpdates: false,
        },
        products: [],
      },
      acceptedQuoteDocument: null,
      ...overrides.context,
    },
  };
}
