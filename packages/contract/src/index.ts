export * from "./call.ts";
export * from "./custom-fields.ts";
export * from "./errors.ts";
export * from "./session.ts";
export * from "./settings.ts";
export * from "./shared.ts";
export * from "./workflows.ts";
