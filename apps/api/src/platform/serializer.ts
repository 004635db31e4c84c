// How every answer is written: parsed by the call's response schema (which drops any key the contract
// does not name) and then stringified. fastify-type-provider-zod's serializer encodes instead, for
// codecs; the contract's response schemas have none (a test holds it to that), and zod's encode runs
// every check twice (once to try, once for real) while parse runs them once: half the time on GET
// /api/me. (The contract's schemas are zod/mini's, whose objects have no compiled path as classic's do;
// on the board's 2,000 deals bench:board measured no slowdown, its noise larger than any difference.)
import type { FastifySerializerCompiler } from "fastify";
import { InvalidSchemaError, ResponseSerializationError } from "fastify-type-provider-zod";
import { $ZodType, safeParse } from "zod/v4/core";

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof $ZodType)) throw new InvalidSchemaError(JSON.stringify(schema));
  return (data) => {
    const result = safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
