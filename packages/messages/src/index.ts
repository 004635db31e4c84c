export * from "./api-messages.ts";
export * from "./error-words.ts";
