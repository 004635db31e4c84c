import { describe, expect, it } from "vitest";
import { isQuoteConvertible, isQuoteReadOnly, type QuoteState } from "./quote-state.ts";

describe("a quote's state", () => {
  it.each<[QuoteState, boolean, boolean]>([
    [{ status: "DRAFT", isArchived: false }, false, false],
    [{ status: "DRAFT", isArchived: true }, true, false],
    [{ status: "ACCEPTED", isArchived: false }, true, true],
    [{ status: "ACCEPTED", isArchived: true }, true, false],
  ])("%j: read-only %s, convertible %s", (quote, readOnly, convertible) => {
    expect(isQuoteReadOnly(quote)).toBe(readOnly);
    expect(isQuoteConvertible(quote)).toBe(convertible);
  });
});
