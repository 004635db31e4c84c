import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { errorBodySchema, errorCodes, fieldProblemOf } from "./errors.ts";
import { emailSchema, textSchema } from "./shared.ts";

function problems(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => fieldProblemOf(issue));
}

describe("field problems", () => {
  it("turns zod's kinds of problem into codes with the values their words need", () => {
    expect(problems(textSchema.check(z.trim(), z.minLength(1)), " ")).toEqual([{ code: "REQUIRED" }]);
    expect(problems(z.string().check(z.minLength(8)), "short")).toEqual([
      { code: "TOO_SHORT", params: { minimum: 8 } },
    ]);
    expect(problems(z.string().check(z.maxLength(3)), "four")).toEqual([
      { code: "TOO_LONG", params: { maximum: 3 } },
    ]);
    expect(problems(z.number().check(z.maximum(10)), 11)).toEqual([
      { code: "TOO_BIG", params: { maximum: 10 } },
    ]);
    expect(problems(z.number().check(z.minimum(0)), -1)).toEqual([
      { code: "TOO_SMALL", params: { minimum: 0 } },
    ]);
    expect(problems(z.enum(["a", "b"]), "c")).toEqual([{ code: "INVALID_VALUE" }]);
    expect(problems(z.email(), "nope")).toEqual([{ code: "INVALID_EMAIL" }]);
    expect(problems(emailSchema, "nope")).toEqual([{ code: "INVALID_EMAIL" }]);
    expect(problems(z.uuid(), "nope")).toEqual([{ code: "INVALID_FORMAT" }]);
    expect(problems(z.strictObject({}), { extra: 1 })).toEqual([{ code: "UNKNOWN_FIELD" }]);
  });

  it("keeps a contract refinement's own code, and the text schema's", () => {
    expect(problems(textSchema, "a\0b")).toEqual([{ code: "INVALID_CHARACTERS" }]);
    expect(problems(z.string().check(z.refine(() => false, "KEY_TAKEN")), "x")).toEqual([
      { code: "KEY_TAKEN" },
    ]);
  });

  it("calls a value that was not sent required, and a value of the wrong type invalid", () => {
    const [issue] = z.object({ name: z.string() }).safeParse({}).error?.issues ?? [];
    expect(issue && fieldProblemOf(issue, true)).toEqual({ code: "REQUIRED" });
    expect(problems(z.string(), 42)).toEqual([{ code: "INVALID_TYPE", params: { expected: "string" } }]);
  });

  it("never answers prose as a code", () => {
    expect(problems(z.string().check(z.refine(() => false, "Some English sentence")), "x")).toEqual([
      { code: "INVALID" },
    ]);
  });
});

describe("error body", () => {
  it("carries a code beside the message, and field errors with codes", () => {
    const body = {
      message: "The given data was invalid.",
      code: "VALIDATION_FAILED",
      errors: { name: [{ code: "REQUIRED", message: "This field is required" }] },
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.safeParse({ message: "Not found." }).success).toBe(false);
  });

  it("names each code once", () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });
});
