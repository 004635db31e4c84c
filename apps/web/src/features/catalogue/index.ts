// The catalogue area's public surface: browsing the dealer's catalogue, a product's detail, the
// configurator (a form, or a frame over a page) and how a configured line's price and problems read.
export { useProductDetail } from "./api/get-product.ts";
export { productTreeKey, useProductTree } from "./api/get-product-tree.ts";
export { AddFromCatalogue } from "./components/add-from-catalogue.tsx";
export { CatalogueBrowser } from "./components/catalogue-browser.tsx";
export { configurationSummary } from "./components/configuration-summary.ts";
export { lineErrorText } from "./components/line-error-text.ts";
export { PriceExplanation } from "./components/price-explanation.tsx";
export { ConfiguratorForm, type ConfiguratorFormProps } from "./configurator/configurator-form.tsx";
export { ConfiguratorFrame } from "./configurator/configurator-frame.tsx";
export { postToPage } from "./configurator/configurator-messages.ts";
export type { ConfiguratorPrice } from "./configurator/live-preview.ts";
