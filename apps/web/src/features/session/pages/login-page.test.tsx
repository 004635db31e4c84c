import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedOutHandlers } from "../../../test/signed-in-api.ts";

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(await screen.findByLabelText(/Username/), username);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("login page", () => {
  it("asks for both fields before calling the server", async () => {
    const { requests } = mockApi(signedOutHandlers);
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in" });
    await signIn("", "");
    expect(await screen.findAllByText("Please enter your username")).not.toHaveLength(0);
    expect(screen.getByText("Please enter your password")).toBeInTheDocument();
    expect(screen.getByText("Review all fields and try again")).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveFocus();
    expect(requests.some((r) => r.path === "/auth")).toBe(false);
  });

  it("says the login failed on a 400", async () => {
    mockApi({ ...signedOutHandlers, "POST /auth": { status: 400, body: refusalBody("LOGIN_FAILED") } });
    renderApp("/login");
    await signIn("demo", "wrong");
    expect(
      await screen.findByText("Login failed. Please check your username and password and try again."),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(
        "The server is experiencing issues, please try again later or contact technical support.",
      ),
    ).not.toBeInTheDocument();
  });

  it("gives the generic sign-in error, and the server toast, on other failures", async () => {
    mockApi({ ...signedOutHandlers, "POST /auth": { status: 500, body: { message: "Server error." } } });
    renderApp("/login");
    await signIn("demo", "demo1234");
    expect(
      await screen.findByText("An error occurred while logging in. Please try again or contact support."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        "The server is experiencing issues, please try again later or contact technical support.",
      ),
    ).toBeInTheDocument();
  });

  it("shows the session-expired warning until the next sign-in", async () => {
    localStorage.setItem("portal.sessionEnd", "expired");
    mockApi(signedOutHandlers);
    renderApp("/login");
    expect(await screen.findByText("Your session has expired, please log in again.")).toBeInTheDocument();
  });

  it("toggles the forgot-password form in place and reports success and failure", async () => {
    let fail = false;
    mockApi({
      ...signedOutHandlers,
      "POST /auth/forgot-password": () =>
        fail ? { status: 500, body: { message: "Server error." } } : { body: { ok: true } },
    });
    const app = renderApp("/login");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Forgot your password?" }));
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    expect(app.location()).toBe("/login");

    const emailInput = screen.getByLabelText(/Email address/);
    await user.type(emailInput, "not-an-email");
    await user.tab();
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();

    await user.clear(emailInput);
    await user.type(emailInput, "ann@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Password reset email sent")).toBeInTheDocument();

    fail = true;
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(
      await screen.findByText(
        "Failed to send password reset email. Please check your address and try again.",
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeInTheDocument();
  });
});

describe("reset password page", () => {
  it("sends a visitor without a token to /login", async () => {
    mockApi(signedOutHandlers);
    const app = renderApp("/reset-password");
    await screen.findByRole("heading", { name: "Sign in" });
    expect(app.location()).toBe("/login");
  });

  it("checks the password rules, then confirms the reset with a way to sign in", async () => {
    const { requests } = mockApi({
      ...signedOutHandlers,
      "POST /auth/reset-password": { body: { ok: true } },
    });
    renderApp("/reset-password?token=abc");
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);

    await user.type(password, "short");
    await user.tab();
    expect(await screen.findByText("Password must be at least 8 characters long")).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, "longenough1");
    await user.type(confirm, "different1");
    await user.tab();
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();

    await user.clear(confirm);
    await user.type(confirm, "longenough1");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByText("Your password has been reset successfully.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(requests.find((r) => r.path === "/auth/reset-password")?.body).toEqual({
      token: "abc",
      password: "longenough1",
    });
  });

  it("says the reset failed and that the link may have expired", async () => {
    mockApi({
      ...signedOutHandlers,
      "POST /auth/reset-password": { status: 400, body: refusalBody("RESET_FAILED") },
    });
    renderApp("/reset-password?token=old");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), "longenough1");
    await user.type(screen.getByLabelText(/^Confirm new password/), "longenough1");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    // The form's alert (the forms layer's toast says the same).
    const alert = await screen.findByRole("alert", { name: "Failed to reset password" });
    expect(alert).toHaveTextContent(/The link may have expired/);
  });
});
