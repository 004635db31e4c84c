import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { dealerSettingsFixture } from "../../../test/fixtures.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

describe("general settings", () => {
  it("saves company details and sends all ten dealer settings back with the two edited", async () => {
    const { requests } = mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
      "POST /old/account-settings/main-company": { body: { ok: true } },
      "POST /old/account-settings/dealer-portal": { body: { ok: true } },
    });
    renderApp("/settings/general");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Address line 1", {}), "1 George St");
    await user.type(screen.getByLabelText("Suburb"), "Sydney");
    await user.type(screen.getByLabelText("Postcode"), "2000");
    await user.type(screen.getByLabelText("Default shipping instructions"), "  Leave at dock 2  ");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
    const company = requests.find((r) => r.path === "/old/account-settings/main-company");
    expect(company?.body).toMatchObject({
      company_name: "Demo Blinds Co",
      address: { line1: "1 George St", line2: "", suburb: "Sydney", state: "", postcode: "2000" },
    });
    const dealer = requests.find(
      (r) => r.method === "POST" && r.path === "/old/account-settings/dealer-portal",
    );
    expect(dealer?.body).toEqual({
      companyLogoDocumentId: null,
      companyDeliveryAddress: "Dock 2, 1 George St, Sydney",
      defaultShippingInstructions: "Leave at dock 2",
      companyDetails: "ABN 12 345 678 901",
      bindingText: "Terms apply",
      depositPercentage: 30,
      taxRatePercentage: 10,
      accountAdjustmentType: "PERCENT_MARK_UP",
      accountAdjustmentValue: 40,
      quotePricingTaxMode: "INCLUSIVE",
    });
  });

  it("requires company name and email, checks the phone, and puts server field errors on the fields", async () => {
    const { requests } = mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
      "POST /old/account-settings/main-company": {
        status: 422,
        body: refusalBody("VALIDATION_FAILED", { email: "INVALID_EMAIL" }),
      },
    });
    renderApp("/settings/general");
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Company name/);
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();

    const phone = screen.getByLabelText(/Phone/);
    await user.clear(phone);
    await user.type(phone, "12345");
    await user.tab();
    expect(screen.getByText("Please enter a valid value")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);

    await user.type(name, "Demo Blinds");
    await user.clear(phone);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    // The server's field error on its field (the forms layer's toast says the same).
    const email = screen.getByRole("textbox", { name: /^Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription("Please enter a valid email address"));
  });

  it("shows the generic error view when settings cannot load", async () => {
    mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings/dealer-portal": { status: 500, body: { message: "Server error." } },
    });
    renderApp("/settings/general");
    expect(await screen.findByText("Sorry, something went wrong")).toBeInTheDocument();
    expect(
      screen.getByText(
        "The server might be offline or experiencing issues, please try again later or contact technical support.",
      ),
    ).toBeInTheDocument();
  });

  it("asks before leaving with unsaved changes", async () => {
    mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
    });
    const app = renderApp("/settings/general");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Suburb"), "Sydney");
    await user.click(await screen.findByRole("link", { name: "Dashboard" }));

    expect(await screen.findByText("You have unsaved changes")).toBeInTheDocument();
    expect(screen.getByText("If you exit now your changes will be lost. Are you sure?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Yes, exit without saving" }));
    await waitFor(() => expect(app.location()).toBe("/dashboard"));
  });
});
