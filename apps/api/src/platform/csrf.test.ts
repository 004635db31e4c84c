import { describe, expect, it } from "vitest";
import { isCsrfTokenValid, issueCsrfToken } from "./csrf.ts";

const secret = "s".repeat(32);

describe("CSRF tokens", () => {
  it("hold for the session they were issued for, also when asked again", () => {
    const token = issueCsrfToken(secret, "session-a");
    expect(isCsrfTokenValid(secret, "session-a", token)).toBe(true);
    expect(isCsrfTokenValid(secret, "session-a", token)).toBe(true);
  });

  it("a token verified for one session does not hold for another, or signed out, or under another secret", () => {
    const token = issueCsrfToken(secret, "session-a");
    expect(isCsrfTokenValid(secret, "session-a", token)).toBe(true);
    expect(isCsrfTokenValid(secret, "session-b", token)).toBe(false);
    expect(isCsrfTokenValid(secret, null, token)).toBe(false);
    expect(isCsrfTokenValid("t".repeat(32), "session-a", token)).toBe(false);
  });

  it("an anonymous token holds only while signed out", () => {
    const token = issueCsrfToken(secret, null);
    expect(isCsrfTokenValid(secret, null, token)).toBe(true);
    expect(isCsrfTokenValid(secret, "session-a", token)).toBe(false);
  });

  it("refuses missing, malformed and tampered tokens", () => {
    const token = issueCsrfToken(secret, "session-a");
    const [nonce, signature] = token.split(".");
    expect(isCsrfTokenValid(secret, "session-a", undefined)).toBe(false);
    expect(isCsrfTokenValid(secret, "session-a", "no-dot")).toBe(false);
    expect(isCsrfTokenValid(secret, "session-a", `${token}.extra`)).toBe(false);
    expect(isCsrfTokenValid(secret, "session-a", `${nonce}x.${signature}`)).toBe(false);
    expect(isCsrfTokenValid(secret, "session-a", `${nonce}.${signature?.slice(1)}A`)).toBe(false);
  });
});
