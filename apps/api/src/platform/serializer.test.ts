import { healthSchema } from "@portal/contract";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contractCalls } from "../test/contract-calls.ts";
import { serializerCompiler } from "./serializer.ts";

/**
 * Where a schema would answer differently parsed than encoded: a transform or codec (a pipe), a
 * default, a prefault or a catch. Each as a path into the schema.
 */
function parseOnlyParts(schema: z.core.$ZodType, at: string, seen = new Set<z.core.$ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (["pipe", "transform", "default", "prefault", "catch"].includes(def.type))
    return [`${at} (${def.type})`];
  const children: [string, unknown][] = [];
  if (def.type === "object") children.push(...Object.entries(def.shape as Record<string, unknown>));
  if (def.type === "union")
    children.push(...(def.options as unknown[]).map((o, i): [string, unknown] => [`|${i}`, o]));
  if (def.type === "tuple")
    children.push(...(def.items as unknown[]).map((o, i): [string, unknown] => [`${i}`, o]));
  if (def.type === "lazy") children.push(["lazy", (def.getter as () => unknown)()]);
  for (const key of ["element", "innerType", "left", "right", "keyType", "valueType", "rest", "catchall"])
    if (def[key]) children.push([key, def[key]]);
  return children.flatMap(([key, child]) => parseOnlyParts(child as z.core.$ZodType, `${at}.${key}`, seen));
}

describe("the answers' serializer", () => {
  const serialize = serializerCompiler({
    schema: z.object({ id: z.string(), total: z.string() }),
    method: "GET",
    url: "/x",
  });

  it("writes only what the schema names", () => {
    expect(serialize({ id: "a", total: "1.00", passwordHash: "secret" })).toBe('{"id":"a","total":"1.00"}');
  });

  it("refuses an answer the schema does not match", () => {
    let thrown: unknown;
    try {
      serialize({ id: "a", total: 1 });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it("finds what parsing would answer differently, however deep", () => {
    const answer = z.object({
      lines: z.array(z.object({ note: z.string().transform((note) => note.trim()) })),
      status: z.union([z.literal("a"), z.string().default("b")]).optional(),
      plain: z.nullable(z.string()),
    });
    expect(parseOnlyParts(answer, "answer")).toEqual([
      "answer.lines.element.note (pipe)",
      "answer.status.innerType.|1 (default)",
    ]);
  });

  it("serves every call's answer: none has a part that parsing and encoding would answer differently", () => {
    expect(contractCalls.length).toBeGreaterThan(80);
    const found = [
      ...parseOnlyParts(healthSchema, "GET /health.json"),
      ...contractCalls.flatMap((call) => parseOnlyParts(call.response, `${call.method} ${call.path}`)),
    ];
    expect(found).toEqual([]);
  });
});
