// CSRF double-submit token bound to the session: `nonce.hmac(APP_SECRET, binding + nonce)`.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const anonymousBinding = "anonymous";

function sign(secret: string, binding: string, nonce: string): string {
  return createHmac("sha256", secret).update(`csrf:${binding}:${nonce}`).digest("base64url");
}

/** A fresh token for a session (or for a visitor without one). */
export function issueCsrfToken(secret: string, sessionId: string | null): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${sign(secret, sessionId ?? anonymousBinding, nonce)}`;
}

/** True when the token was issued for this session (or, signed out, for an anonymous visitor). */
export function isCsrfTokenValid(
  secret: string,
  sessionId: string | null,
  token: string | undefined,
): boolean {
  if (!token) return false;
  const [nonce, signature, extra] = token.split(".");
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, sessionId ?? anonymousBinding, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
