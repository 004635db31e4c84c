// Settings → Integrations (issue 14): the account's calendar connections and contact providers.
// `GET /account/nylas` and `GET /providers` are the spec's calls; the rest are ours (API.md).
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { okSchema, textSchema } from "./shared.ts";

/** Spec 000 §3 "Calendar connection". */
export const calendarProviders = [
  "GOOGLE",
  "MICROSOFT",
  "IMAP",
  "VIRTUAL_CALENDAR",
  "ICLOUD",
  "EWS",
] as const;
export type CalendarProvider = (typeof calendarProviders)[number];

/** The providers an account links through a redirect (OAuth authorisation code with PKCE). */
export const oauthCalendarProviders = ["GOOGLE", "MICROSOFT"] as const;
export type OAuthCalendarProvider = (typeof oauthCalendarProviders)[number];

export const connectionStatuses = ["VALID", "INVALID"] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

export const calendarConnectionSchema = z.object({
  id: z.number().check(z.int()),
  provider: z.enum(calendarProviders),
  status: z.enum(connectionStatuses),
  email: z.string(),
});
export type CalendarConnection = z.infer<typeof calendarConnectionSchema>;

export const listCalendarConnections = defineCall({
  method: "GET",
  path: "/account/nylas",
  summary: "The account's calendar connections",
  response: z.array(calendarConnectionSchema),
});

export const calendarProvidersSchema = z.object({
  /** What to register at the provider as the OAuth client's redirect URI. */
  redirectUri: z.string(),
  /** Every provider linked through a redirect, and whether the server has its OAuth client. */
  providers: z.array(z.object({ provider: z.enum(oauthCalendarProviders), configured: z.boolean() })),
});
export type CalendarProviders = z.infer<typeof calendarProvidersSchema>;

export const getCalendarProviders = defineCall({
  method: "GET",
  path: "/account/calendar-providers",
  summary: "Which calendar providers can be linked (their OAuth client is configured), and the redirect URI",
  response: calendarProvidersSchema,
});

export const connectVirtualCalendar = defineCall({
  method: "POST",
  path: "/account/calendar-connections/virtual-calendar",
  summary:
    "Connect the portal's own calendar (with its iCalendar feeds) as the VIRTUAL_CALENDAR connection, under the company's email",
  response: calendarConnectionSchema,
});

export const authorizeCalendar = defineCall({
  method: "POST",
  path: "/account/calendar-connections/authorize",
  summary:
    "Start linking a calendar account: answers the provider's authorize URL to send the browser to (state and PKCE kept for 10 minutes)",
  body: z.object({ provider: z.enum(oauthCalendarProviders) }),
  response: z.object({ url: z.url() }),
});

/** The query the callback redirects back to /settings/integrations with: `?calendar=connected` or an error. */
export const calendarLinkParam = "calendar";
export const calendarLinkReasonParam = "reason";
export const calendarLinkFailures = [
  /** The person declined at the provider, or the provider answered an error. */
  "denied",
  /** The state is unknown, used already, or was started by someone else. */
  "invalid_state",
  /** More than 10 minutes passed between starting and coming back. */
  "expired",
  /** Signed out meanwhile. */
  "signed_out",
  /** No longer allowed to change integrations. */
  "not_allowed",
  /** The provider's OAuth client is no longer configured. */
  "not_configured",
  /** The code could not be exchanged, or the account's email could not be read. */
  "failed",
] as const;
export type CalendarLinkFailure = (typeof calendarLinkFailures)[number];

export const calendarOAuthCallback = defineCall({
  method: "GET",
  path: "/account/calendar-connections/oauth-callback",
  summary:
    "Where the provider sends the browser back: completes the link for the employee who started it, then redirects to /settings/integrations",
  // Any text: whatever the provider sends, the answer is a redirect, never a field error.
  query: z.object({
    code: z.optional(textSchema.check(z.maxLength(4096))),
    state: z.optional(textSchema.check(z.maxLength(512))),
    error: z.optional(textSchema.check(z.maxLength(512))),
  }),
  response: z.unknown(),
  // The browser arrives from the provider: a signed-out or refused caller is redirected with a reason,
  // and the state (made for one employee of one account) is what completes the link.
  public: true,
});

export const disconnectCalendar = defineCall({
  method: "DELETE",
  path: "/account/calendar-connections/:id",
  summary: "Disconnect a calendar connection (its stored tokens are deleted)",
  params: z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)) }),
  response: okSchema,
});

/** The external contact providers an account can add (spec 000 §3 "Contact provider"). */
export const contactProviderSchemas = ["ZOHO", "PODIUM", "NYLAS"] as const;
export type ContactProviderSchemaName = (typeof contactProviderSchemas)[number];

/** The built-in provider is PORTAL; an external provider also answers its state and key hint. */
export const contactProviderSchema = z.object({
  id: z.string(),
  isPrimary: z.boolean(),
  schema: z.enum(["PORTAL", ...contactProviderSchemas]),
  fieldGroups: z.array(
    z.object({
      name: z.string(),
      fields: z.array(z.object({ key: z.string(), label: z.string(), type: z.string() })),
    }),
  ),
  /** External providers only: whether its key works (VALID until the provider refuses it). */
  status: z.optional(z.enum(connectionStatuses)),
  /** External providers only: the key's last four characters; the key itself is never answered. */
  apiKeyHint: z.optional(z.string()),
});
export type ContactProvider = z.infer<typeof contactProviderSchema>;

export const apiKeyMinLength = 8;

export const addContactProvider = defineCall({
  method: "POST",
  path: "/account/contact-providers",
  summary: "Add an external contact provider with its API key (kept encrypted; one per schema)",
  body: z.object({
    schema: z.enum(contactProviderSchemas),
    apiKey: textSchema.check(
      z.trim(),
      z.minLength(1, { abort: true }),
      z.minLength(apiKeyMinLength),
      z.maxLength(500),
      z.refine((value) => !/\s/.test(value), "INVALID_FORMAT"),
    ),
  }),
  response: contactProviderSchema,
});

export const removeContactProvider = defineCall({
  method: "DELETE",
  path: "/account/contact-providers/:id",
  summary: "Remove an external contact provider and its key (its contacts stay, read-only)",
  params: z.object({ id: z.uuid() }),
  response: okSchema,
});
