import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { completeAddress, dealerSettingsFixture, meFixture } from "../test/fixtures.ts";
import { mockApi } from "../test/mock-api.ts";
import { refusalBody } from "../test/refusals.ts";
import { renderApp } from "../test/render-app.tsx";
import { signedInHandlers, signedOutHandlers } from "../test/signed-in-api.ts";

describe("route guards", () => {
  it("sends a signed-out visitor to /login with the path and query, and back there after sign-in", async () => {
    let signedIn = false;
    mockApi({
      ...signedInHandlers(),
      "GET /me": () =>
        signedIn ? { body: meFixture() } : { status: 401, body: refusalBody("UNAUTHENTICATED") },
      "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
      "POST /auth": () => {
        signedIn = true;
        return { body: meFixture() };
      },
    });
    const app = renderApp("/settings/general?from=mail");

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(app.location()).toBe("/login?returnUrl=%2Fsettings%2Fgeneral%3Ffrom%3Dmail");

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), "demo");
    await user.type(screen.getByLabelText(/Password/), "demo1234");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByLabelText(/Company name/)).toHaveValue("Demo Blinds Co");
    expect(app.location()).toBe("/settings/general?from=mail");
  });

  it("ignores a returnUrl pointing at another site", async () => {
    mockApi({ ...signedOutHandlers, "POST /auth": { body: meFixture() }, ...signedInAfterLogin() });
    const app = renderApp("/login?returnUrl=https%3A%2F%2Fevil.example%2F");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Username/), "demo");
    await user.type(screen.getByLabelText(/Password/), "demo1234");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(app.location()).toBe("/dashboard"));
  });

  it("lands on the dashboard from the root when signed in, and on a plain /login when not", async () => {
    mockApi(signedInHandlers());
    const signedInApp = renderApp("/");
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeInTheDocument();
    expect(signedInApp.location()).toBe("/dashboard");
    signedInApp.unmount();

    mockApi(signedOutHandlers);
    const signedOutApp = renderApp("/");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(signedOutApp.location()).toBe("/login");
  });

  it("sends unknown paths to the dashboard", async () => {
    mockApi(signedInHandlers());
    const app = renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeInTheDocument();
    expect(app.location()).toBe("/dashboard");
  });

  it.each(["/settings", "/settings/unknown"])("sends %s to the general tab", async (path) => {
    mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
    });
    const app = renderApp(path);
    expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeInTheDocument();
    expect(app.location()).toBe("/settings/general");
  });

  it("shows the built tabs (Orders, Quotes, Products, Suppliers, Bundles, Integrations, Workflows, Custom fields, Employees) in the spec's order when permitted", async () => {
    mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
    });
    renderApp("/settings/general");
    const tabs = await screen.findByRole("navigation", { name: "Settings sections" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "General",
      "Orders",
      "Quotes",
      "Products",
      "Suppliers",
      "Bundles",
      "Integrations",
      "Workflows",
      "Custom fields",
      "Employees",
    ]);
    expect(within(tabs).getByRole("link", { name: "Workflows" })).toHaveAttribute(
      "href",
      "/settings/workflows",
    );
  });

  it.each([
    ["/settings/workflows", { SettingsWorkflows: false }, "Workflows"],
    ["/settings/custom-fields", { SettingsCustomFields: false }, "Custom fields"],
    ["/settings/employees", { SettingsEmployees: false }, "Employees"],
  ] as const)("sends %s to general and hides its tab without the feature", async (path, features, tab) => {
    mockApi({
      ...signedInHandlers({ features }),
      "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
    });
    const app = renderApp(path);
    const tabs = await screen.findByRole("navigation", { name: "Settings sections" });
    await waitFor(() => expect(app.location()).toBe("/settings/general"));
    expect(within(tabs).queryByRole("link", { name: tab })).not.toBeInTheDocument();
  });

  it("keeps users without the Settings feature out of settings, and out of its navigation", async () => {
    mockApi(signedInHandlers({ features: { Settings: false } }));
    const app = renderApp("/settings/general");
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeInTheDocument();
    expect(app.location()).toBe("/dashboard");
    expect(screen.queryByRole("link", { name: /Settings/ })).not.toBeInTheDocument();
  });
});

function signedInAfterLogin() {
  const { "GET /me": _me, ...rest } = signedInHandlers();
  return rest;
}

describe("session", () => {
  it("on a 401 after sign-in clears the session and shows the expired warning on /login", async () => {
    let expired = false;
    mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings/dealer-portal": () =>
        expired ? { status: 401, body: refusalBody("UNAUTHENTICATED") } : { body: dealerSettingsFixture },
    });
    const app = renderApp("/dashboard");
    await screen.findByRole("heading", { name: "Dashboard", level: 1 });
    expired = true;
    await userEvent.setup().click(await screen.findByRole("link", { name: /Settings/ }));

    expect(await screen.findByText("Your session has expired, please log in again.")).toBeInTheDocument();
    expect(app.location()).toBe("/login?returnUrl=%2Fsettings%2Fgeneral");
    expect(localStorage.getItem("portal.sessionEnd")).toBe("expired");
  });

  it("treats a 401 on the first load after a reload as an expired session, not a first visit", async () => {
    localStorage.setItem("portal.sessionEnd", "active");
    mockApi({ ...signedOutHandlers });
    const app = renderApp("/dashboard");
    expect(await screen.findByText("Your session has expired, please log in again.")).toBeInTheDocument();
    expect(app.location()).toBe("/login?returnUrl=%2Fdashboard");
  });

  it("shows no expiry warning to a first-time visitor", async () => {
    mockApi({ ...signedOutHandlers });
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByText("Your session has expired, please log in again.")).not.toBeInTheDocument();
  });

  it("signs out with a message when the session data cannot be restored", async () => {
    mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings": { status: 500, body: { message: "Server error." } },
      "POST /auth/logout": { body: { ok: true } },
    });
    const app = renderApp("/dashboard");
    expect(
      await screen.findByText("We could not restore your session, please log in again."),
    ).toBeInTheDocument();
    expect(app.location()).toBe("/login?returnUrl=%2Fdashboard");
  });
});

describe("shell", () => {
  it("shows the set-up banner and the settings warning while the company address is missing", async () => {
    mockApi(signedInHandlers());
    renderApp("/dashboard");
    expect(await screen.findByText("Finish setting up your account")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Company address has not been set" })).toHaveAttribute(
      "href",
      "/settings/general",
    );
    expect(screen.getByRole("img", { name: "Company address has not been set" })).toBeInTheDocument();
  });

  it("hides the banner once the address is complete, and shows header, navigation and main landmarks", async () => {
    mockApi(signedInHandlers({ address: completeAddress }));
    renderApp("/dashboard");
    await screen.findByRole("heading", { name: "Dashboard", level: 1 });
    expect(screen.queryByText("Finish setting up your account")).not.toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute(
      "href",
      "#main-content",
    );
  });

  it("signs out from the user menu and stays signed out", async () => {
    let signedOut = false;
    const { requests } = mockApi({
      ...signedInHandlers(),
      "GET /me": () =>
        signedOut ? { status: 401, body: refusalBody("UNAUTHENTICATED") } : { body: meFixture() },
      "POST /auth/logout": () => {
        signedOut = true;
        return { body: { ok: true } };
      },
    });
    const app = renderApp("/dashboard");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "User menu for Dana Dealer" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(app.location()).toBe("/login");
    expect(requests.some((r) => r.method === "POST" && r.path === "/auth/logout")).toBe(true);
    expect(screen.queryByText("Your session has expired, please log in again.")).not.toBeInTheDocument();
  });

  it("keeps the user signed in, and says so, when sign-out gets no answer", async () => {
    mockApi({ ...signedInHandlers(), "POST /auth/logout": () => Promise.reject(new TypeError("offline")) });
    const app = renderApp("/dashboard");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "User menu for Dana Dealer" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign out" }));
    expect(
      await screen.findByText("We couldn't sign you out. Check your connection and try again."),
    ).toBeInTheDocument();
    expect(app.location()).toBe("/dashboard");
  });
});
