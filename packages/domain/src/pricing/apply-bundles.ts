// Supplier bundles a dealer subscribes to change the supplier's charges (DOMAIN.md "Pricing":
// CURRENCY values add a charge, FACTOR values scale one).
import type { SupplierCharges } from "./catalogue.ts";
import { type DecimalString, decimal, round4 } from "./money.ts";

export const bundleTemplateKeys = ["freight", "installation", "surcharge", "costPadding"] as const;
export type BundleTemplateKey = (typeof bundleTemplateKeys)[number];

export type BundleValue = {
  templateKey: BundleTemplateKey;
  operator: "FACTOR" | "CURRENCY";
  value: DecimalString;
};

const chargeField: Record<BundleTemplateKey, keyof SupplierCharges> = {
  freight: "freightPerItem",
  installation: "installationPerItem",
  surcharge: "surchargePercent",
  costPadding: "costPaddingPercent",
};

/** The charges after every subscribed bundle's values, in the order given. */
export function applyBundles(charges: SupplierCharges, values: readonly BundleValue[]): SupplierCharges {
  const result = { ...charges };
  for (const value of values) {
    const field = chargeField[value.templateKey];
    const current = decimal(result[field]);
    const next =
      value.operator === "CURRENCY"
        ? current.plus(decimal(value.value))
        : current.times(decimal(value.value));
    result[field] = round4(next).toString();
  }
  return result;
}
