// The OAuth 2.0 clients an account links other services through (calendars now, accounting next): the
// authorisation code flow with PKCE (S256) by arctic's generic client, on the endpoints the config names.
// Not arctic's Google or MicrosoftEntraId classes: those fix the provider's hosts, and an endpoint must be
// replaceable (a tenant's own, or the local fake the tests run).
import {
  CodeChallengeMethod,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
} from "arctic";
import type { OAuthClientConfig } from "../config.ts";

/**
 * What a provider's authorize URL asks beyond the standard parameters. A provider is one entry here and
 * its endpoints and scopes in the config.
 */
const authorizeParams = {
  // Google answers a refresh token only when asked for offline access (and again only with consent).
  GOOGLE: { access_type: "offline", prompt: "consent" },
  MICROSOFT: { prompt: "select_account" },
} satisfies Record<string, Record<string, string>>;

export type OAuthProvider = keyof typeof authorizeParams;

/** How long the provider's token and userinfo endpoints may take. */
const providerTimeoutMs = 10_000;

export type OAuthStart = {
  /** Where to send the browser. */
  url: string;
  /** To keep until the provider sends the browser back with it. */
  state: string;
  /** To keep, secret, for the code exchange. */
  codeVerifier: string;
};

export type OAuthTokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresInSeconds: number | null;
  /** The id_token's claims, when the provider answered one. */
  idTokenClaims: Record<string, unknown> | null;
};

const clientOf = (client: OAuthClientConfig, redirectUri: string) =>
  new OAuth2Client(client.clientId, client.clientSecret, redirectUri);

/** A new state and PKCE verifier, and the provider's authorize URL for them. */
export function startAuthorization(
  provider: OAuthProvider,
  client: OAuthClientConfig,
  redirectUri: string,
): OAuthStart {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = clientOf(client, redirectUri).createAuthorizationURLWithPKCE(
    client.authorizeUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    client.scopes.split(" "),
  );
  for (const [name, value] of Object.entries(authorizeParams[provider])) url.searchParams.set(name, value);
  return { url: url.toString(), state, codeVerifier };
}

/** Exchanges the code the provider sent back; throws when the provider refuses it or answers no access token. */
export async function exchangeCode(
  client: OAuthClientConfig,
  redirectUri: string,
  code: string,
  codeVerifier: string,
): Promise<OAuthTokens> {
  const tokens = await withinProviderTime(
    clientOf(client, redirectUri).validateAuthorizationCode(client.tokenUrl, code, codeVerifier),
  );
  const accessToken = tokens.accessToken();
  if (accessToken === "") throw new Error("no access token");
  const expiresIn = Number((tokens.data as { expires_in?: unknown }).expires_in);
  return {
    accessToken,
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : null,
    idTokenClaims: idTokenClaims(tokens.data),
  };
}

/**
 * The id_token's claims. It came straight from the token endpoint over TLS, so its signature need not be
 * checked to trust it (OpenID Connect Core 3.1.3.7).
 */
function idTokenClaims(data: object): Record<string, unknown> | null {
  const idToken = (data as { id_token?: unknown }).id_token;
  if (typeof idToken !== "string") return null;
  try {
    return decodeIdToken(idToken) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The OpenID Connect userinfo endpoint's claims; null when it refuses the token. */
export async function userinfoClaims(
  client: OAuthClientConfig,
  accessToken: string,
): Promise<Record<string, unknown> | null> {
  const response = await fetch(client.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(providerTimeoutMs),
  });
  if (!response.ok) return null;
  return (await response.json()) as Record<string, unknown>;
}

/** arctic's requests take no abort signal: a provider that does not answer in time fails the link all the same. */
async function withinProviderTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${providerTimeoutMs} ms`)),
      providerTimeoutMs,
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
