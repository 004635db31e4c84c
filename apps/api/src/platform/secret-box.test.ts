import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box.ts";

const box = createSecretBox("a".repeat(32));

describe("secret box", () => {
  it("opens what it sealed, for the same purpose", () => {
    const sealed = box.seal("ya29.a0-access-token", "calendar.accessToken");
    expect(box.open(sealed, "calendar.accessToken")).toBe("ya29.a0-access-token");
    expect(box.open(box.seal("", "contactProvider.apiKey"), "contactProvider.apiKey")).toBe("");
    expect(box.open(box.seal("zażółć 🔑", "contactProvider.apiKey"), "contactProvider.apiKey")).toBe(
      "zażółć 🔑",
    );
  });

  it("writes a versioned value that does not contain the plaintext, and differs every time", () => {
    const first = box.seal("secret-api-key-1234", "contactProvider.apiKey");
    const second = box.seal("secret-api-key-1234", "contactProvider.apiKey");
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(first).not.toContain("secret-api-key");
    expect(Buffer.from(first.slice(3), "base64url").toString("latin1")).not.toContain("secret-api-key");
    expect(first).not.toBe(second);
  });

  it("refuses a value sealed for another purpose or under another app secret", () => {
    const sealed = box.seal("refresh-token", "calendar.refreshToken");
    expect(() => box.open(sealed, "calendar.accessToken")).toThrow();
    expect(() => createSecretBox("b".repeat(32)).open(sealed, "calendar.refreshToken")).toThrow();
  });

  it("refuses a tampered, truncated or unknown-version value", () => {
    const sealed = box.seal("refresh-token", "calendar.refreshToken");
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(() => box.open(`v1.${bytes.toString("base64url")}`, "calendar.refreshToken")).toThrow();
    expect(() => box.open("v1.AAAA", "calendar.refreshToken")).toThrow();
    expect(() => box.open(sealed.replace(/^v1/, "v2"), "calendar.refreshToken")).toThrow();
    expect(() => box.open("refresh-token", "calendar.refreshToken")).toThrow();
  });
});
