import { describe, expect, it } from "vitest";
import {
  blockingBundle,
  normalizeTemplateValue,
  templateValueProblem,
  templateValuesProblems,
} from "./bundles.ts";

describe("templateValueProblem", () => {
  it.each([
    ["FACTOR", "0", null],
    ["FACTOR", "1", null],
    ["FACTOR", "0.85", null],
    ["FACTOR", " 0.5 ", null],
    ["FACTOR", "1.0001", "FACTOR_OUT_OF_RANGE"],
    ["FACTOR", "-0.1", "FACTOR_OUT_OF_RANGE"],
    ["FACTOR", "2", "FACTOR_OUT_OF_RANGE"],
    ["CURRENCY", "0.01", null],
    ["CURRENCY", "45", null],
    ["CURRENCY", "999999999.9999", null],
    ["CURRENCY", "0", "CURRENCY_NOT_POSITIVE"],
    ["CURRENCY", "0.0000", "CURRENCY_NOT_POSITIVE"],
    ["CURRENCY", "-5", "CURRENCY_NOT_POSITIVE"],
    ["CURRENCY", "", "REQUIRED"],
    ["FACTOR", "   ", "REQUIRED"],
    ["FACTOR", null, "REQUIRED"],
    ["CURRENCY", undefined, "REQUIRED"],
    ["CURRENCY", "12,50", "DECIMAL_EXPECTED"],
    ["CURRENCY", "1e3", "DECIMAL_EXPECTED"],
    ["CURRENCY", "1.23456", "DECIMAL_EXPECTED"],
    ["CURRENCY", "1234567890", "DECIMAL_EXPECTED"],
    ["FACTOR", "abc", "DECIMAL_EXPECTED"],
  ] as const)("%s %j → %s", (operator, value, code) => {
    expect(templateValueProblem(operator, value)).toBe(code);
  });

  it("keeps values in their shortest form", () => {
    expect(normalizeTemplateValue(" 0.850 ")).toBe("0.85");
    expect(normalizeTemplateValue("45.00")).toBe("45");
    expect(normalizeTemplateValue("-0.00")).toBe("0");
  });
});

describe("templateValuesProblems", () => {
  const fields = [
    { templateKey: "installation", operator: "CURRENCY" },
    { templateKey: "freight", operator: "FACTOR" },
  ] as const;

  it("needs every field, each within its bounds", () => {
    expect(templateValuesProblems(fields, { installation: "45", freight: "0.9" })).toEqual({});
    expect(templateValuesProblems(fields, {})).toEqual({ installation: "REQUIRED", freight: "REQUIRED" });
    expect(templateValuesProblems(fields, { installation: "0", freight: "1.5" })).toEqual({
      installation: "CURRENCY_NOT_POSITIVE",
      freight: "FACTOR_OUT_OF_RANGE",
    });
  });

  it("refuses a key the bundle does not have", () => {
    expect(templateValuesProblems(fields, { installation: "45", freight: "1", surcharge: "2" })).toEqual({
      surcharge: "UNKNOWN_FIELD",
    });
  });
});

describe("blockingBundle", () => {
  const standard = { id: 1, exclusivityKey: "installation", isSubscribed: true };
  const premium = { id: 2, exclusivityKey: "installation", isSubscribed: false };
  const freight = { id: 3, exclusivityKey: null, isSubscribed: false };
  const other = { id: 4, exclusivityKey: "padding", isSubscribed: true };
  const all = [standard, premium, freight, other];

  it("is the other subscribed bundle of the same group", () => {
    expect(blockingBundle(all, premium)).toBe(standard);
  });

  it("is none for the subscribed one itself, a bundle without a group, or another group", () => {
    expect(blockingBundle(all, standard)).toBeNull();
    expect(blockingBundle(all, freight)).toBeNull();
    expect(blockingBundle([standard, premium], other)).toBeNull();
  });
});
