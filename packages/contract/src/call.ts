// One call = method + path + the zod shapes of its parts (the contract's are zod/mini's; any core schema).
// The API registers routes from these;
// the web client builds requests and validates responses with the same objects.
import type { $ZodType, input, output } from "zod/v4/core";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export type Call<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends $ZodType | undefined = $ZodType | undefined,
  Query extends $ZodType | undefined = $ZodType | undefined,
  Body extends $ZodType | undefined = $ZodType | undefined,
  Response extends $ZodType = $ZodType,
> = {
  method: M;
  /** Path under /api, in Fastify's `:param` form. */
  path: P;
  summary: string;
  /** Public calls need no session; every other call needs a signed-in employee. */
  public?: boolean;
  /** Ours: the media type of an answer that is not JSON (a PDF, a stored file, a calendar). */
  produces?: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
};

export function defineCall<
  const M extends HttpMethod,
  const P extends string,
  Params extends $ZodType | undefined = undefined,
  Query extends $ZodType | undefined = undefined,
  Body extends $ZodType | undefined = undefined,
  Response extends $ZodType = $ZodType,
>(call: Call<M, P, Params, Query, Body, Response>): Call<M, P, Params, Query, Body, Response> {
  return call;
}

// The parts are optional properties, so `C["body"]` is `Schema | undefined`: strip the undefined first.
type PartInput<Part> = [Part] extends [undefined] ? undefined : input<Extract<Part, $ZodType>>;
export type CallParams<C extends Call> = PartInput<C["params"]>;
export type CallQuery<C extends Call> = PartInput<C["query"]>;
export type CallBody<C extends Call> = PartInput<C["body"]>;
export type CallResponse<C extends Call> = output<C["response"]>;

/** Fills `:name` segments of a call's path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
