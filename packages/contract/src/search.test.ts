import { describe, expect, it } from "vitest";
import { globalSearch } from "./search.ts";

const { query } = globalSearch;
if (!query) throw new Error("GET /search takes its text in the query");

describe("GET /search query", () => {
  it("trims the text and takes the types as a comma-separated list", () => {
    expect(query.parse({ q: "  Zoë  ", types: "DEAL,QUOTE" })).toEqual({
      q: "Zoë",
      types: ["DEAL", "QUOTE"],
    });
    expect(query.parse({ q: "Q-1042" })).toEqual({ q: "Q-1042" });
  });

  it("refuses a blank or overlong text and an unknown type", () => {
    expect(query.safeParse({ q: "   " }).success).toBe(false);
    expect(query.safeParse({ q: "x".repeat(201) }).success).toBe(false);
    expect(query.safeParse({ q: "zoe", types: "DEAL,NOPE" }).success).toBe(false);
  });
});
