import { describe, expect, it } from "vitest";
import {
  cloneProblem,
  editOutcome,
  isPurchaseOrderReadOnly,
  ordersFromQuote,
  purchaseOrderChangeProblem,
  purchaseOrderLineCost,
  purchaseOrderNumber,
  reopenProblem,
  seesPrivatePurchaseOrders,
  submitProblem,
} from "./purchase-orders.ts";

const open = { status: "OPEN", isArchived: false } as const;
const submitted = { status: "SUBMITTED", isArchived: false } as const;
const archived = { status: "OPEN", isArchived: true } as const;

describe("purchase order numbers", () => {
  it("names the original by its number and a revision by its number and revision", () => {
    expect(purchaseOrderNumber(87, 1)).toBe("PO-87");
    expect(purchaseOrderNumber(87, 2)).toBe("PO-87-R2");
    expect(purchaseOrderNumber(5, 12)).toBe("PO-5-R12");
  });
});

describe("the purchase order's states", () => {
  it("is editable only while open and not archived", () => {
    expect(isPurchaseOrderReadOnly(open)).toBe(false);
    expect(isPurchaseOrderReadOnly(submitted)).toBe(true);
    expect(isPurchaseOrderReadOnly(archived)).toBe(true);
    expect(purchaseOrderChangeProblem(open)).toBeNull();
    expect(purchaseOrderChangeProblem(submitted)).toBe("PURCHASE_ORDER_READ_ONLY");
  });

  it("submits an open order that has lines, and nothing else", () => {
    expect(submitProblem(open, 2)).toBeNull();
    expect(submitProblem(open, 0)).toBe("PURCHASE_ORDER_EMPTY");
    expect(submitProblem(submitted, 2)).toBe("PURCHASE_ORDER_READ_ONLY");
    expect(submitProblem(archived, 2)).toBe("PURCHASE_ORDER_READ_ONLY");
  });

  it("reopens the newest revision of a submitted order to a manual supplier only", () => {
    const latest = { ...submitted, isLatestRevision: true };
    expect(reopenProblem(latest, false)).toBeNull();
    expect(reopenProblem(latest, true)).toBe("PURCHASE_ORDER_NOT_REOPENABLE");
    expect(reopenProblem({ ...open, isLatestRevision: true }, false)).toBe("PURCHASE_ORDER_NOT_SUBMITTED");
    expect(reopenProblem({ ...latest, isArchived: true }, false)).toBe("PURCHASE_ORDER_READ_ONLY");
    expect(reopenProblem({ ...submitted, isLatestRevision: false }, false)).toBe("PURCHASE_ORDER_NOT_LATEST");
  });

  it("edits an open order in place and a submitted one as a new revision, only the newest and never archived", () => {
    expect(editOutcome({ ...open, isLatestRevision: true })).toBe("IN_PLACE");
    expect(editOutcome({ ...submitted, isLatestRevision: true })).toBe("NEW_REVISION");
    expect(editOutcome({ ...submitted, isLatestRevision: false })).toBe("PURCHASE_ORDER_NOT_LATEST");
    expect(editOutcome({ ...archived, isLatestRevision: true })).toBe("PURCHASE_ORDER_READ_ONLY");
    expect(editOutcome({ ...submitted, isArchived: true, isLatestRevision: true })).toBe(
      "PURCHASE_ORDER_READ_ONLY",
    );
  });

  it("clones only what it could edit in place", () => {
    expect(cloneProblem(open)).toBeNull();
    expect(cloneProblem(submitted)).toBe("PURCHASE_ORDER_READ_ONLY");
    expect(cloneProblem(archived)).toBe("PURCHASE_ORDER_READ_ONLY");
  });
});

describe("a line's cost", () => {
  it("is the unit cost times the quantity, to the cent, half up", () => {
    expect(purchaseOrderLineCost("12.5000", 3)).toBe("37.50");
    expect(purchaseOrderLineCost("10.3333", 3)).toBe("31.00");
    expect(purchaseOrderLineCost("0.0050", 1)).toBe("0.01");
    expect(purchaseOrderLineCost("199.9999", 999)).toBe("199799.90");
  });
});

describe("converting a quote", () => {
  const accepted = { status: "ACCEPTED", isArchived: false } as const;
  const lines = [
    { id: "a", manufacturerId: 2 },
    { id: "b", manufacturerId: 1 },
    { id: "c", manufacturerId: 2 },
  ];

  it("makes one order per supplier, suppliers in the order they first appear, lines in the quote's order", () => {
    expect(ordersFromQuote(accepted, lines)).toEqual([
      { manufacturerId: 2, lines: [lines[0], lines[2]] },
      { manufacturerId: 1, lines: [lines[1]] },
    ]);
  });

  it("makes only the chosen supplier's order when one is named", () => {
    expect(ordersFromQuote(accepted, lines, 1)).toEqual([{ manufacturerId: 1, lines: [lines[1]] }]);
    expect(ordersFromQuote(accepted, lines, 9)).toBe("QUOTE_HAS_NO_LINES_FOR_SUPPLIER");
    expect(ordersFromQuote(accepted, [])).toBe("QUOTE_HAS_NO_LINES_FOR_SUPPLIER");
  });

  it("converts only an accepted quote that is not archived", () => {
    expect(ordersFromQuote({ status: "DRAFT", isArchived: false }, lines)).toBe("QUOTE_NOT_ACCEPTED");
    expect(ordersFromQuote({ status: "ACCEPTED", isArchived: true }, lines)).toBe("QUOTE_NOT_ACCEPTED");
  });
});

describe("private orders", () => {
  it("are seen by administrators and the supplier's representatives, not by other staff", () => {
    expect(seesPrivatePurchaseOrders("ADMIN")).toBe(true);
    expect(seesPrivatePurchaseOrders("MANUFACTURER")).toBe(true);
    expect(seesPrivatePurchaseOrders("DEFAULT")).toBe(false);
  });
});
