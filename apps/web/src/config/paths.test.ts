import { describe, expect, it } from "vitest";
import { paths, safeReturnUrl } from "./paths.ts";

describe("return URLs", () => {
  it("keeps same-origin relative paths with their query", () => {
    expect(safeReturnUrl("/settings/general?x=1")).toBe("/settings/general?x=1");
  });

  it("refuses other origins and odd forms", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "",
      null,
    ]) {
      expect(safeReturnUrl(bad)).toBeNull();
    }
  });

  it("builds the login link with an encoded returnUrl", () => {
    expect(paths.login.getHref("/settings/general?tab=1")).toBe(
      "/login?returnUrl=%2Fsettings%2Fgeneral%3Ftab%3D1",
    );
    expect(paths.login.getHref("https://evil.example")).toBe("/login");
    expect(paths.login.getHref("/")).toBe("/login");
  });
});
