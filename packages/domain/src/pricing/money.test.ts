import Big from "big.js";
import { describe, expect, it } from "vitest";
import { decimal, quotient, round2 } from "./money.ts";

describe("quotient", () => {
  it("divides to the places asked, half-up and away from zero on a tie", () => {
    expect(quotient(decimal(200), decimal(3), 2).toFixed(2)).toBe("66.67");
    expect(quotient(decimal(100), decimal(3), 4).toFixed(4)).toBe("33.3333");
    expect(quotient(decimal("0.125"), decimal(1), 2).toFixed(2)).toBe("0.13");
    expect(quotient(decimal("-0.125"), decimal(1), 2).toFixed(2)).toBe("-0.13");
    expect(quotient(decimal(-200), decimal(3), 2).toFixed(2)).toBe("-66.67");
  });

  it("rounds once, where dividing to 20 places first would round twice", () => {
    // 0.0049999999999999999999996 exactly: to 20 places it is 0.005, which rounds up to a cent.
    const dividend = decimal("49999999999999999999996");
    const divisor = decimal("10000000000000000000000000");
    expect(round2(dividend.div(divisor)).toFixed(2)).toBe("0.01");
    expect(quotient(dividend, divisor, 2).toFixed(2)).toBe("0.00");
  });

  it("answers a value of the usual constructor, which divides to 20 places again", () => {
    const one = quotient(decimal(1), decimal(1), 2);
    expect(one.constructor).toBe(Big);
    expect(one.div(3).toFixed(20)).toBe("0.33333333333333333333");
  });
});
