export * from "./access/access.ts";
export * from "./catalogue/catalogue-versions.ts";
export * from "./deals/alerts.ts";
export * from "./deals/board-order.ts";
export * from "./documents/documents.ts";
export * from "./pricing/index.ts";
export * from "./workflows/workflows.ts";
