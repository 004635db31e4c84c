import { describe, expect, it } from "vitest";
import {
  isSupplierOrderClosed,
  offlineChangeProblem,
  supplierChangeProblem,
  supplierOrderChanges,
} from "./supplier-orders.ts";

describe("a supplier order's states", () => {
  it("is closed once completed or cancelled, and the supplier changes it only while open", () => {
    expect(isSupplierOrderClosed("UNSTARTED")).toBe(false);
    expect(isSupplierOrderClosed("ON_HOLD")).toBe(false);
    expect(isSupplierOrderClosed("COMPLETED")).toBe(true);
    expect(supplierChangeProblem({ coreStatus: "IN_PROGRESS" })).toBeNull();
    expect(supplierChangeProblem({ coreStatus: "CANCELLED" })).toBe("SUPPLIER_ORDER_CLOSED");
  });

  it("is tracked by the dealer's staff only for an offline supplier", () => {
    expect(offlineChangeProblem({ isOffline: true })).toBeNull();
    expect(offlineChangeProblem({ isOffline: false })).toBe("SUPPLIER_ORDER_ONLINE");
  });
});

describe("history lines", () => {
  it("names each field whose value changed, blanks as nothing, in the order given", () => {
    expect(
      supplierOrderChanges(
        { status: "UNSTARTED", reference: null, eta: "2026-12-01", trackingInformation: "" },
        { reference: "SL-4471", status: "IN_PROGRESS", eta: "2026-12-01", trackingInformation: "" },
      ),
    ).toEqual([
      { field: "reference", old: null, new: "SL-4471" },
      { field: "status", old: "UNSTARTED", new: "IN_PROGRESS" },
    ]);
  });

  it("makes none when nothing changed, and leaves out fields not sent", () => {
    expect(supplierOrderChanges({ reference: "A", eta: null }, { reference: "A" })).toEqual([]);
    expect(supplierOrderChanges({ reference: "A", eta: null }, { eta: "" })).toEqual([]);
  });
});
