import { describe, expect, it } from "vitest";
import { shouldToastServerError } from "./error-policy.ts";

describe("server error toast policy", () => {
  it("toasts any failed request with a status", () => {
    expect(shouldToastServerError({ method: "GET", path: "/old/account-settings", status: 500 })).toBe(true);
    expect(shouldToastServerError({ method: "POST", path: "/auth", status: 500 })).toBe(true);
    expect(shouldToastServerError({ method: "POST", path: "/deals/:id/notes", status: 403 })).toBe(true);
  });

  it("leaves a missing or forbidden page to the page's not-found view", () => {
    for (const status of [403, 404]) {
      expect(shouldToastServerError({ method: "GET", path: "/quotes/:id", status })).toBe(false);
    }
    expect(shouldToastServerError({ method: "DELETE", path: "/notes/:id", status: 404 })).toBe(true);
  });

  it("stays quiet for checkout calls, a sign-in 400, and statuses handled elsewhere", () => {
    expect(shouldToastServerError({ method: "GET", path: "/public/payment/:paymentId", status: 500 })).toBe(
      false,
    );
    expect(shouldToastServerError({ method: "POST", path: "/auth", status: 400 })).toBe(false);
    expect(shouldToastServerError({ method: "POST", path: "/deals/:id/move", status: 409 })).toBe(false);
    expect(shouldToastServerError({ method: "POST", path: "/purchase-orders/:id/submit", status: 409 })).toBe(
      false,
    );
    expect(shouldToastServerError({ method: "POST", path: "/purchase-orders/:id/submit", status: 500 })).toBe(
      true,
    );
    for (const status of [401, 419, 422]) {
      expect(shouldToastServerError({ method: "GET", path: "/me", status })).toBe(false);
    }
  });
});
