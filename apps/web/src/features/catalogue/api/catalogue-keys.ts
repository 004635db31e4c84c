// The catalogue's query keys: all start with "catalogue", so a catalogue import refreshes them all
// (features/catalogue invalidates ["catalogue"]).
import type { ProductFilter } from "./list-products.ts";

export const catalogueKeys = {
  brands: (manufacturerId: number | null) => ["catalogue", "brands", manufacturerId] as const,
  products: (filter: ProductFilter) => ["catalogue", "products", filter] as const,
  product: (productId: string | undefined) => ["catalogue", "product", productId] as const,
};
