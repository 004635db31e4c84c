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

// A browser sends the same token with every call of its session, so a verified token is remembered
// with what it was verified for (session and secret): a signed-in
// request then costs a Map lookup instead of an HMAC. Only tokens that verified are kept.
const verified = new Map<string, string>();
const maxVerified = 10_000;

/** True when the token was issued for this session (or, signed out, for an anonymous visitor). */
export function isCsrfTokenValid(
  secret: string,
  sessionId: string | null,
  token: string | undefined,
): boolean {
  if (!token) return false;
  const binding = sessionId ?? anonymousBinding;
  const verifiedFor = `${binding}\u0000${secret}`;
  if (verified.get(token) === verifiedFor) return true;
  const [nonce, signature, extra] = token.split(".");
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, binding, nonce));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  verified.set(token, verifiedFor);
  if (verified.size > maxVerified) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
  return true;
}
