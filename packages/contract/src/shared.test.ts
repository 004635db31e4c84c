import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { Call } from "./call.ts";
import * as contract from "./index.ts";
import {
  int4Max,
  int4Schema,
  intIdParamSchema,
  intIdSchema,
  isStorableText,
  isTextSchema,
  textSchema,
} from "./shared.ts";

describe("textSchema", () => {
  it.each([
    ["plain text", "Kitchen blinds", true],
    ["an emoji (a surrogate pair)", "Blinds 🪟", true],
    ["Polish letters", "Żaluzje łazienka", true],
    ["a NUL character", "a\u0000b", false],
    ["a lone high surrogate", "a\ud800b", false],
    ["a lone low surrogate", "\udc00", false],
    ["swapped surrogates", "\udc00\ud800", false],
  ])("%s → %s", (_, value, storable) => {
    expect(isStorableText(value)).toBe(storable);
    expect(textSchema.safeParse(value).success).toBe(storable);
  });

  it("refuses with the INVALID_CHARACTERS code and keeps spaces (passwords)", () => {
    const result = textSchema.safeParse("\u0000");
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["INVALID_CHARACTERS"]);
    expect(textSchema.parse("  pass  ")).toBe("  pass  ");
  });
});

describe("integer ids", () => {
  it("stop at the largest PostgreSQL integer", () => {
    expect(intIdParamSchema.parse(String(int4Max))).toBe(int4Max);
    expect(intIdParamSchema.safeParse(String(int4Max + 1)).success).toBe(false);
    expect(intIdParamSchema.safeParse("0").success).toBe(false);
    expect(intIdSchema.parse(int4Max)).toBe(int4Max);
    expect(intIdSchema.safeParse(int4Max + 1).success).toBe(false);
    expect(int4Schema.safeParse(-int4Max - 2).success).toBe(false);
  });
});

function isCall(value: unknown): value is Call {
  return (
    typeof value === "object" && value !== null && "method" in value && "path" in value && "response" in value
  );
}

/**
 * Texts and integers a client sends that the database could refuse: a string that is not a textSchema
 * (or an enum, uuid, pattern...), an integer without int4 bounds. Each as `METHOD path part.field`.
 */
function unguardedInputs(call: Call): string[] {
  const found: string[] = [];
  for (const part of ["params", "query", "body"] as const) {
    const schema = call[part];
    if (!schema) continue;
    // zod visits a derived schema's ancestors first (z.string(), then textSchema, then .trim()...) at the
    // same path: the last visit is the schema the call really uses.
    const visits = new Map<
      string,
      { zodSchema: z.core.$ZodType; jsonSchema: z.core.JSONSchema.BaseSchema }
    >();
    z.toJSONSchema(schema, {
      io: "input",
      unrepresentable: "any",
      override: ({ zodSchema, jsonSchema, path }) => {
        visits.set([part, ...path].join("."), { zodSchema, jsonSchema });
      },
    });
    for (const [path, { zodSchema, jsonSchema }] of visits) {
      const where = `${call.method} ${call.path} ${path}`;
      const constrained =
        "enum" in jsonSchema || "const" in jsonSchema || jsonSchema.format || jsonSchema.pattern;
      if (zodSchema._zod.def.type === "string" && !constrained && !isTextSchema(zodSchema)) found.push(where);
      if (jsonSchema.type === "integer") {
        const minimum = jsonSchema.minimum ?? jsonSchema.exclusiveMinimum;
        const maximum = jsonSchema.maximum ?? jsonSchema.exclusiveMaximum;
        const inInt4 =
          typeof minimum === "number" &&
          minimum >= -int4Max - 1 &&
          typeof maximum === "number" &&
          maximum <= int4Max;
        if (!inInt4) found.push(`${where} (integer beyond int4)`);
      }
    }
  }
  return found;
}

describe("every call's input", () => {
  const calls = Object.values(contract).flatMap((value): Call[] => (isCall(value) ? [value] : []));

  it("uses textSchema for free text and int4 bounds for integers", () => {
    expect(calls.length).toBeGreaterThan(80);
    expect(calls.flatMap(unguardedInputs)).toEqual([]);
  });
});
