// The application as a plugin tree; it never listens (server.ts does, tests inject).
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import { errorMessages } from "@portal/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { brandingRoutes } from "./modules/branding/branding.routes.ts";
import { sessionRoutes } from "./modules/session/session.routes.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import type { AppDeps } from "./platform/deps.ts";
import { docsPlugin } from "./platform/docs.ts";
import { registerErrorHandler } from "./platform/errors.ts";
import { registerSecurityHeaders } from "./platform/security-headers.ts";
import { sessionPlugin } from "./platform/session.ts";
import { webPlugin } from "./platform/web.ts";

export type { AppDeps } from "./platform/deps.ts";

export type BuildAppOptions = {
  /** Tests pass false; the server logs at config.logLevel. */
  logger?: boolean;
};

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: deps.config.logLevel },
    trustProxy: toTrustProxy(deps.config.trustProxy),
    // The SPA's JSON bodies are small; uploads will get their own limit (25 MB) with multipart.
    bodyLimit: 1024 * 1024,
  });
  app.decorate("deps", deps);
  app.decorateRequest("auth", null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The API speaks JSON; any other body type answers 415 rather than reaching a handler as text.
  app.removeContentTypeParser("text/plain");

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, { https: deps.config.secureCookies });
  // Per-route request limits (routes opt in); counters that must be shared live in the database.
  await app.register(fastifyRateLimit, { global: false });
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      await api.register(sessionPlugin);
      await api.register(sessionRoutes);
      await api.register(settingsRoutes);
      await api.register(brandingRoutes);
      api.setNotFoundHandler(async (_request, reply) =>
        reply.status(404).send({ message: errorMessages.notFound }),
      );
    },
    { prefix: "/api" },
  );

  await app.register(webPlugin);
  return app;
}

/** A hop count becomes "trust the nearest n proxies"; Fastify's types take it as a function. */
function toTrustProxy(
  value: boolean | number | string,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === "number" ? (_address, hop) => hop < value : value;
}
