import { describe, expect, it } from "vitest";
import { formatMoney, formatPaymentAmount, formatPercent, sumMoney, toCents } from "./money-text.ts";

describe("money as text", () => {
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

  it("says what Intl's en-AU currency format says, exactly, small and large, either sign", () => {
    const intl = new Intl.NumberFormat("en-AU", {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const values = ["0.01", "0.99", "1", "9.5", "99.99", "100", "999.99", "1000", "12345.67", "999999.99"];
    values.push("1000000", "123456789.01", "9007199254740993.01", "100000000000000000.10");
    for (const value of [...values, ...values.map((text) => `-${text}`)]) {
      expect(formatMoney(value)).toBe(intl.format(value as `${number}`));
    }
  });
});

describe("a payment's amount for its customer", () => {
  it("names the currency and keeps two to four places, exactly", () => {
    expect(formatPaymentAmount("1500.00", "USD")).toBe("USD 1,500.00");
    expect(formatPaymentAmount("0.5", "USD")).toBe("USD 0.50");
    expect(formatPaymentAmount("12.3456", "USD")).toBe("USD 12.3456");
    expect(formatPaymentAmount("9007199254740993.01", "USD")).toBe("USD 9,007,199,254,740,993.01");
  });
});

describe("unit prices and percentages", () => {
  it("shows a four-place unit price to the cent, half-up", () => {
    expect(formatMoney("36.6666")).toBe("$36.67");
    expect(formatMoney("187.8800")).toBe("$187.88");
    expect(formatMoney("0.0050")).toBe("$0.01");
    expect(formatMoney(null)).toBe("—");
  });

  it("drops a percentage's trailing zeros", () => {
    expect(formatPercent("50.0000")).toBe("50");
    expect(formatPercent("12.50")).toBe("12.5");
    expect(formatPercent("-10")).toBe("-10");
  });
});
