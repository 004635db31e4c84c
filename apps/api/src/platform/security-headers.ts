import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The SPA's policy: scripts only from this origin; Mantine injects <style> tags, so inline styles are
 * allowed (styles only); images may be data: or blob: URLs (previews), and so may frames (a PDF shown
 * in the page, e.g. a purchase order's review); no framing of the app, except the configurator page,
 * which only this origin may frame.
 */
const spaDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", "blob:"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export const docsContentSecurityPolicy =
  "default-src 'self'; base-uri 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'";

/**
 * The headers helmet would set for these options, worked out once: helmet rebuilds its policy on
 * every call, so the headers are computed at start and each request only copies them.
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** What Stripe's embedded Checkout needs (Stripe.js, its frames, its API), on the checkout pages only. */
const stripeSources = {
  script: "https://js.stripe.com https://*.js.stripe.com",
  frame: "https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://checkout.stripe.com",
  connect: "https://api.stripe.com https://checkout.stripe.com https://merchant-ui-api.stripe.com",
  img: "https://*.stripe.com",
};

export function withStripe(policy: string): string {
  const widened = policy
    .replace("script-src 'self'", `script-src 'self' ${stripeSources.script}`)
    .replace("connect-src 'self'", `connect-src 'self' ${stripeSources.connect}`)
    .replace("img-src 'self'", `img-src 'self' ${stripeSources.img}`);
  return /frame-src /.test(widened)
    ? widened.replace(/frame-src [^;]*/, (directive) => `${directive} ${stripeSources.frame}`)
    : `${widened};frame-src ${stripeSources.frame}`;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; stripe?: boolean },
): Promise<void> {
  const everywhere = headersOf({
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
  const framed = {
    ...everywhere,
    "content-security-policy": (everywhere["content-security-policy"] ?? "").replace(
      "frame-ancestors 'none'",
      "frame-ancestors 'self'",
    ),
    "x-frame-options": "SAMEORIGIN",
  };
  // The customer's checkout draws Stripe's form when Stripe takes the payments.
  const checkout = options.stripe
    ? { ...everywhere, "content-security-policy": withStripe(everywhere["content-security-policy"] ?? "") }
    : everywhere;
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(
      request.url.startsWith(configuratorPathPrefix)
        ? framed
        : request.url.startsWith(checkoutPathPrefix)
          ? checkout
          : everywhere,
    );
    done();
  });
}

/** The customer's checkout pages (apps/web config/paths.ts checkout). */
export const checkoutPathPrefix = "/checkout/";

/** The SPA route that the quote page frames (apps/web config/paths.ts productOptions). */
export const configuratorPathPrefix = "/product-options/";
