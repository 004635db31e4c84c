// OpenAPI 3 from the contracts at /api/openapi.json, readable docs at /api/docs.
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { docsContentSecurityPolicy } from "./security-headers.ts";

/** The calls a supplier's own system makes, signed with the API token the dealer issued it. */
const supplierSystemPrefix = "/api/supplier/";

/** Not encapsulated: @fastify/swagger must see the routes registered after it everywhere. */
export const docsPlugin = fp(async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Dealer portal API",
        version: "1.0.0",
        description:
          "Staff calls use the session cookie (and X-XSRF-TOKEN on changes). A supplier's own system " +
          "calls /api/supplier/orders with `Authorization: Bearer <token>`, the token the dealer issued " +
          "it in Settings → Suppliers.",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "portal_session" },
          csrf: { type: "apiKey", in: "header", name: "X-XSRF-TOKEN" },
          supplierToken: {
            type: "http",
            scheme: "bearer",
            description: "A supplier's API token (Settings → Suppliers): `Authorization: Bearer <token>`",
          },
        },
      },
    },
    transform: (route) => {
      const result = jsonSchemaTransform(route);
      const produces = (route.route?.config as { produces?: string } | undefined)?.produces;
      if (produces) {
        // A file, not JSON: its media type and a binary body, so generated clients read it as one.
        result.schema = {
          ...result.schema,
          produces: [produces],
          response: { 200: { description: "The file", type: "string", format: "binary" } },
        };
      }
      if (!route.url.startsWith(supplierSystemPrefix)) return result;
      return { ...result, schema: { ...result.schema, security: [{ supplierToken: [] }] } };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { validatorUrl: null },
    uiHooks: {
      // Swagger UI needs inline styles and scripts that the SPA's policy forbids; this route alone gets them.
      onRequest: async (_request, reply) => {
        reply.header("content-security-policy", docsContentSecurityPolicy);
      },
    },
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
});
