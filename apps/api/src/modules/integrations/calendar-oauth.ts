// Linking a Google or Microsoft calendar account: the OAuth 2.0 authorisation code flow with PKCE
// (RFC 7636, S256) through platform/oauth-clients.ts. Starting keeps a one-time state (only its sha256)
// with the verifier, bound to the employee who started; the provider sends the browser back to the
// callback, which exchanges the code, reads the account's email and keeps the tokens encrypted.
import { createHash } from "node:crypto";
import {
  type CalendarLinkFailure,
  calendarLinkParam,
  calendarLinkReasonParam,
  type OAuthCalendarProvider,
} from "@portal/contract";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config, OAuthClientConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { calendarConnections, oauthStates } from "../../db/schema/index.ts";
import { allows } from "../../platform/access.ts";
import { validationFailed } from "../../platform/errors.ts";
import { exchangeCode, startAuthorization, userinfoClaims } from "../../platform/oauth-clients.ts";
import type { SecretBox } from "../../platform/secret-box.ts";
import type { Auth } from "../../platform/session-store.ts";
import { calendarRedirectUri, lockCalendarConnections } from "./calendar-connections.service.ts";

/** How long a started link may take at the provider before its state is refused. */
export const oauthStateLifetimeMs = 10 * 60_000;

/** The page the callback sends the browser back to. */
const integrationsPage = "/settings/integrations";

export type OAuthDeps = { db: Db; config: Config; box: SecretBox; now: Date };

const stateId = (state: string) => createHash("sha256").update(state).digest("hex");

/** Keeps a state and PKCE verifier for this employee and answers the provider's authorize URL. */
export async function startCalendarAuthorization(
  { db, config, box, now }: OAuthDeps,
  auth: Auth,
  provider: OAuthCalendarProvider,
): Promise<{ url: string }> {
  const client = config.calendarOAuth[provider];
  if (!client) throw validationFailed({ provider: "PROVIDER_NOT_CONFIGURED" });
  const { url, state, codeVerifier } = startAuthorization(provider, client, calendarRedirectUri(config));
  // Abandoned attempts of this account go as new ones start.
  await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.accountId, auth.accountId), lt(oauthStates.expiresAt, now)));
  await db.insert(oauthStates).values({
    id: stateId(state),
    accountId: auth.accountId,
    employeeId: auth.employeeId,
    provider,
    codeVerifier: box.seal(codeVerifier, "oauth.codeVerifier"),
    createdAt: now,
    expiresAt: new Date(now.getTime() + oauthStateLifetimeMs),
  });
  return { url };
}

export type CallbackQuery = {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
};

/** Where the browser goes after the callback: the integrations page with the outcome in its query. */
export function linkOutcomeLocation(
  outcome: { provider: OAuthCalendarProvider } | CalendarLinkFailure,
): string {
  const query = new URLSearchParams(
    typeof outcome === "string"
      ? { [calendarLinkParam]: "error", [calendarLinkReasonParam]: outcome }
      : { [calendarLinkParam]: "connected", provider: outcome.provider },
  );
  return `${integrationsPage}?${query}`;
}

/**
 * Completes a link started by this employee and answers where to send the browser. The state is used
 * once whatever happens next, and only by the employee (of the account) who started it: a link a
 * stranger started cannot be completed in someone else's browser.
 */
export async function completeCalendarAuthorization(
  { db, config, box, now }: OAuthDeps,
  auth: Auth | null,
  query: CallbackQuery,
  log: FastifyBaseLogger,
): Promise<string> {
  if (!auth) return linkOutcomeLocation("signed_out");
  if (!query.state) return linkOutcomeLocation("invalid_state");
  const [pending] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.id, stateId(query.state)),
        eq(oauthStates.accountId, auth.accountId),
        eq(oauthStates.employeeId, auth.employeeId),
      ),
    )
    .returning();
  if (!pending) return linkOutcomeLocation("invalid_state");
  if (pending.expiresAt.getTime() <= now.getTime()) return linkOutcomeLocation("expired");
  if (query.error || !query.code) return linkOutcomeLocation("denied");
  if (!allows(auth, "settings.integrations.edit")) return linkOutcomeLocation("not_allowed");
  const provider = pending.provider as OAuthCalendarProvider;
  const client = config.calendarOAuth[provider];
  if (!client) return linkOutcomeLocation("not_configured");

  let account: LinkedAccount;
  try {
    const verifier = box.open(pending.codeVerifier, "oauth.codeVerifier");
    account = await linkedAccount(client, calendarRedirectUri(config), query.code, verifier);
  } catch (error) {
    log.warn({ err: error, provider }, "calendar link failed at the provider");
    return linkOutcomeLocation("failed");
  }
  await keepConnection(db, box, auth, provider, account, now);
  return linkOutcomeLocation({ provider });
}

type LinkedAccount = {
  email: string;
  accessToken: string;
  refreshToken: string | null;
  expiresInSeconds: number | null;
};

async function linkedAccount(
  client: OAuthClientConfig,
  redirectUri: string,
  code: string,
  verifier: string,
): Promise<LinkedAccount> {
  const { idTokenClaims, ...tokens } = await exchangeCode(client, redirectUri, code, verifier);
  // The userinfo endpoint's email, else the id_token's.
  const email = emailOf(await userinfoClaims(client, tokens.accessToken)) ?? emailOf(idTokenClaims);
  if (!email) throw new Error("the provider answered no email for the account");
  return { email, ...tokens };
}

const emailOf = (claims: Record<string, unknown> | null): string | null => {
  for (const claim of [claims?.email, claims?.preferred_username]) {
    if (typeof claim === "string" && claim.includes("@")) return claim.trim();
  }
  return null;
};

/** A new connection, or the same account linked again: new tokens, valid again. */
async function keepConnection(
  db: Db,
  box: SecretBox,
  auth: Auth,
  provider: OAuthCalendarProvider,
  account: LinkedAccount,
  now: Date,
): Promise<void> {
  const tokens = {
    status: "VALID" as const,
    accessTokenEnc: box.seal(account.accessToken, "calendar.accessToken"),
    // Linked again without a new refresh token (a provider may answer one only the first time): the
    // one kept before stays.
    ...(account.refreshToken
      ? { refreshTokenEnc: box.seal(account.refreshToken, "calendar.refreshToken") }
      : {}),
    tokenExpiresAt:
      account.expiresInSeconds === null ? null : new Date(now.getTime() + account.expiresInSeconds * 1000),
  };
  await db.transaction(async (tx) => {
    await lockCalendarConnections(tx, auth.accountId);
    const same = and(
      eq(calendarConnections.accountId, auth.accountId),
      eq(calendarConnections.provider, provider),
      sql`lower(${calendarConnections.email}) = lower(${account.email})`,
    );
    const updated = await tx
      .update(calendarConnections)
      .set(tokens)
      .where(same)
      .returning({ id: calendarConnections.id });
    if (updated.length > 0) return;
    await tx.insert(calendarConnections).values({
      accountId: auth.accountId,
      provider,
      email: account.email,
      createdBy: auth.employeeId,
      createdAt: now,
      ...tokens,
    });
  });
}
