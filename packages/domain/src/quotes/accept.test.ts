import { describe, expect, it } from "vitest";
import { acceptBlocker } from "./accept.ts";

const ready = { lineCount: 2, isPricingValid: true, hasPendingUpdates: false };

describe("acceptBlocker", () => {
  it("lets a priced quote without pending updates be accepted", () => {
    expect(acceptBlocker(ready)).toBeNull();
  });

  it("names each problem on its own", () => {
    expect(acceptBlocker({ ...ready, lineCount: 0 })).toBe("QUOTE_EMPTY");
    expect(acceptBlocker({ ...ready, isPricingValid: false })).toBe("QUOTE_HAS_ERRORS");
    expect(acceptBlocker({ ...ready, hasPendingUpdates: true })).toBe("QUOTE_PENDING_UPDATES");
  });

  it("names line errors before pending updates when a quote has both", () => {
    expect(acceptBlocker({ ...ready, isPricingValid: false, hasPendingUpdates: true })).toBe(
      "QUOTE_HAS_ERRORS",
    );
  });

  it("names an empty quote first whatever else it has", () => {
    expect(acceptBlocker({ lineCount: 0, isPricingValid: false, hasPendingUpdates: true })).toBe(
      "QUOTE_EMPTY",
    );
  });
});
