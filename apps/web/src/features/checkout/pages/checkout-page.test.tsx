import type { PublicPayment } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PublicApp } from "../../../app/public-app.tsx";
import { mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";

// Stripe.js comes from Stripe's servers, which no test reaches: its loader is replaced here.
const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock("@stripe/stripe-js/pure", () => stripeJs);

const paymentId = "01900000-0000-7000-8000-000000007002";
const session = {
  sessionId: "cs_test_1",
  clientSecret: "cs_secret_1",
  stripeAccount: null,
  publishableKey: null,
};

function payment(overrides: Partial<PublicPayment> = {}): PublicPayment {
  return {
    paymentId,
    amount: "1500.00",
    currency: "USD",
    description: "Deposit",
    status: "REQUESTED",
    context: { dealer: { name: "Demo Blinds Co" } },
    ...overrides,
  };
}

/** The public entry at `url`, its document moves recorded rather than made. */
function open(url: string) {
  const parsed = new URL(url, "http://localhost");
  const location = { pathname: parsed.pathname, search: parsed.search, assign: vi.fn(), replace: vi.fn() };
  renderWithProviders(<PublicApp location={location as unknown as Location} />);
  return location;
}

const branding = {
  "GET /public/branding": { body: { name: null, logoUrl: null, color: null, chatKey: null } },
};

describe("the customer's checkout", () => {
  it("asks for the email, then pays with the test card and goes to the return page", async () => {
    const { requests } = mockApi({
      ...branding,
      [`GET /public/payment/${paymentId}`]: { body: payment() },
      [`POST /public/payment/${paymentId}/create-session`]: { body: session },
      "POST /public/test-checkout/cs_test_1/confirm": { body: { ok: true } },
    });
    const location = open(`/checkout/${paymentId}`);
    const user = userEvent.setup();
    expect(await screen.findByText("Demo Blinds Co has requested a payment")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /^USD\s1,500\.00$/ })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findAllByText("Please enter your email")).not.toHaveLength(0);
    expect(screen.getByRole("textbox", { name: /Email/ })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: /Email/ })).toHaveAttribute(
      "placeholder",
      "Please enter an email address",
    );
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));

    expect(await screen.findByText("Test mode")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Card number" }), "4242424242424242");
    expect(screen.getByRole("textbox", { name: "Card number" })).toHaveValue("4242 4242 4242 4242");
    await user.type(screen.getByRole("textbox", { name: "Expiry" }), "1234");
    expect(screen.getByRole("textbox", { name: "Expiry" })).toHaveValue("12 / 34");
    await user.type(screen.getByRole("textbox", { name: "Security code" }), "123");
    await user.click(screen.getByRole("button", { name: /^Pay USD\s1,500\.00$/ }));

    await waitFor(() =>
      expect(location.assign).toHaveBeenCalledWith(`/checkout/${paymentId}/return?session_id=cs_test_1`),
    );
    expect(requests.find((request) => request.path.endsWith("/create-session"))?.body).toEqual({
      email: "jane@example.com",
    });
    expect(requests.find((request) => request.path.endsWith("/confirm"))?.body).toEqual({
      clientSecret: "cs_secret_1",
      email: "jane@example.com",
      number: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
    });
  });

  it("shows a refused card in the 'Payment Failed' dialog with the provider's words, then starts again", async () => {
    let sessions = 0;
    const { requests } = mockApi({
      ...branding,
      [`GET /public/payment/${paymentId}`]: { body: payment() },
      [`POST /public/payment/${paymentId}/create-session`]: () => {
        sessions += 1;
        return { body: { ...session, sessionId: `cs_test_${sessions}` } };
      },
      "POST /public/test-checkout/cs_test_1/confirm": {
        body: { ok: false, message: "Your card was declined." },
      },
    });
    open(`/checkout/${paymentId}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /Email/ }), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await user.type(await screen.findByRole("textbox", { name: "Card number" }), "4000000000000002");
    await user.type(screen.getByRole("textbox", { name: "Expiry" }), "1234");
    await user.type(screen.getByRole("textbox", { name: "Security code" }), "123");
    await user.click(screen.getByRole("button", { name: /^Pay / }));
    const dialog = await screen.findByRole("dialog", { name: "Payment Failed" });
    expect(
      within(dialog).getByText("We encountered a problem while processing your payment"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Your card was declined.")).toBeInTheDocument();
    // No server-error toast for checkout calls.
    expect(screen.queryByText(/The server is experiencing issues/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(sessions).toBe(2));
    expect(requests.filter((request) => request.path.endsWith("/create-session")).at(-1)?.body).toEqual({
      email: "jane@example.com",
    });
  });

  it.each([
    ["PAID", "All Done!"],
    ["CANCELLED", "This payment link is no longer valid"],
  ] as const)("shows a %s payment's outcome instead of the form", async (status, text) => {
    mockApi({ ...branding, [`GET /public/payment/${paymentId}`]: { body: payment({ status }) } });
    open(`/checkout/${paymentId}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue to payment" })).not.toBeInTheDocument();
    if (status === "PAID") {
      expect(
        screen.getByText(
          "Your payment has been successfully processed. Please check your email for payment confirmation",
        ),
      ).toBeInTheDocument();
    }
  });

  it("says 'Oops!' for a link that names no payment, and the generic panel for other failures", async () => {
    mockApi({
      ...branding,
      [`GET /public/payment/${paymentId}`]: { status: 401, body: refusalBody("UNAUTHENTICATED") },
    });
    open(`/checkout/${paymentId}`);
    expect(await screen.findByRole("heading", { name: "Oops!" })).toBeInTheDocument();
    expect(
      screen.getByText("We're having trouble finding the payment you're looking for"),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Please double-check the link and try again or contact our support team for assistance",
      ),
    ).toBeInTheDocument();
  });

  it("shows the generic error panel when the payment cannot load", async () => {
    mockApi({ ...branding, [`GET /public/payment/${paymentId}`]: { status: 500, body: { message: "x" } } });
    open(`/checkout/${paymentId}`);
    expect(await screen.findByText("Sorry, something went wrong")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.queryByText(/The server is experiencing issues/)).not.toBeInTheDocument();
  });

  it.each([
    ["COMPLETE", "All Done!"],
    ["OPEN", "Your payment was cancelled or declined. Please try again."],
    // A status outside the spec's two is not taken for either.
    ["EXPIRED", "Sorry, we were unable to verify the status of your payment..."],
  ] as const)("on the return page shows a %s session's outcome", async (status, text) => {
    mockApi({
      ...branding,
      [`GET /public/payment/${paymentId}`]: { body: payment() },
      [`GET /public/payment/${paymentId}/session/cs_test_1`]: { body: { sessionId: "cs_test_1", status } },
    });
    open(`/checkout/${paymentId}/return?session_id=cs_test_1`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    const back = screen.queryByRole("link", { name: "Back to checkout" });
    if (status === "COMPLETE") expect(back).not.toBeInTheDocument();
    else expect(back).toHaveAttribute("href", `/checkout/${paymentId}`);
  });

  it("on the return page says it could not verify a missing or unknown session", async () => {
    mockApi({
      ...branding,
      [`GET /public/payment/${paymentId}`]: { body: payment() },
      [`GET /public/payment/${paymentId}/session/cs_unknown`]: {
        status: 404,
        body: refusalBody("NOT_FOUND"),
      },
    });
    for (const url of [
      `/checkout/${paymentId}/return`,
      `/checkout/${paymentId}/return?session_id=cs_unknown`,
    ]) {
      const view = open(url);
      expect(
        await screen.findByText("Sorry, we were unable to verify the status of your payment..."),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Back to checkout" })).toBeInTheDocument();
      expect(view.assign).not.toHaveBeenCalled();
      document.body.innerHTML = "";
    }
  });

  it("draws Stripe's embedded form on the dealer's account when Stripe takes the payment", async () => {
    const mount = vi.fn();
    const createEmbeddedCheckoutPage = vi.fn(async () => ({ mount, destroy: vi.fn() }));
    stripeJs.loadStripe.mockResolvedValue({ createEmbeddedCheckoutPage });
    mockApi({
      ...branding,
      [`GET /public/payment/${paymentId}`]: { body: payment() },
      [`POST /public/payment/${paymentId}/create-session`]: {
        body: { ...session, stripeAccount: "acct_demo", publishableKey: "pk_test_1" },
      },
    });
    open(`/checkout/${paymentId}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /Email/ }), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(stripeJs.loadStripe).toHaveBeenCalledWith("pk_test_1", { stripeAccount: "acct_demo" });
    const options = (
      createEmbeddedCheckoutPage.mock.calls[0] as unknown as [{ fetchClientSecret: () => Promise<string> }]
    )[0];
    await expect(options.fetchClientSecret()).resolves.toBe("cs_secret_1");
    expect(mount.mock.calls[0]?.[0]).toBeInstanceOf(HTMLDivElement);
    expect(screen.queryByText("Test mode")).not.toBeInTheDocument();
  });

  it("shows the generic error panel when Stripe's form cannot load", async () => {
    stripeJs.loadStripe.mockRejectedValue(new Error("Failed to load Stripe.js"));
    mockApi({
      ...branding,
      [`GET /public/payment/${paymentId}`]: { body: payment() },
      [`POST /public/payment/${paymentId}/create-session`]: {
        body: { ...session, stripeAccount: "acct_demo", publishableKey: "pk_test_1" },
      },
    });
    open(`/checkout/${paymentId}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /Email/ }), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByText("Sorry, something went wrong")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
