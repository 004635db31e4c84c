// The catalogue area's components that other areas render: adding from the catalogue (the quote's and
// the purchase order's), the configurator as a form or as a frame over a page, a price's explanation.
export { AddFromCatalogue } from "./components/add-from-catalogue.tsx";
export { PriceExplanation } from "./components/price-explanation.tsx";
export { ConfiguratorForm, type ConfiguratorFormProps } from "./configurator/configurator-form.tsx";
export { ConfiguratorFrame } from "./configurator/configurator-frame.tsx";
