// The product-overrides area's public surface: the catalogue tree with its overrides, and how an
// adjustment that cannot make a price is said.
export { adjustmentErrorText } from "./components/adjustment-error-text.ts";
export { BadgeView, ProductOverridesCard } from "./components/product-overrides-card.tsx";
