// The catalogue area's public surface: its calls, and how a configured line's price and problems read.
// The components other areas render (the browser, the configurator, the price explanation) are its
// components.ts, so that a route using only these does not load them.
export { useProductDetail } from "./api/get-product.ts";
export { productTreeKey, useProductTree } from "./api/get-product-tree.ts";
export { configurationSummary } from "./components/configuration-summary.ts";
export { lineErrorText } from "./components/line-error-text.ts";
export { postToPage } from "./configurator/configurator-messages.ts";
export type { ConfiguratorPrice } from "./configurator/live-preview.ts";
