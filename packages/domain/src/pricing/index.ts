export * from "./adjustment.ts";
export * from "./apply-bundles.ts";
export * from "./catalogue.ts";
export * from "./money.ts";
export * from "./money-text.ts";
export * from "./pending-updates.ts";
export * from "./price-line.ts";
export * from "./price-quote.ts";
