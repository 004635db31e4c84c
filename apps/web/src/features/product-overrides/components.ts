// The product-overrides area's components that other areas render: the catalogue tree with its
// overrides (Settings → Products).
export { ProductOverridesCard } from "./components/product-overrides-card.tsx";
