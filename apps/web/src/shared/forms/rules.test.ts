import { describe, expect, it } from "vitest";
import {
  auPhone,
  clampNumber,
  email,
  matchesField,
  minLength,
  multiEmailEntryError,
  normalizeText,
  required,
  rules,
} from "./rules.ts";

describe("required", () => {
  it("answers the generic message without a label and the labelled one with it", () => {
    expect(required()("", {})).toBe("This field is required");
    expect(required("Company name")("", {})).toBe("Company name is required");
  });

  it("treats whitespace, null and empty lists as missing, and anything else as present", () => {
    expect(required()("   ", {})).toBe("This field is required");
    expect(required()(null, {})).toBe("This field is required");
    expect(required()([], {})).toBe("This field is required");
    expect(required()("x", {})).toBeNull();
    expect(required()(0, {})).toBeNull();
  });

  it("uses a field's own message when given", () => {
    expect(required(undefined, "Please enter your username")("", {})).toBe("Please enter your username");
  });
});

describe("email", () => {
  it("accepts a standard address and rejects malformed ones with the default invalid message", () => {
    expect(email()("ann@example.com", {})).toBeNull();
    for (const bad of ["ann", "ann@", "ann@example", "ann @example.com", "@example.com"]) {
      expect(email()(bad, {})).toBe("Please enter a valid value");
    }
  });

  it("leaves empty values to `required`", () => {
    expect(email()("", {})).toBeNull();
  });
});

describe("auPhone", () => {
  it.each(["02 9999 9999", "0412 345 678", "+61 412 345 678", "+61299999999", "1300 123 456", "131 450"])(
    "accepts %s",
    (value) => {
      expect(auPhone()(value, {})).toBeNull();
    },
  );

  it.each(["12345", "+1 415 555 0100", "0412 345 67", "phone"])("rejects %s", (value) => {
    expect(auPhone()(value, {})).toBe("Please enter a valid value");
  });
});

describe("rules", () => {
  it("answers the first failing rule's message", () => {
    const rule = rules(required("Email"), email("Please enter a valid email address"));
    expect(rule("", {})).toBe("Email is required");
    expect(rule("nope", {})).toBe("Please enter a valid email address");
    expect(rule("a@b.co", {})).toBeNull();
  });

  it("compares with another field and checks length", () => {
    const values = { password: "secret123", confirm: "secret124" };
    expect(matchesField<typeof values>("password", "Passwords do not match")(values.confirm, values)).toBe(
      "Passwords do not match",
    );
    expect(minLength(8, "Too short")("1234567", {})).toBe("Too short");
    expect(minLength(8, "Too short")("12345678", {})).toBeNull();
  });
});

describe("normalizeText and clampNumber (blur behaviour)", () => {
  it("trims and cuts to maxLength", () => {
    expect(normalizeText("  Acme  ")).toBe("Acme");
    expect(normalizeText("  abcdefgh ", 5)).toBe("abcde");
    expect(normalizeText("Acme Blinds", 5)).toBe("Acme");
  });

  it("clamps numbers into [min, max] and leaves empty values alone", () => {
    expect(clampNumber(150, 0, 100)).toBe(100);
    expect(clampNumber(-3, 0, 100)).toBe(0);
    expect(clampNumber(42, 0, 100)).toBe(42);
    expect(clampNumber("", 0, 100)).toBe("");
  });
});

describe("multiEmailEntryError", () => {
  it("rejects malformed addresses and duplicates (ignoring case), accepts new valid ones", () => {
    expect(multiEmailEntryError("not-an-email", [])).toBe("Email address is invalid");
    expect(multiEmailEntryError("Ann@Example.com", ["ann@example.com"])).toBe(
      "Duplicate address already added",
    );
    expect(multiEmailEntryError("bob@example.com", ["ann@example.com"])).toBeNull();
  });
});
