import { describe, expect, it } from "vitest";
import { formatMoney, sumMoney, toCents } from "./format-money.ts";

describe("money in the web app", () => {
  it("adds up in whole cents", () => {
    expect(sumMoney(["0.10", "0.20", "1498.92", "-3.5"])).toBe("1495.72");
    expect(sumMoney([])).toBe("0.00");
    expect(toCents("12")).toBe(1200n);
    expect(toCents("abc")).toBeNull();
  });

  it("shows dollars with thousands separators", () => {
    expect(formatMoney("1498.92")).toBe("$1,498.92");
    expect(formatMoney("1234567.5")).toBe("$1,234,567.50");
    expect(formatMoney("-149.9")).toBe("-$149.90");
    expect(formatMoney("0.00")).toBe("$0.00");
  });
});
