// Cross-cutting behaviour of the whole app: headers, errors, docs, the SPA and /health.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusal } from "./test/answers.ts";
import { createTestApp, type TestApp } from "./test/helper.ts";

describe("platform", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extraRoutes: (app) => {
        app.get("/api/test/boom", async () => {
          throw new Error("database password is hunter2 at /srv/secret.ts:42");
        });
      },
    });
  });
  afterAll(() => t.close());

  it("sends security headers and a CSP the SPA works under", async () => {
    const response = await t.client().get("/health.json");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("lets only this origin frame the configurator page", async () => {
    const framed = await t.client().get("/product-options/01900000-0000-7000-8000-000000009101");
    expect(String(framed.headers["content-security-policy"])).toContain("frame-ancestors 'self'");
    expect(framed.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const other = await t.client().get("/dashboard");
    expect(String(other.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    expect(other.headers["x-frame-options"]).toBe("DENY");
  });

  it("lets Stripe's form into the checkout pages only, and only when Stripe takes the payments", async () => {
    const testProvider = String(
      (await t.client().get("/checkout/01900000-0000-7000-8000-000000009101")).headers[
        "content-security-policy"
      ],
    );
    expect(testProvider).not.toContain("stripe.com");
    const { withStripe } = await import("./platform/security-headers.ts");
    const policy = withStripe(
      "default-src 'self'; script-src 'self'; img-src 'self' data:; connect-src 'self'",
    );
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
    expect(policy).toContain("frame-src https://js.stripe.com");
  });

  it("relaxes the CSP for the API docs page only", async () => {
    const docs = await t.client().get("/api/docs/");
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers["content-security-policy"])).toContain("script-src 'self' 'unsafe-inline'");
    const api = await t.client().get("/api/me");
    expect(String(api.headers["content-security-policy"])).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it("hides the details of a server error", async () => {
    const response = await t.client().get("/api/test/boom");
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(refusal("SERVER_ERROR"));
    expect(response.body).not.toMatch(/hunter2|secret|stack/);
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const response = await t.client().get("/api/no-such-thing");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal("NOT_FOUND"));
  });

  it("answers 400 for malformed JSON, 415 for another body type, 413 for a body over 1 MB", async () => {
    const client = t.client();
    const malformed = await client.request({
      method: "POST",
      url: "/api/auth",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(refusal("BAD_REQUEST"));
    const text = await client.request({
      method: "POST",
      url: "/api/auth",
      headers: { "content-type": "text/plain" },
      payload: "hi",
    });
    expect(text.statusCode).toBe(415);
    const huge = await client.post("/api/auth", { username: "x", password: "y".repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
  });

  it("declares a file's answer in OpenAPI by its media type, not as JSON", async () => {
    const spec = (await t.client().get("/api/openapi.json")).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>
      >;
    };
    const typesOf = (path: string) => Object.keys(spec.paths[path]?.get?.responses["200"]?.content ?? {});
    expect(typesOf("/api/quotes/{id}/pdf/{kind}")).toEqual(["application/pdf"]);
    expect(typesOf("/api/purchase-orders/{id}/pdf")).toEqual(["application/pdf"]);
    expect(typesOf("/api/customerquote/{id}/pdf")).toEqual(["application/pdf"]);
    expect(typesOf("/api/public/supplier-order/{token}/pdf")).toEqual(["application/pdf"]);
    expect(typesOf("/api/documents/{id}/download")).toEqual(["application/octet-stream"]);
    expect(typesOf("/api/calendar/feed/{token}.ics")).toEqual(["text/calendar"]);
    expect(
      spec.paths["/api/quotes/{id}/pdf/{kind}"]?.get?.responses["200"]?.content?.["application/pdf"],
    ).toMatchObject({
      schema: { type: "string", format: "binary" },
    });
    // A JSON call stays JSON.
    expect(typesOf("/api/me")).toEqual(["application/json"]);
  });

  it("publishes OpenAPI 3 with every call", async () => {
    const response = await t.client().get("/api/openapi.json");
    expect(response.statusCode).toBe(200);
    const spec = response.json() as {
      openapi: string;
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths["/api/auth"] ?? {})).toEqual(["post"]);
    for (const p of [
      "/api/me",
      "/api/auth/logout",
      "/api/auth/forgot-password",
      "/api/auth/reset-password",
      "/api/old/account-settings",
      "/api/old/account-settings/main-company",
      "/api/old/account-settings/dealer-portal",
      "/api/providers",
      "/api/public/branding",
      "/health.json",
    ]) {
      expect(spec.paths, p).toHaveProperty([p]);
    }
    expect(Object.keys(spec.paths["/api/old/account-settings/dealer-portal"] ?? {}).sort()).toEqual([
      "get",
      "post",
    ]);
    // A supplier's own system: both of its calls say they take its API token as a bearer token.
    expect(spec.components.securitySchemes.supplierToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(spec.paths["/api/supplier/orders"]?.get?.security).toEqual([{ supplierToken: [] }]);
    expect(spec.paths["/api/supplier/orders/{id}"]?.put?.security).toEqual([{ supplierToken: [] }]);
    expect(spec.paths["/api/me"]?.get?.security).toBeUndefined();
    const docs = await t.client().get("/api/docs/");
    expect(docs.statusCode).toBe(200);
  });

  it("answers /health.json with the configured commit when the web build has none", async () => {
    const response = await t.client().get("/health.json");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ GIT_COMMIT: "test-commit" });
    expect(response.headers["cache-control"]).toBe("no-cache");
  });
});

describe("serving the web build", () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), "portal-web-dist-"));
    mkdirSync(path.join(webDist, "assets"));
    writeFileSync(
      path.join(webDist, "index.html"),
      "<!doctype html><title>Portal</title><div id=root></div>",
    );
    writeFileSync(path.join(webDist, "public.html"), "<!doctype html><title>Public</title><div id=public>");
    writeFileSync(path.join(webDist, "assets", "index-abc123.js"), "console.log('app')");
    writeFileSync(path.join(webDist, "favicon.svg"), "<svg/>");
    writeFileSync(path.join(webDist, "health.json"), JSON.stringify({ GIT_COMMIT: "abc123def" }));
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(() => t.close());

  it("serves /health.json from the build, uncached", async () => {
    const response = await t.client().get("/health.json");
    expect(response.json()).toEqual({ GIT_COMMIT: "abc123def" });
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("caches fingerprinted assets for a year and everything else not at all", async () => {
    const asset = await t.client().get("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const favicon = await t.client().get("/favicon.svg");
    expect(favicon.headers["cache-control"]).toBe("no-cache");
  });

  it("answers the build's scripts from memory, with a validator that answers 304", async () => {
    const asset = await t.client().get("/assets/index-abc123.js");
    expect(asset.body).toBe("console.log('app')");
    expect(asset.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    const etag = asset.headers.etag;
    expect(etag).toMatch(/^"[\w-]+-identity"$/);
    const again = await t
      .client()
      .request({ method: "GET", url: "/assets/index-abc123.js", headers: { "if-none-match": String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const head = await t.client().request({ method: "HEAD", url: "/assets/index-abc123.js" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String("console.log('app')".length));
    expect(head.body).toBe("");
  });

  it("serves from disk what was not read at start: a newer file, a source map", async () => {
    writeFileSync(path.join(webDist, "assets", "later-def456.js"), "console.log('later')");
    writeFileSync(path.join(webDist, "assets", "index-abc123.js.map"), '{"version":3}');
    const later = await t.client().get("/assets/later-def456.js");
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe("console.log('later')");
    expect(later.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const map = await t.client().get("/assets/index-abc123.js.map");
    expect(map.statusCode).toBe(200);
    expect(map.json()).toEqual({ version: 3 });
  });

  it("answers index.html for a client-side route a browser navigates to", async () => {
    const response = await t
      .client()
      .request({ method: "GET", url: "/settings/general?x=1", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("<div id=root>");
  });

  it("answers the public pages with the lean public entry, and nothing else with it", async () => {
    const pageOf = async (url: string) => {
      const response = await t.client().request({ method: "GET", url, headers: { accept: "text/html" } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      return response.body.includes("<div id=public>") ? "public" : "app";
    };
    for (const url of ["/login", "/login?returnUrl=%2Fdashboard", "/reset-password?token=abc", "/login/"]) {
      expect({ url, page: await pageOf(url) }).toEqual({ url, page: "public" });
    }
    for (const url of ["/", "/dashboard", "/logins", "/settings/login", "/reset-passwords"]) {
      expect({ url, page: await pageOf(url) }).toEqual({ url, page: "app" });
    }
  });

  it("answers the app for the root and every folder path, browser or not (never a 403)", async () => {
    for (const url of ["/", "/assets/", "/assets", "/settings/", "/dashboard"]) {
      for (const accept of ["text/html,application/xhtml+xml", "*/*"]) {
        const response = await t.client().request({ method: "GET", url, headers: { accept } });
        expect({ url, accept, status: response.statusCode }).toEqual({ url, accept, status: 200 });
        expect(response.headers["content-type"]).toMatch(/text\/html/);
        expect(response.body).toContain("<div id=root>");
      }
    }
  });

  it("answers 404 (not the page) for a missing file or an unknown API path", async () => {
    const asset = await t
      .client()
      .request({ method: "GET", url: "/assets/missing.js", headers: { accept: "*/*" } });
    expect(asset.statusCode).toBe(404);
    const api = await t
      .client()
      .request({ method: "GET", url: "/api/unknown", headers: { accept: "text/html" } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual(refusal("NOT_FOUND"));
  });
});
