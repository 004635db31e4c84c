export * from "./access/access.ts";
