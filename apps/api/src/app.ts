import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
// The application as a plugin tree; it never listens (server.ts does, tests inject).
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { addressLookupRoutes } from "./modules/address-lookup/address-lookup.routes.ts";
import { appointmentsRoutes } from "./modules/appointments/appointments.routes.ts";
import { brandingRoutes } from "./modules/branding/branding.routes.ts";
import { bundlesRoutes } from "./modules/bundles/bundles.routes.ts";
import { calendarFeedRoutes } from "./modules/calendar-feed/calendar-feed.routes.ts";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes.ts";
import { checklistsRoutes } from "./modules/checklists/checklists.routes.ts";
import { endCardSessionsOf } from "./modules/checkout/card-sessions.ts";
import { checkoutRoutes } from "./modules/checkout/checkout.routes.ts";
import { contactsRoutes } from "./modules/contacts/contacts.routes.ts";
import { customFieldsRoutes } from "./modules/custom-fields/custom-fields.routes.ts";
import { customerQuoteRoutes } from "./modules/customer-quote/customer-quote.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { dealsRoutes } from "./modules/deals/deals.routes.ts";
import { documentsRoutes } from "./modules/documents/documents.routes.ts";
import { employeesRoutes } from "./modules/employees/employees.routes.ts";
import { integrationsRoutes } from "./modules/integrations/integrations.routes.ts";
import { legacyOrdersRoutes } from "./modules/legacy-orders/legacy-orders.routes.ts";
import { notesRoutes } from "./modules/notes/notes.routes.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { personnelRoutes } from "./modules/personnel/personnel.routes.ts";
import { productOverridesRoutes } from "./modules/product-overrides/product-overrides.routes.ts";
import { purchaseOrdersRoutes } from "./modules/purchase-orders/purchase-orders.routes.ts";
import { quotesRoutes } from "./modules/quotes/quotes.routes.ts";
import { relatedDealsRoutes } from "./modules/related-deals/related-deals.routes.ts";
import { salesRepsRoutes } from "./modules/sales-reps/sales-reps.routes.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { sessionRoutes } from "./modules/session/session.routes.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { supplierOrdersRoutes } from "./modules/supplier-orders/supplier-orders.routes.ts";
import { emailSupplier, supplierOrderOnSubmit } from "./modules/supplier-orders/supplier-orders.service.ts";
import { workflowsRoutes } from "./modules/workflows/workflows.routes.ts";
import { cardProviderOf } from "./platform/configured-card-provider.ts";
import type { AppDeps } from "./platform/deps.ts";
import { docsPlugin } from "./platform/docs.ts";
import { registerErrorHandler, sendRefusal } from "./platform/errors.ts";
import { serializeRequest } from "./platform/log-redaction.ts";
import { clientAddressKey } from "./platform/rate-limits.ts";
import { databaseRequestCounters } from "./platform/request-counters.ts";
import { registerSecurityHeaders } from "./platform/security-headers.ts";
import { serializerCompiler } from "./platform/serializer.ts";
import { sessionPlugin } from "./platform/session.ts";
import { webPlugin } from "./platform/web.ts";

export type { AppDeps } from "./platform/deps.ts";

export type BuildAppOptions = {
  /** Tests pass false; the server logs at config.logLevel. */
  logger?: boolean;
  /** Told of every route as it is registered (the authorization matrix test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: deps.config.logLevel, serializers: { req: serializeRequest } },
    trustProxy: toTrustProxy(deps.config.trustProxy),
    // The SPA's JSON bodies are small; uploads go through multipart with their own limits.
    bodyLimit: 1024 * 1024,
    // What the router refuses before any route runs answers in the contract's shape too: a URL that
    // does not decode is a bad request; a path segment longer than any id names nothing.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return sendRefusal(reply, "NOT_FOUND");
      return sendRefusal(reply, "BAD_REQUEST");
    },
  });
  const { onRoute } = options;
  if (onRoute) app.addHook("onRoute", (route) => onRoute(route));
  // One card provider for every route that needs it (payments, checkout, the customer quote).
  app.decorate("deps", { ...deps, cardProvider: cardProviderOf(deps) });
  app.decorateRequest("auth", null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The API speaks JSON; any other body type answers 415 rather than reaching a handler as text.
  app.removeContentTypeParser("text/plain");

  // Answers over a kilobyte go out compressed (brotli or gzip, as the client accepts). Brotli at a
  // fast level: a dynamic answer is compressed on every request. Files the build compressed already
  // (the web app's assets) are sent as they are; PDFs and images are not compressed again.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, {
    https: deps.config.secureCookies,
    stripe: deps.config.payments.provider === "stripe",
  });
  // Per-route request limits (routes opt in), counted where every process sees them: Redis when
  // configured, else the database.
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => clientAddressKey(request.ip),
    ...(deps.redis
      ? { redis: deps.redis, nameSpace: "portal-rate-limit:" }
      : { store: databaseRequestCounters(deps.db) }),
  });
  await app.register(docsPlugin);
  // Uploads: one file per request; a route lowers the size for its own kind of file (spec: 25 MB at most).
  await app.register(fastifyMultipart, {
    limits: { fileSize: 25 * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
  });

  await app.register(
    async (api) => {
      await api.register(sessionPlugin);
      await api.register(sessionRoutes);
      await api.register(settingsRoutes);
      await api.register(addressLookupRoutes);
      await api.register(brandingRoutes);
      await api.register(workflowsRoutes);
      await api.register(customFieldsRoutes);
      await api.register(employeesRoutes);
      await api.register(bundlesRoutes);
      // Modules build on each other without a circle (npm run lint:deps): where one needs the work of a
      // module that builds on it, it is passed in here.
      await api.register(dealsRoutes, { endCardSessions: endCardSessionsOf(api) });
      await api.register(contactsRoutes);
      await api.register(searchRoutes);
      await api.register(legacyOrdersRoutes);
      await api.register(checklistsRoutes);
      await api.register(notesRoutes);
      await api.register(appointmentsRoutes);
      await api.register(paymentsRoutes);
      await api.register(catalogueRoutes);
      await api.register(checkoutRoutes);
      await api.register(customerQuoteRoutes);
      await api.register(productOverridesRoutes);
      await api.register(quotesRoutes);
      await api.register(purchaseOrdersRoutes, {
        supplierOrders: { open: supplierOrderOnSubmit, email: emailSupplier },
      });
      await api.register(supplierOrdersRoutes);
      await api.register(relatedDealsRoutes);
      await api.register(documentsRoutes);
      await api.register(dashboardRoutes);
      await api.register(personnelRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(integrationsRoutes);
      await api.register(salesRepsRoutes);
      api.setNotFoundHandler(async (_request, reply) => sendRefusal(reply, "NOT_FOUND"));
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
