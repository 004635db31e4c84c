import { forgotPassword, getMe, login, logout, resetPassword } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { clientAddressKey } from "../../platform/rate-limits.ts";
import { ok, registerCall, registerPublicCall } from "../../platform/route.ts";
import { clearSessionCookie, setCsrfCookie, setSessionCookie } from "../../platform/session.ts";
import * as session from "./session.service.ts";

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const perAddress = {
    max: deps.config.limits.authRequestsPerAddress,
    timeWindowMs: deps.config.limits.authWindowMinutes * 60_000,
  };

  registerPublicCall(
    app,
    login,
    async ({ body, request, reply }) => {
      const started = await session.signIn(deps, {
        ...body,
        address: clientAddressKey(request.ip),
        previousSessionId: request.auth?.sessionId ?? null,
      });
      setSessionCookie(request, reply, started.token);
      setCsrfCookie(request, reply, started.sessionId);
      return started.me;
    },
    { rateLimit: perAddress },
  );

  registerCall(app, getMe, async ({ auth }) => session.getMe(deps, auth), { access: "session" });

  registerPublicCall(app, logout, async ({ auth, request, reply }) => {
    await session.signOut(deps, auth);
    clearSessionCookie(request, reply);
    setCsrfCookie(request, reply, null);
    return ok;
  });

  registerPublicCall(
    app,
    forgotPassword,
    async ({ body, request }) => {
      await session.requestPasswordReset(deps, { email: body.email, log: request.log });
      return ok;
    },
    { rateLimit: perAddress },
  );

  registerPublicCall(
    app,
    resetPassword,
    async ({ body, request }) => {
      await session.resetPassword(deps, { ...body, address: clientAddressKey(request.ip) });
      return ok;
    },
    { rateLimit: perAddress },
  );
}
