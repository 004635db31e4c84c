import { describe, expect, it } from "vitest";
import { type BundleValue, versionsWithBundles } from "./apply-bundles.ts";
import { type ChargeVersions, pendingUpdates } from "./pending-updates.ts";

const versions: ChargeVersions = {
  pricing: 3,
  costPadding: 1,
  fabric: 1,
  freight: 2,
  installation: 1,
  rules: 1,
  surcharges: 1,
};

const standard: BundleValue = { templateKey: "installation", operator: "CURRENCY", value: "45" };
const premium: BundleValue = { templateKey: "installation", operator: "CURRENCY", value: "75" };
const freightSaver: BundleValue = { templateKey: "freight", operator: "FACTOR", value: "0.85" };

describe("versionsWithBundles", () => {
  it("keeps the catalogue's versions when no bundle applies", () => {
    expect(versionsWithBundles(versions, [])).toEqual(versions);
  });

  it("stamps only the charges a bundle changes, never as a catalogue version", () => {
    const stamped = versionsWithBundles(versions, [standard]);
    expect(stamped).toMatchObject({ pricing: 3, freight: 2, costPadding: 1, surcharges: 1 });
    expect(stamped.installation).toBeLessThan(0);
    expect(Number.isSafeInteger(stamped.installation)).toBe(true);
  });

  it("gives the same values the same stamp, whatever their spelling", () => {
    expect(versionsWithBundles(versions, [freightSaver])).toEqual(
      versionsWithBundles(versions, [{ ...freightSaver, value: "0.8500" }]),
    );
  });

  it("changes the stamp with the value, the order of values, and the catalogue version", () => {
    const seen = new Set([
      versionsWithBundles(versions, [standard]).installation,
      versionsWithBundles(versions, [premium]).installation,
      versionsWithBundles(versions, [standard, premium]).installation,
      versionsWithBundles(versions, [premium, standard]).installation,
      versionsWithBundles({ ...versions, installation: 2 }, [standard]).installation,
    ]);
    expect(seen.size).toBe(5);
  });

  it("makes a subscription change a pending update of that charge only", () => {
    const line = { productId: "p1", productName: "Roller", pricedWith: versionsWithBundles(versions, []) };
    const now = new Map([["p1", versionsWithBundles(versions, [standard])]]);
    const result = pendingUpdates([line], now);
    expect(result.products).toEqual([
      expect.objectContaining({
        hasInstallationUpdates: true,
        hasFreightUpdates: false,
        hasPricingUpdates: false,
      }),
    ]);
    expect(result.orderUpdates.hasInstallationUpdates).toBe(true);
    // Priced with the bundle, nothing is pending while it stays the same.
    const priced = { ...line, pricedWith: versionsWithBundles(versions, [standard]) };
    expect(pendingUpdates([priced], now).hasPendingUpdates).toBe(false);
  });
});
