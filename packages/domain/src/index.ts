export * from "./access/access.ts";
export * from "./deals/alerts.ts";
export * from "./deals/board-order.ts";
export * from "./workflows/workflows.ts";
