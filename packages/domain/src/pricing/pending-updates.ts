// Supplier changes since a line was priced (spec 000 §3 "Pending updates"; DOMAIN.md "Catalogue").
// The catalogue versions each kind of charge; a line remembers the versions it was priced with.

export const chargeKinds = [
  "pricing",
  "costPadding",
  "fabric",
  "freight",
  "installation",
  "rules",
  "surcharges",
] as const;
export type ChargeKind = (typeof chargeKinds)[number];
export type ChargeVersions = Record<ChargeKind, number>;

export type PricedLineVersions = { productId: string; productName: string; pricedWith: ChargeVersions };

export type ProductUpdates = {
  productId: string;
  productName: string;
  hasPricingUpdates: boolean;
  hasCostPaddingUpdates: boolean;
  hasFabricUpdates: boolean;
  hasFreightUpdates: boolean;
  hasInstallationUpdates: boolean;
  hasRuleUpdates: boolean;
  hasSurchargesUpdates: boolean;
};

export type PendingUpdates = {
  hasPendingUpdates: boolean;
  orderUpdates: {
    hasSurchargesUpdates: boolean;
    hasFreightUpdates: boolean;
    hasInstallationUpdates: boolean;
  };
  products: ProductUpdates[];
};

/**
 * Which products of a quote changed at the supplier since their lines were priced. A product that
 * is gone from the catalogue counts as a pricing update (it must be re-priced or removed).
 */
export function pendingUpdates(
  lines: readonly PricedLineVersions[],
  current: ReadonlyMap<string, ChargeVersions>,
): PendingUpdates {
  const byProduct = new Map<string, ProductUpdates>();
  for (const line of lines) {
    const now = current.get(line.productId);
    const changed = (kind: ChargeKind) => now === undefined || now[kind] !== line.pricedWith[kind];
    const previous = byProduct.get(line.productId);
    const entry: ProductUpdates = {
      productId: line.productId,
      productName: line.productName,
      hasPricingUpdates: (previous?.hasPricingUpdates ?? false) || changed("pricing"),
      hasCostPaddingUpdates: (previous?.hasCostPaddingUpdates ?? false) || changed("costPadding"),
      hasFabricUpdates: (previous?.hasFabricUpdates ?? false) || changed("fabric"),
      hasFreightUpdates: (previous?.hasFreightUpdates ?? false) || changed("freight"),
      hasInstallationUpdates: (previous?.hasInstallationUpdates ?? false) || changed("installation"),
      hasRuleUpdates: (previous?.hasRuleUpdates ?? false) || changed("rules"),
      hasSurchargesUpdates: (previous?.hasSurchargesUpdates ?? false) || changed("surcharges"),
    };
    byProduct.set(line.productId, entry);
  }
  const products = [...byProduct.values()].filter((product) =>
    Object.entries(product).some(([key, value]) => key.startsWith("has") && value === true),
  );
  const anyProductHas = (key: keyof ProductUpdates) => products.some((product) => product[key] === true);
  return {
    hasPendingUpdates: products.length > 0,
    orderUpdates: {
      hasSurchargesUpdates: anyProductHas("hasSurchargesUpdates"),
      hasFreightUpdates: anyProductHas("hasFreightUpdates"),
      hasInstallationUpdates: anyProductHas("hasInstallationUpdates"),
    },
    products,
  };
}
