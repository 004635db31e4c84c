// Registers a route from a contract Call: the contract validates the request and serializes the answer.
import type { Call } from "@portal/contract";
import type { AccessAction } from "@portal/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { $ZodType, input, output } from "zod/v4/core";
import { enforce, requireEmployee } from "./access.ts";
import type { Auth } from "./session-store.ts";

/** What a route's caller must be allowed (packages/domain accessRules), or "public" for no session. */
export type RouteAccess = AccessAction | "public";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set by registerCall / registerPublicCall; the authorization matrix test reads it from every route. */
    access?: RouteAccess;
  }
}

// A call's optional parts are typed `Schema | undefined`; an absent part parses to undefined.
type Parsed<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends $ZodType
    ? output<Exclude<T, undefined>>
    : undefined;

type Context<C extends Call, A> = {
  params: Parsed<C["params"]>;
  query: Parsed<C["query"]>;
  body: Parsed<C["body"]>;
  auth: A;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Every non-public call has a signed-in employee that the route's access action allows. */
export type CallHandler<C extends Call> = (context: Context<C, Auth>) => Promise<input<C["response"]>>;
/** Public calls may be made signed out. */
export type PublicCallHandler<C extends Call> = (
  context: Context<C, Auth | null>,
) => Promise<input<C["response"]>>;

type RateLimit = {
  /** Per-address request limit for this route (@fastify/rate-limit). */
  rateLimit?: { max: number; timeWindowMs: number };
};

export type RouteOptions = RateLimit & {
  /** The action of the access table this call performs (docs/permissions.md lists every route's). */
  access: AccessAction;
};

/**
 * A call that needs a session. The access check runs in the route's onRequest hook, after the session
 * hook and before the body is parsed or validated: signed out answers 401 and not allowed answers 403,
 * whatever the request carries.
 */
export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<NoInfer<C>>,
  options: RouteOptions,
): void {
  if (call.public) throw new Error(`${call.path} is public: register it with registerPublicCall`);
  addRoute(app, call, options.access, options, (request) => requireEmployee(request.auth), handler);
}

export function registerPublicCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: PublicCallHandler<NoInfer<C>>,
  options: RateLimit = {},
): void {
  if (!call.public) throw new Error(`${call.path} needs a session: register it with registerCall`);
  addRoute(app, call, "public", options, (request) => request.auth, handler);
}

function addRoute<C extends Call, A>(
  app: FastifyInstance,
  call: C,
  access: RouteAccess,
  options: RateLimit,
  authorize: (request: FastifyRequest) => A,
  handler: (context: Context<C, A>) => Promise<input<C["response"]>>,
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
    config: {
      access,
      // The OpenAPI document declares a file's answer by its media type (docs.ts).
      ...(call.produces ? { produces: call.produces } : {}),
      ...(options.rateLimit
        ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } }
        : {}),
    },
    ...(access === "public"
      ? {}
      : {
          onRequest: async (request: FastifyRequest) => {
            enforce(request.auth, access);
          },
        }),
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
