import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";

const base = {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "portal-oauth-config-")),
  APP_SECRET: "config-test-secret-config-test-secret-01",
};

describe("CALENDAR_OAUTH_*", () => {
  it("configures no provider by default", () => {
    expect(loadConfig(base).calendarOAuth).toEqual({ GOOGLE: null, MICROSOFT: null });
  });

  it("takes a client id and secret, with each provider's real endpoints by default", () => {
    const { calendarOAuth } = loadConfig({
      ...base,
      CALENDAR_OAUTH_GOOGLE_CLIENT_ID: "google-id.apps.googleusercontent.com",
      CALENDAR_OAUTH_GOOGLE_CLIENT_SECRET: "google-secret",
      CALENDAR_OAUTH_MICROSOFT_CLIENT_ID: "00000000-0000-0000-0000-000000000000",
      CALENDAR_OAUTH_MICROSOFT_CLIENT_SECRET: "microsoft-secret",
    });
    expect(calendarOAuth.GOOGLE).toEqual({
      clientId: "google-id.apps.googleusercontent.com",
      clientSecret: "google-secret",
      authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      userinfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
      scopes: "openid email https://www.googleapis.com/auth/calendar",
    });
    expect(calendarOAuth.MICROSOFT).toMatchObject({
      authorizeUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
      tokenUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
      userinfoUrl: "https://graph.microsoft.com/oidc/userinfo",
    });
    expect(calendarOAuth.MICROSOFT?.scopes).toContain("offline_access");
  });

  it("lets each endpoint and the scopes be replaced (a tenant's own, or a local fake)", () => {
    const { calendarOAuth } = loadConfig({
      ...base,
      CALENDAR_OAUTH_MICROSOFT_CLIENT_ID: "id",
      CALENDAR_OAUTH_MICROSOFT_CLIENT_SECRET: "secret",
      CALENDAR_OAUTH_MICROSOFT_AUTHORIZE_URL: "http://127.0.0.1:9/authorize",
      CALENDAR_OAUTH_MICROSOFT_TOKEN_URL: "http://127.0.0.1:9/token",
      CALENDAR_OAUTH_MICROSOFT_USERINFO_URL: "http://127.0.0.1:9/userinfo",
      CALENDAR_OAUTH_MICROSOFT_SCOPES: "openid email",
    });
    expect(calendarOAuth.MICROSOFT).toEqual({
      clientId: "id",
      clientSecret: "secret",
      authorizeUrl: "http://127.0.0.1:9/authorize",
      tokenUrl: "http://127.0.0.1:9/token",
      userinfoUrl: "http://127.0.0.1:9/userinfo",
      scopes: "openid email",
    });
    expect(calendarOAuth.GOOGLE).toBeNull();
  });

  it("refuses half a client and an endpoint that is not a URL", () => {
    expect(() => loadConfig({ ...base, CALENDAR_OAUTH_GOOGLE_CLIENT_ID: "id" })).toThrow(
      /CALENDAR_OAUTH_GOOGLE_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ ...base, CALENDAR_OAUTH_MICROSOFT_CLIENT_SECRET: "secret" })).toThrow(
      /CALENDAR_OAUTH_MICROSOFT_CLIENT_ID/,
    );
    expect(() => loadConfig({ ...base, CALENDAR_OAUTH_GOOGLE_TOKEN_URL: "not a url" })).toThrow();
  });
});
