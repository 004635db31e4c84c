// Session cookie and CSRF check for every /api request (registered inside the /api scope).
import { csrfCookieName, csrfHeaderName } from "@portal/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isCsrfTokenValid, issueCsrfToken } from "./csrf.ts";
import { csrfMismatch } from "./errors.ts";
import { findSession } from "./session-store.ts";

/** Calls a browser never makes (provider webhooks, supplier system calls) prove themselves another way. */
export const csrfExemptRoutes = new Set<string>([]);

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function isSecure(request: FastifyRequest): boolean {
  return request.server.deps.config.secureCookies || request.protocol === "https";
}

/** `__Host-` pins the cookie to this exact origin, which browsers allow only with Secure. */
function sessionCookieName(request: FastifyRequest): string {
  return isSecure(request) ? "__Host-portal_session" : "portal_session";
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName(request), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(request),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(request),
  });
}

/** Readable by the SPA, which echoes it in the X-XSRF-TOKEN header. */
export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string | null): void {
  reply.setCookie(csrfCookieName, issueCsrfToken(request.server.deps.config.appSecret, sessionId), {
    path: "/",
    httpOnly: false,
    sameSite: "lax",
    secure: isSecure(request),
  });
}

/** Not encapsulated: its hook must run for every route of the scope that registers it (/api). */
export const sessionPlugin = fp(async (app: FastifyInstance): Promise<void> => {
  app.addHook("onRequest", async (request, reply) => {
    const { db, config, now, sessionCache } = app.deps;
    const token = request.cookies[sessionCookieName(request)];
    request.auth = token
      ? await findSession(db, {
          token,
          now: now(),
          times: {
            idleMs: config.sessionIdleMs,
            absoluteMs: config.sessionAbsoluteMs,
          },
          cache: sessionCache,
        })
      : null;
    if (token && !request.auth) clearSessionCookie(request, reply);

    const sessionId = request.auth?.sessionId ?? null;
    const cookieToken = request.cookies[csrfCookieName];
    const cookieValid = isCsrfTokenValid(config.appSecret, sessionId, cookieToken);
    if (safeMethods.has(request.method)) {
      if (!cookieValid) setCsrfCookie(request, reply, sessionId);
      return;
    }
    if (csrfExemptRoutes.has(request.routeOptions.url ?? "")) return;
    const header = request.headers[csrfHeaderName];
    if (!cookieValid || typeof header !== "string" || header !== cookieToken) {
      // Hand out a token that works, so the next attempt (after the SPA re-reads the cookie) can pass.
      if (!cookieValid) setCsrfCookie(request, reply, sessionId);
      throw csrfMismatch();
    }
  });
});
