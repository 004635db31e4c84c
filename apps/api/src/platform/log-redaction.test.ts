import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redaction.ts";

describe("the URLs the request log writes", () => {
  it("hides a reset or invite token, an OAuth callback's code and state, and a checkout session", () => {
    expect(redactUrl("/reset-password?token=abc123&welcome=1")).toBe(
      "/reset-password?token=[redacted]&welcome=1",
    );
    expect(redactUrl("/api/account/calendar-connections/oauth-callback?code=c0de&state=s7&scope=x")).toBe(
      "/api/account/calendar-connections/oauth-callback?code=[redacted]&state=[redacted]&scope=x",
    );
    expect(redactUrl("/checkout/p1/return?session_id=cs_1")).toBe(
      "/checkout/p1/return?session_id=[redacted]",
    );
  });

  it("hides the token a calendar feed or a shared quote carries in its path", () => {
    expect(redactUrl("/api/calendar/feed/Zm9vYmFy.ics")).toBe("/api/calendar/feed/[redacted]");
    expect(redactUrl("/api/customerquote/tok3n/payments")).toBe("/api/customerquote/[redacted]/payments");
    expect(redactUrl("/customer-quote/tok3n")).toBe("/customer-quote/[redacted]");
  });

  it("leaves every other URL as it is", () => {
    expect(redactUrl("/api/deals/42?tab=notes")).toBe("/api/deals/42?tab=notes");
    expect(redactUrl("/api/search?q=smith")).toBe("/api/search?q=smith");
  });
});
