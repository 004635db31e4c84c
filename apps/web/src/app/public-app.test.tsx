import { publicPagePaths } from "@portal/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { meFixture } from "../test/fixtures.ts";
import { mockApi } from "../test/mock-api.ts";
import { refusalBody } from "../test/refusals.ts";
import { renderWithProviders } from "../test/render-app.tsx";
import { signedOutHandlers } from "../test/signed-in-api.ts";
import { matchPath, PublicApp, publicPages } from "./public-app.tsx";

/** A document location at `url` whose moves are recorded rather than made. */
function fakeLocation(url: string) {
  const parsed = new URL(url, "http://localhost");
  return {
    pathname: parsed.pathname,
    search: parsed.search,
    assign: vi.fn<(to: string) => void>(),
    replace: vi.fn<(to: string) => void>(),
  };
}

function renderPublic(url: string) {
  const location = fakeLocation(url);
  renderWithProviders(<PublicApp location={location as unknown as Location} />);
  return location;
}

describe("the lean public entry", () => {
  it("has a page for every path the API serves it for, and none elsewhere", () => {
    const folders = Object.keys(publicPages).map((pattern) => `/${pattern.split("/")[1]}`);
    expect([...new Set(folders)].sort()).toEqual([...publicPagePaths].sort());
  });

  it("matches page patterns segment by segment", () => {
    expect(matchPath("/checkout/:paymentId", "/checkout/abc")).toEqual({ paymentId: "abc" });
    expect(matchPath("/checkout/:paymentId/return", "/checkout/a%20b/return/")).toEqual({ paymentId: "a b" });
    expect(matchPath("/checkout/:paymentId", "/checkout/")).toBeNull();
    expect(matchPath("/checkout/:paymentId", "/checkout/abc/return")).toBeNull();
    expect(matchPath("/checkout/:paymentId", "/checkout/%E0%A4%A")).toBeNull();
    expect(matchPath("/login", "/login")).toEqual({});
  });

  it("signs in and then loads the page the visitor came for", async () => {
    const { requests } = mockApi({
      ...signedOutHandlers,
      "POST /auth": { body: meFixture() },
    });
    const location = renderPublic("/login?returnUrl=%2Fsettings%2Fgeneral");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), "demo");
    await user.type(screen.getByLabelText(/Password/), "demo1234");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith("/settings/general"));
    expect(requests.find((r) => r.path === "/auth")?.body).toEqual({
      username: "demo",
      password: "demo1234",
    });
  });

  it("says a failed sign-in on the page and stays there", async () => {
    mockApi({ ...signedOutHandlers, "POST /auth": { status: 401, body: refusalBody("LOGIN_FAILED") } });
    const location = renderPublic("/login");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), "demo");
    await user.type(screen.getByLabelText(/Password/), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("Login failed. Please check your username and password and try again."),
    ).toBeInTheDocument();
    expect(location.replace).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it("sends someone still signed in straight on to the dashboard", async () => {
    mockApi({ ...signedOutHandlers, "GET /me": { body: meFixture() } });
    const location = renderPublic("/login");
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith("/dashboard"));
  });

  it("sends a reset link without a token, and an unknown path, to sign in", async () => {
    mockApi(signedOutHandlers);
    const withoutToken = renderPublic("/reset-password");
    await waitFor(() => expect(withoutToken.replace).toHaveBeenCalledWith("/login"));
    const unknown = renderPublic("/somewhere");
    await waitFor(() => expect(unknown.replace).toHaveBeenCalledWith("/login"));
  });

  it("resets a password and links to sign in with a real address", async () => {
    mockApi({ ...signedOutHandlers, "POST /auth/reset-password": { body: { ok: true } } });
    const location = renderPublic("/reset-password?token=abc");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), "longenough1");
    await user.type(screen.getByLabelText(/^Confirm new password/), "longenough1");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    const signIn = await screen.findByRole("link", { name: "Sign in" });
    expect(signIn).toHaveAttribute("href", "/login");
    await user.click(signIn);
    expect(location.assign).toHaveBeenCalledWith("/login");
  });
});
