// Registers a route from a contract Call: the contract validates the request and serializes the answer.
import type { Call } from "@portal/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { type AccessRule, enforce } from "./access.ts";
import type { Auth } from "./session-store.ts";

// A call's optional parts are typed `Schema | undefined`; an absent part parses to undefined.
type Parsed<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends z.ZodType
    ? z.output<Exclude<T, undefined>>
    : undefined;

type Context<C extends Call, A> = {
  params: Parsed<C["params"]>;
  query: Parsed<C["query"]>;
  body: Parsed<C["body"]>;
  auth: A;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Every non-public call has a signed-in employee that passed the route's access rule. */
export type CallHandler<C extends Call> = (context: Context<C, Auth>) => Promise<z.input<C["response"]>>;
/** Public calls may be made signed out. */
export type PublicCallHandler<C extends Call> = (
  context: Context<C, Auth | null>,
) => Promise<z.input<C["response"]>>;

export type RouteOptions = AccessRule & {
  /** Per-address request limit for this route (@fastify/rate-limit). */
  rateLimit?: { max: number; timeWindowMs: number };
};

export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<NoInfer<C>>,
  options: RouteOptions = {},
): void {
  if (call.public) throw new Error(`${call.path} is public: register it with registerPublicCall`);
  addRoute(app, call, options, (request) => enforce(request.auth, options), handler);
}

export function registerPublicCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: PublicCallHandler<NoInfer<C>>,
  options: Pick<RouteOptions, "rateLimit"> = {},
): void {
  if (!call.public) throw new Error(`${call.path} needs a session: register it with registerCall`);
  addRoute(app, call, options, (request) => request.auth, handler);
}

function addRoute<C extends Call, A>(
  app: FastifyInstance,
  call: C,
  options: RouteOptions,
  authorize: (request: FastifyRequest) => A,
  handler: (context: Context<C, A>) => Promise<z.input<C["response"]>>,
): void {
  const tag = call.path.split("/").filter(Boolean)[0] ?? "api";
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      summary: call.summary,
      tags: [tag],
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: call.response },
    },
    config: options.rateLimit
      ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } }
      : {},
    handler: async (request, reply) => {
      const auth = authorize(request);
      // The validator compiler has already parsed these with the call's schemas.
      const context = {
        params: request.params,
        query: request.query,
        body: request.body,
        auth,
        request,
        reply,
      } as Context<C, A>;
      return handler(context);
    },
  });
}

/** The `{ ok: true }` answer of calls that return nothing else. */
export const ok = { ok: true } as const;
