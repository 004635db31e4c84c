import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * The SPA's policy: scripts only from this origin; Mantine injects <style> tags, so inline styles are
 * allowed (styles only); images may be data: or blob: URLs (previews); no framing, except the
 * configurator page, which only this origin may frame.
 */
const spaDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export const docsContentSecurityPolicy =
  "default-src 'self'; base-uri 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'";

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: options.https ? { ...spaDirectives, upgradeInsecureRequests: [] } : spaDirectives,
    },
    // HSTS only makes sense when the site is served over https.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
  });
  // The configurator page is shown in a frame on the quote page: our own origin alone may frame it.
  app.addHook("onSend", async (request, reply) => {
    if (!request.url.startsWith(configuratorPathPrefix)) return;
    const csp = reply.getHeader("content-security-policy");
    if (typeof csp === "string")
      reply.header(
        "content-security-policy",
        csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
    reply.header("x-frame-options", "SAMEORIGIN");
  });
}

/** The SPA route that the quote page frames (apps/web config/paths.ts productOptions). */
export const configuratorPathPrefix = "/product-options/";
