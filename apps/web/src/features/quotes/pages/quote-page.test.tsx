import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { meFixture, supplierFixture } from "../../../test/fixtures.ts";
import { dealId, quoteFixture, quoteId } from "../../../test/kits/quotes.test-kit.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const url = `/workflows/sales/${dealId}/quotes/${quoteId}`;

describe("quote page", () => {
  it("shows the lines and the quote's totals, with breadcrumbs back to the deal", async () => {
    mockApi({ ...signedInHandlers(), [`GET /quotes/${quoteId}`]: { body: quoteFixture() } });
    renderApp(url);
    expect(await screen.findByRole("heading", { name: "Quote Q-301" })).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "D-1042 Smith kitchen blinds" })).toHaveAttribute(
      "href",
      `/workflows/sales/${dealId}?tab=quotes`,
    );
    expect(screen.getByTestId("line-total")).toHaveTextContent("$375.76");
    expect(screen.getByText("1000 × 1500 mm", { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId("grand-inc")).toHaveTextContent("$1,498.92");
    expect(screen.getByTestId("tax-total")).toHaveTextContent("$136.27");
    expect(screen.getByTestId("deposit")).toHaveTextContent("$749.46");
    // No quotes.tax_override permission: no tax override field.
    expect(screen.queryByLabelText(/Tax override/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept" })).toBeEnabled();
  });

  it("hides every edit control of an accepted quote and says why", async () => {
    mockApi({
      ...signedInHandlers(),
      [`GET /quotes/${quoteId}`]: {
        body: quoteFixture({
          status: "ACCEPTED",
          isReadOnly: true,
          acceptedAt: "2026-11-21T02:00:00.000Z",
          acceptedBy: { id: 1, name: "Dana Dealer" },
        }),
      },
    });
    renderApp(url);
    expect(await screen.findByText(/has been accepted and cannot be changed/)).toBeInTheDocument();
    expect(screen.getByTestId("accepted-by")).toHaveTextContent("Dana Dealer");
    for (const name of [/Accept/, /Add products/, /Add adjustment/, /Edit Blockout/, /Remove Blockout/]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText("Description")).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Deposit override/)).not.toBeInTheDocument();
  });

  it("names the customer who accepted it on their page", async () => {
    mockApi({
      ...signedInHandlers(),
      [`GET /quotes/${quoteId}`]: {
        body: quoteFixture({
          status: "ACCEPTED",
          isReadOnly: true,
          acceptedAt: "2026-12-07T02:00:00.000Z",
          acceptedBy: null,
          sharing: { token: "t0k3n", viewedAt: null, acceptedByName: "Jane Customer" },
        }),
      },
    });
    renderApp(url);
    expect(await screen.findByTestId("accepted-by")).toHaveTextContent(/^Accepted by Jane Customer on /);
  });

  it("converts an accepted quote as an online order: the supplier's orders submitted in the same call", async () => {
    const supplier = supplierFixture(1, "Sunline Blinds");
    const { requests } = mockApi({
      ...signedInHandlers(),
      "GET /old/manufacturers": { body: { data: [supplier] } },
      [`GET /quotes/${quoteId}`]: {
        body: quoteFixture({ status: "ACCEPTED", isReadOnly: true, acceptedAt: "2026-11-21T02:00:00.000Z" }),
      },
      "GET /purchase-orders": { body: [] },
      [`POST /quotes/${quoteId}/convert`]: { body: [] },
    });
    renderApp(url);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Convert to purchase order" }));
    const dialog = await screen.findByRole("dialog", { name: "Convert to purchase order" });
    await user.click(within(dialog).getByRole("button", { name: "Submit as online order" }));
    await waitFor(() =>
      expect(requests.find((request) => request.url.pathname.endsWith("/convert"))?.body).toEqual({
        manufacturerId: null,
        submit: true,
      }),
    );
  });

  it("disables Accept with the reason while a line has errors", async () => {
    const quote = quoteFixture();
    quote.context.pricing.isPricingValid = false;
    mockApi({ ...signedInHandlers(), [`GET /quotes/${quoteId}`]: { body: quote } });
    renderApp(url);
    expect(await screen.findByRole("button", { name: "Accept" })).toBeDisabled();
    expect(screen.getByText("Fix the products with errors before accepting this quote.")).toBeInTheDocument();
  });

  it("adds a percentage adjustment with the quote's version; a 409 shows the spec toast and refetches", async () => {
    let gets = 0;
    const { requests } = mockApi({
      ...signedInHandlers(),
      [`GET /quotes/${quoteId}`]: () => {
        gets += 1;
        return { body: quoteFixture() };
      },
      [`PUT /quotes/${quoteId}`]: { status: 409, body: refusalBody("CONFLICT") },
    });
    renderApp(url);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add adjustment" }));
    const dialog = await screen.findByRole("dialog", { name: "Add adjustment" });
    expect(
      within(dialog).getByText(/prices include tax, so enter the amount including tax/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Label/), "Discount");
    await user.click(within(dialog).getByRole("radio", { name: "Percentage" }));
    await user.type(within(dialog).getByLabelText(/Percentage \(%\)/), "-10");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({
      version: 3,
      description: "Bedrooms",
      customerNotes: "",
      adjustments: [{ label: "Discount", taxType: "STANDARD", adjustmentType: "PERCENT", percent: "-10" }],
      sellTaxOverride: null,
      depositAmountOverride: null,
    });
    expect(
      await screen.findByText("We had trouble making that change, please try again"),
    ).toBeInTheDocument();
    await waitFor(() => expect(gets).toBeGreaterThan(1));
  });

  it("shows the reason an acceptance was refused inside the dialog", async () => {
    mockApi({
      ...signedInHandlers(),
      [`GET /quotes/${quoteId}`]: { body: quoteFixture() },
      [`POST /quotes/${quoteId}/accept`]: {
        status: 422,
        body: refusalBody("QUOTE_PENDING_UPDATES", { quote: "QUOTE_PENDING_UPDATES" }),
      },
    });
    renderApp(url);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept quote" });
    await user.click(within(dialog).getByRole("button", { name: "Accept quote" }));
    expect(
      await within(dialog).findByText("Apply the supplier's pending updates before accepting this quote."),
    ).toBeInTheDocument();
  });

  it("shows a missing or forbidden quote as not found, with a way back and no Try again", async () => {
    for (const [status, code] of [
      [404, "NOT_FOUND"],
      [403, "FORBIDDEN"],
    ] as const) {
      mockApi({ ...signedInHandlers(), [`GET /quotes/${quoteId}`]: { status, body: refusalBody(code) } });
      const app = renderApp(url);
      expect(await screen.findByRole("heading", { name: "Not found" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Back to the deal" })).toHaveAttribute(
        "href",
        `/workflows/sales/${dealId}?tab=quotes`,
      );
      expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
      expect(screen.queryByText(/The server might be offline/)).not.toBeInTheDocument();
      app.unmount();
    }
  });

  it("words a refusal in the user's language: Polish, not the API's English", async () => {
    changeLanguage("pl");
    try {
      mockApi({
        ...signedInHandlers(),
        [`GET /quotes/${quoteId}`]: { body: quoteFixture() },
        [`POST /quotes/${quoteId}/accept`]: {
          status: 422,
          body: refusalBody("QUOTE_PENDING_UPDATES", { quote: "QUOTE_PENDING_UPDATES" }),
        },
      });
      renderApp(url);
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Akceptuj" }));
      const dialog = await screen.findByRole("dialog", { name: "Akceptacja oferty" });
      await user.click(within(dialog).getByRole("button", { name: "Akceptuj ofertę" }));
      const alert = await within(dialog).findByRole("alert");
      expect(alert).toHaveTextContent(
        "Zastosuj oczekujące aktualizacje dostawcy przed zaakceptowaniem tej oferty.",
      );
      expect(alert).not.toHaveTextContent("Apply the supplier's pending updates");
    } finally {
      changeLanguage("en");
    }
  });

  it("lists the supplier's pending updates and applies them; Accept waits for them", async () => {
    const pending = quoteFixture();
    pending.context.pendingUpdates = {
      hasPendingUpdates: true,
      orderUpdates: { hasSurchargesUpdates: false, hasFreightUpdates: true, hasInstallationUpdates: false },
      products: [
        {
          productId: "p1",
          productName: "Blockout Roller Blind",
          hasPricingUpdates: true,
          hasCostPaddingUpdates: false,
          hasFabricUpdates: true,
          hasFreightUpdates: false,
          hasInstallationUpdates: false,
          hasRuleUpdates: false,
          hasSurchargesUpdates: false,
        },
      ],
    };
    const { requests } = mockApi({
      ...signedInHandlers(),
      [`GET /quotes/${quoteId}`]: { body: pending },
      [`POST /quotes/${quoteId}/apply-updates`]: { body: quoteFixture({ version: 4 }) },
    });
    renderApp(url);
    expect(await screen.findByText("Supplier updates are waiting")).toBeInTheDocument();
    expect(screen.getByText(/pricing, fabric/)).toBeInTheDocument();
    expect(screen.getByText("Whole order")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept" })).toBeDisabled();
    expect(
      screen.getByText("Apply the supplier's pending updates before accepting this quote."),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Apply updates" }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith("/apply-updates"))).toBe(true));
    expect(await screen.findByText("Updates applied")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Supplier updates are waiting")).not.toBeInTheDocument());
  });

  it("takes only an amount of 0 or more as a tax override: letters and the minus sign never land", async () => {
    const me = meFixture();
    const { requests } = mockApi({
      ...signedInHandlers(),
      "GET /me": { body: { ...me, permissions: [...me.permissions, "quotes.tax_override"] } },
      [`GET /quotes/${quoteId}`]: { body: quoteFixture() },
      [`PUT /quotes/${quoteId}`]: { body: quoteFixture() },
    });
    renderApp(url);
    const user = userEvent.setup();
    const override = await screen.findByRole("textbox", { name: /Tax override/ });
    await user.type(override, "-5abc");
    await user.tab();
    expect(override).toHaveValue("5");
    await user.click(within(override.closest("form") ?? document.body).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({ sellTaxOverride: "5" });
  });

  it("copies and emails the customer's link, and says when the deal has nobody to email", async () => {
    const token = "OOeCywzqBj3FEoZYX0WU8Q";
    let shared = quoteFixture();
    const { requests } = mockApi({
      ...signedInHandlers(),
      [`GET /quotes/${quoteId}`]: () => ({ body: shared }),
      [`POST /quotes/${quoteId}/share-link`]: () => {
        shared = quoteFixture({ sharing: { token, viewedAt: null, acceptedByName: null } });
        return { body: { url: `https://portal.example/customer-quote/${token}` } };
      },
      [`POST /quotes/${quoteId}/email`]: {
        status: 422,
        body: refusalBody("VALIDATION_FAILED", { quote: "NO_CUSTOMER_EMAIL" }),
      },
    });
    renderApp(url);
    const user = userEvent.setup();
    const card = (await screen.findByRole("heading", { name: "Customer link" })).closest(
      "div",
    ) as HTMLElement;
    expect(screen.getByText(/No link yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Quote link copied!")).toBeInTheDocument();
    // This site's own address, with the server's token.
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `http://localhost:3000/customer-quote/${token}`,
    );
    expect(await within(card).findByText("The customer has not opened it yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Revoke link" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Email link" }));
    expect(
      await screen.findByText("The deal has no contact with an email address to send the quote to."),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.path)).toEqual([
      `/quotes/${quoteId}/share-link`,
      `/quotes/${quoteId}/email`,
    ]);
  });
});
