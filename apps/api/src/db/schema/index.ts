export * from "./accounts.ts";
export * from "./auth.ts";
export * from "./people.ts";
export * from "./suppliers.ts";
