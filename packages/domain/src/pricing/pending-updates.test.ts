import { describe, expect, it } from "vitest";
import { applyBundles } from "./apply-bundles.ts";
import { noCharges } from "./catalogue.ts";
import { type ChargeVersions, pendingUpdates } from "./pending-updates.ts";

const v1: ChargeVersions = {
  pricing: 1,
  costPadding: 1,
  fabric: 1,
  freight: 1,
  installation: 1,
  rules: 1,
  surcharges: 1,
};

describe("pendingUpdates", () => {
  it("reports nothing when every line was priced with the current versions", () => {
    const result = pendingUpdates(
      [{ productId: "p1", productName: "Roller", pricedWith: v1 }],
      new Map([["p1", v1]]),
    );
    expect(result).toEqual({
      hasPendingUpdates: false,
      orderUpdates: { hasSurchargesUpdates: false, hasFreightUpdates: false, hasInstallationUpdates: false },
      products: [],
    });
  });

  it("names each changed kind per product, once per product, and rolls order-level kinds up", () => {
    const lines = [
      { productId: "p1", productName: "Roller", pricedWith: v1 },
      { productId: "p1", productName: "Roller", pricedWith: { ...v1, freight: 0 } },
      { productId: "p2", productName: "Curtain", pricedWith: v1 },
    ];
    const current = new Map([
      ["p1", { ...v1, pricing: 2 }],
      ["p2", { ...v1, fabric: 3 }],
    ]);
    const result = pendingUpdates(lines, current);
    expect(result.hasPendingUpdates).toBe(true);
    expect(result.orderUpdates).toEqual({
      hasSurchargesUpdates: false,
      hasFreightUpdates: true,
      hasInstallationUpdates: false,
    });
    expect(result.products).toEqual([
      expect.objectContaining({
        productId: "p1",
        hasPricingUpdates: true,
        hasFreightUpdates: true,
        hasFabricUpdates: false,
      }),
      expect.objectContaining({ productId: "p2", hasPricingUpdates: false, hasFabricUpdates: true }),
    ]);
  });

  it("treats a product gone from the catalogue as changed in every way", () => {
    const result = pendingUpdates([{ productId: "gone", productName: "Old", pricedWith: v1 }], new Map());
    expect(result.products[0]).toMatchObject({ hasPricingUpdates: true, hasRuleUpdates: true });
  });
});

describe("applyBundles", () => {
  it("adds CURRENCY values and multiplies FACTOR values, in order", () => {
    expect(
      applyBundles({ ...noCharges, freightPerItem: "10", costPaddingPercent: "2" }, [
        { templateKey: "installation", operator: "CURRENCY", value: "35" },
        { templateKey: "freight", operator: "FACTOR", value: "1.5" },
        { templateKey: "freight", operator: "CURRENCY", value: "2.25" },
        { templateKey: "costPadding", operator: "FACTOR", value: "0.5" },
      ]),
    ).toEqual({
      freightPerItem: "17.25",
      installationPerItem: "35",
      surchargePercent: "0",
      costPaddingPercent: "1",
    });
  });
});
