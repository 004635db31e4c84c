// The product-overrides area's public surface: how an adjustment that cannot make a price is said.
// The catalogue tree with its overrides is its components.ts.
export { adjustmentErrorText } from "./components/adjustment-error-text.ts";
