import {
  addContactProvider,
  authorizeCalendar,
  calendarOAuthCallback,
  connectVirtualCalendar,
  disconnectCalendar,
  getCalendarProviders,
  listCalendarConnections,
  removeContactProvider,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { ok, registerCall, registerPublicCall } from "../../platform/route.ts";
import { createSecretBox } from "../../platform/secret-box.ts";
import * as calendars from "./calendar-connections.service.ts";
import * as oauth from "./calendar-oauth.ts";
import * as contactProviders from "./contact-providers.service.ts";

/** Per client address: each start keeps a state row, so a flood of starts is cut short. */
const startLimit = { rateLimit: { max: 30, timeWindowMs: 60_000 } };
/** Per client address: a person comes back once per link; more is someone guessing states. */
const callbackLimit = { rateLimit: { max: 60, timeWindowMs: 60_000 } };

export async function integrationsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, now } = app.deps;
  const box = createSecretBox(config.appSecret);
  // Settings → Integrations needs the Deals feature (SettingsIntegrations, spec 001 §6); changing what
  // is connected needs the settings permission as every settings change does (docs/permissions.md).
  const view = { access: "settings.integrations.view" } as const;
  const edit = { access: "settings.integrations.edit" } as const;

  registerCall(
    app,
    listCalendarConnections,
    async ({ auth }) => calendars.listCalendarConnections(db, auth.accountId),
    view,
  );
  registerCall(app, getCalendarProviders, async () => calendars.getCalendarProviders(config), view);
  registerCall(
    app,
    connectVirtualCalendar,
    async ({ auth }) => calendars.connectVirtualCalendar(db, auth, now()),
    edit,
  );
  registerCall(
    app,
    authorizeCalendar,
    async ({ auth, body }) =>
      oauth.startCalendarAuthorization({ db, config, box, now: now() }, auth, body.provider),
    { ...edit, ...startLimit },
  );
  // The provider sends the browser here: whatever happened, the answer is a redirect to the page.
  registerPublicCall(
    app,
    calendarOAuthCallback,
    async ({ auth, query, request, reply }) => {
      const location = await oauth.completeCalendarAuthorization(
        { db, config, box, now: now() },
        auth,
        query,
        request.log,
      );
      return reply.header("cache-control", "no-store").redirect(location, 303);
    },
    callbackLimit,
  );
  registerCall(
    app,
    disconnectCalendar,
    async ({ auth, params }) => {
      await calendars.disconnectCalendar(db, auth.accountId, params.id);
      return ok;
    },
    edit,
  );

  registerCall(
    app,
    addContactProvider,
    async ({ auth, body }) => contactProviders.addContactProvider(db, box, { auth, body, now: now() }),
    edit,
  );
  registerCall(
    app,
    removeContactProvider,
    async ({ auth, params }) => {
      await contactProviders.removeContactProvider(db, auth.accountId, params.id);
      return ok;
    },
    edit,
  );
}
