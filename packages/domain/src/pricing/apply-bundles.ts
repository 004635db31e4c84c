// Supplier bundles a dealer subscribes to change the supplier's charges (DOMAIN.md "Pricing":
// CURRENCY values add a charge, FACTOR values scale one).
import type { SupplierCharges } from "./catalogue.ts";
import { type DecimalString, decimal, round4 } from "./money.ts";
import type { ChargeKind, ChargeVersions } from "./pending-updates.ts";

export const bundleTemplateKeys = ["freight", "installation", "surcharge", "costPadding"] as const;
export type BundleTemplateKey = (typeof bundleTemplateKeys)[number];

/** CURRENCY adds the value to a charge; FACTOR multiplies the charge by it. */
export const bundleOperators = ["FACTOR", "CURRENCY"] as const;
export type BundleOperator = (typeof bundleOperators)[number];

export type BundleValue = {
  templateKey: BundleTemplateKey;
  operator: BundleOperator;
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

/** The kind of supplier change (pending updates) each template key's charge counts as. */
const chargeKindOf: Record<BundleTemplateKey, ChargeKind> = {
  freight: "freight",
  installation: "installation",
  surcharge: "surcharges",
  costPadding: "costPadding",
};

// A stamp is negative, so it never equals a catalogue version (those count up from 1); 31 bits of
// fingerprint × 2^21 keeps its magnitude below 2^53, so it survives JSON and jsonb exactly.
const versionSpan = 2 ** 21;

/** 32-bit FNV-1a of a text: a compact, stable fingerprint (not a secret). */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The versions a dealer's line is priced with: the catalogue's, except that each charge a subscribed
 * bundle changes carries a stamp of the catalogue version and of the values applied to it, in order.
 * Subscribing, changing the values or unsubscribing changes the stamp, so Draft quotes report it as a
 * pending update of that charge, as they do the supplier's own changes (DOMAIN.md "Pricing"). A charge
 * no bundle changes keeps the catalogue's version, so lines priced before any bundle stay current.
 */
export function versionsWithBundles(
  versions: ChargeVersions,
  values: readonly BundleValue[],
): ChargeVersions {
  const applied = new Map<ChargeKind, string[]>();
  for (const value of values) {
    const kind = chargeKindOf[value.templateKey];
    // "0.850" and "0.85" change a charge alike: the same stamp.
    const part = `${value.templateKey}:${value.operator}:${decimal(value.value).toString()}`;
    applied.set(kind, [...(applied.get(kind) ?? []), part]);
  }
  const result = { ...versions };
  for (const [kind, parts] of applied) {
    const stamp = (fingerprint(parts.join("|")) >>> 1) + 1;
    result[kind] = -(stamp * versionSpan + (versions[kind] % versionSpan));
  }
  return result;
}
