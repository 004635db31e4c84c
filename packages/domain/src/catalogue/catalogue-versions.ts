// Which kinds of supplier change a catalogue update makes to a product (DOMAIN.md "Catalogue":
// changes are versioned so quotes priced before them report pending updates).
import type { PricedProduct } from "../pricing/catalogue.ts";
import { type ChargeKind, type ChargeVersions, chargeKinds } from "../pricing/pending-updates.ts";

/** What a stored product prices from. */
export type ProductDefinition = Pick<PricedProduct, "priceGrid" | "optionGroups" | "fabric" | "charges">;

export const firstVersions: ChargeVersions = Object.fromEntries(
  chargeKinds.map((kind) => [kind, 1]),
) as ChargeVersions;

/** Each kind of change and the part of a definition it covers. */
const partOf: Record<ChargeKind, (definition: ProductDefinition) => unknown> = {
  pricing: (definition) => definition.priceGrid,
  rules: (definition) => definition.optionGroups,
  fabric: (definition) => definition.fabric,
  freight: (definition) => definition.charges.freightPerItem,
  installation: (definition) => definition.charges.installationPerItem,
  surcharges: (definition) => definition.charges.surchargePercent,
  costPadding: (definition) => definition.charges.costPaddingPercent,
};

/** The versions after an update: each kind whose part changed goes up by one. */
export function nextVersions(
  previous: { definition: ProductDefinition; versions: ChargeVersions } | null,
  next: ProductDefinition,
): ChargeVersions {
  if (!previous) return { ...firstVersions };
  const versions = { ...previous.versions };
  for (const kind of chargeKinds) {
    if (!sameJson(partOf[kind](previous.definition), partOf[kind](next))) versions[kind] += 1;
  }
  return versions;
}

/** Deep equality of JSON values; key order does not matter (jsonb reorders keys). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") {
    // A missing optional field and an explicit null mean the same in a stored definition.
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => sameJson(value, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameJson(left[key], right[key])) return false;
  return true;
}
