// Test data for the purchase order pages (imported by tests only): an open order with one
// product line, its listing, and a signed-in API to serve them.
import type { PurchaseOrder, PurchaseOrderLine, PurchaseOrderListItem } from "@portal/contract";
import { type MockHandler, mockApi } from "../mock-api.ts";
import { signedInHandlers } from "../signed-in-api.ts";

export const orderId = "01900000-0000-7000-8000-0000000000c1";
export const productId = "01900000-0000-7000-8000-0000000000d1";
export const lineId = "01900000-0000-7000-8000-0000000000e1";

/** Three Blockout Roller Blinds for the kitchen, chain control. */
export function orderLineFixture(overrides: Partial<PurchaseOrderLine> = {}): PurchaseOrderLine {
  return {
    id: lineId,
    productId,
    product: { name: "Blockout Roller Blind", brandName: "Sunline", categoryName: "Roller Blinds" },
    windowGroupName: "Kitchen",
    configuration: {
      width: 1000,
      height: 1500,
      optionGroups: [
        {
          name: "Control",
          options: [{ type: "BASE", value: "Chain", quantity: 1, price: "0", imageUrl: null }],
        },
      ],
    },
    choices: {
      windowGroupName: "Kitchen",
      quantity: 3,
      notes: "",
      width: 1000,
      height: 1500,
      selections: { g1: ["o1"] },
      fabricId: null,
    },
    quantity: 3,
    unitCostPrice: "116.8333",
    costPrice: "350.50",
    notes: "Left-hand chain",
    ...overrides,
  };
}

/** An open order PO-9 to Sunline Blinds, as the orders list shows it. */
export function orderListItemFixture(overrides: Partial<PurchaseOrderListItem> = {}): PurchaseOrderListItem {
  return {
    id: orderId,
    tuid: 9,
    number: "PO-9",
    revision: 1,
    manufacturerId: 1,
    sidemark: "Shop front",
    status: "OPEN",
    isArchived: false,
    isReadOnly: false,
    isManufacturerPrivate: false,
    totalCost: "350.50",
    totalQuantity: 3,
    requiredDate: null,
    deal: null,
    createdAt: "2026-11-20T01:00:00.000Z",
    ...overrides,
  };
}

export type OrderOverrides = Omit<Partial<PurchaseOrder>, "context"> & {
  context?: Partial<PurchaseOrder["context"]>;
};

/** The open order PO-9 with its one line (orderLineFixture); its latest revision is itself. */
export function orderFixture(overrides: OrderOverrides = {}): PurchaseOrder {
  const { context, ...fields } = overrides;
  const listed = orderListItemFixture(fields);
  return {
    ...listed,
    externalId: null,
    isPurchase: true,
    isQuote: false,
    quoteId: null,
    supplier: { id: 1, name: "Sunline Blinds", isOffline: false },
    salesRep: null,
    customerDetails: null,
    shipping: { method: null, address: null, instructions: null },
    notes: "",
    submittedAt: null,
    version: 4,
    ...fields,
    context: {
      parentOrder: null,
      supplierOrder: null,
      latestRevision: { id: listed.id, number: listed.number },
      orderLines: [orderLineFixture()],
      ...context,
    },
  };
}

/** A signed-in session's API with `handlers` added (and the CSRF cookie a write needs). */
export function mockOrdersApi(handlers: Record<string, MockHandler> = {}) {
  return mockApi({ ...signedInHandlers(), ...handlers });
}
