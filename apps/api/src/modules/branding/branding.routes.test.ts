import { brandingSchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { harbourHost } from "../../demo/seed.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";

describe("public branding", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { chatKey: "chat-key-from-config" } });
  });
  afterAll(() => t.close());

  it("answers a hosted domain's name and colour without a session", async () => {
    const response = await t.client().get(`/api/public/branding?host=${harbourHost}`);
    expect(response.statusCode).toBe(200);
    expect(brandingSchema.parse(response.json())).toEqual({
      name: "Harbour Shutters Portal",
      logoUrl: null,
      color: "#0b4f6c",
      chatKey: "chat-key-from-config",
    });
  });

  it("ignores case and a port in the host", async () => {
    const response = await t.client().get(`/api/public/branding?host=${harbourHost.toUpperCase()}:3000`);
    expect(response.json().name).toBe("Harbour Shutters Portal");
  });

  it("answers the defaults for any other host", async () => {
    const response = await t.client().get("/api/public/branding?host=localhost");
    expect(response.json()).toEqual({
      name: null,
      logoUrl: null,
      color: null,
      chatKey: "chat-key-from-config",
    });
  });

  it("needs the host", async () => {
    const response = await t.client().get("/api/public/branding");
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["host"]);
  });
});
