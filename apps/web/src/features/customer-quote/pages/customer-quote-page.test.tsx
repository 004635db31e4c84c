import type { CustomerQuote, PaymentSummary } from "@portal/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PublicApp } from "../../../app/public-app.tsx";
import { mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";

const token = "OOeCywzqBj3FEoZYX0WU8Q";

function quote(overrides: Partial<CustomerQuote> = {}): CustomerQuote {
  return {
    id: token,
    isDepositRequired: true,
    order: {
      id: "01900000-0000-7000-8000-000000000301",
      tuid: 318,
      name: "Living room",
      total: "1517.40",
      depositAmount: "758.70",
      createdAt: "2026-08-31T01:00:00.000Z",
      convertedAt: null,
    },
    quotePdf: { id: 0, url: `/api/customerquote/${token}/pdf` },
    company: { id: "1", name: "Demo Blinds Co", timeZone: "Australia/Sydney" },
    customerNotes: "Install in the first week of December.",
    taxMode: "INCLUSIVE",
    lines: [
      {
        product: "Sunline Blockout Roller Blind",
        location: "Living",
        width: 1200,
        height: 1500,
        options: [{ group: "Control", value: "Chain" }],
        quantity: 2,
        price: "394.24",
      },
    ],
    totals: { exTax: "1379.45", tax: "137.95", incTax: "1517.40", adjustments: [] },
    bindingText: "By signing this quote you accept our terms of trade.",
    acceptedByName: null,
    acceptBlocker: null,
    canPayDeposit: false,
    ...overrides,
  };
}

const summary: PaymentSummary = { id: token, totalReceived: "0.00", balance: "1517.40", payments: [] };
const branding = {
  "GET /public/branding": { body: { name: null, logoUrl: null, color: null, chatKey: null } },
};

function open(url: string) {
  const parsed = new URL(url, "http://localhost");
  const location = { pathname: parsed.pathname, search: parsed.search, assign: vi.fn(), replace: vi.fn() };
  renderWithProviders(<PublicApp location={location as unknown as Location} />);
  return location;
}

/** jsdom has no canvas: a drawn stroke reads back as this PNG. */
function drawSignature() {
  HTMLCanvasElement.prototype.getContext = vi.fn(
    () =>
      ({
        beginPath: vi.fn(),
        moveTo: vi.fn(),
        lineTo: vi.fn(),
        stroke: vi.fn(),
        clearRect: vi.fn(),
      }) as unknown as CanvasRenderingContext2D,
  ) as unknown as HTMLCanvasElement["getContext"];
  HTMLCanvasElement.prototype.toDataURL = vi.fn(() => "data:image/png;base64,iVBORw0KGgo=");
  const pad = screen.getByTestId("signature-pad");
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
  fireEvent.pointerMove(pad, { clientX: 50, clientY: 30 });
  fireEvent.pointerUp(pad);
}

describe("the customer's quote page", () => {
  it("shows the quote, then accepts it with a name and a signature", async () => {
    const { requests } = mockApi({
      ...branding,
      [`GET /customerquote/${token}`]: { body: quote() },
      [`GET /customerquote/${token}/payments`]: { body: summary },
      [`POST /customerquote/${token}/accept`]: {
        body: quote({
          order: { ...quote().order, convertedAt: "2026-11-25T01:00:00.000Z" },
          acceptedByName: "Jane",
        }),
      },
    });
    open(`/customer-quote/${token}`);
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Living room", level: 1 })).toBeInTheDocument();
    const products = screen.getByRole("list", { name: "Products" });
    expect(within(products).getByText("Living · 1200 × 1500 mm · Qty 2")).toBeInTheDocument();
    expect(within(products).getByText("Control: Chain")).toBeInTheDocument();
    expect(screen.getByText("Includes tax of $137.95")).toBeInTheDocument();
    expect(screen.getByText("$758.70")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Download the quote/ })).toHaveAttribute(
      "href",
      `/api/customerquote/${token}/pdf`,
    );
    expect(screen.getByText("By signing this quote you accept our terms of trade.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(await screen.findByText("Review all fields and try again")).toBeInTheDocument();
    expect(screen.getAllByText("Please enter your name").length).toBeGreaterThan(0);
    expect(screen.getByText("Please sign above")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: /Your full name/ }), "Jane");
    drawSignature();
    await user.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(await screen.findByText("Quote accepted 25 Nov 2026")).toBeInTheDocument();
    expect(screen.getByText("Signed by Jane")).toBeInTheDocument();
    expect(requests.find((request) => request.path.endsWith("/accept"))?.body).toEqual({
      name: "Jane",
      signature: "data:image/png;base64,iVBORw0KGgo=",
    });
  });

  it("dates the quote in the dealer's zone, as its PDF does, wherever the customer reads it", async () => {
    // 26 November 15:30 UTC is already 27 November in Sydney (this browser is not in Sydney).
    mockApi({
      ...branding,
      [`GET /customerquote/${token}`]: {
        body: quote({
          order: {
            ...quote().order,
            createdAt: "2026-11-26T15:30:00.000Z",
            convertedAt: "2026-11-26T15:45:00.000Z",
          },
          acceptedByName: "Jane",
        }),
      },
      [`GET /customerquote/${token}/payments`]: { body: summary },
    });
    open(`/customer-quote/${token}`);
    expect(await screen.findByText("Quote Q-318 · 27 Nov 2026")).toBeInTheDocument();
    expect(screen.getByText("Quote accepted 27 Nov 2026")).toBeInTheDocument();
  });

  it("lets the customer read the page in Polish", async () => {
    mockApi({
      ...branding,
      [`GET /customerquote/${token}`]: { body: quote() },
      [`GET /customerquote/${token}/payments`]: { body: summary },
    });
    open(`/customer-quote/${token}`);
    const user = userEvent.setup();
    const picker = await screen.findByRole("group", { name: "Language of this page" });
    expect(within(picker).getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(picker).getByRole("button", { name: "Polski" }));
    expect(await screen.findByRole("group", { name: "Język tej strony" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Polski" })).toHaveAttribute("aria-pressed", "true");
    expect(localStorage.getItem("portal.language")).toBe("pl");
  });

  it("offers the deposit once accepted and takes the customer to its checkout", async () => {
    const accepted = quote({
      order: { ...quote().order, convertedAt: "2026-11-25T01:00:00.000Z" },
      acceptedByName: "Jane",
      canPayDeposit: true,
    });
    mockApi({
      ...branding,
      [`GET /customerquote/${token}`]: { body: accepted },
      [`GET /customerquote/${token}/payments`]: { body: summary },
      [`POST /customerquote/${token}/deposit`]: {
        body: { paymentId: "01900000-0000-7000-8000-000000007777" },
      },
    });
    const location = open(`/customer-quote/${token}`);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Pay deposit" }));
    await waitFor(() =>
      expect(location.assign).toHaveBeenCalledWith("/checkout/01900000-0000-7000-8000-000000007777"),
    );
  });

  it("says why a quote cannot be accepted yet", async () => {
    mockApi({
      ...branding,
      [`GET /customerquote/${token}`]: { body: quote({ acceptBlocker: "QUOTE_HAS_ERRORS" }) },
      [`GET /customerquote/${token}/payments`]: { body: summary },
    });
    open(`/customer-quote/${token}`);
    expect(await screen.findByText("This quote cannot be accepted yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
  });

  it("says so when the payments cannot load, and still shows the quote", async () => {
    mockApi({
      ...branding,
      [`GET /customerquote/${token}`]: { body: quote() },
      [`GET /customerquote/${token}/payments`]: { status: 500, body: { message: "x" } },
    });
    open(`/customer-quote/${token}`);
    expect(
      await screen.findByText("The payments could not be loaded. Reload the page to try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Living room", level: 1 })).toBeInTheDocument();
  });

  it("says 'Quote not found', and nothing else, when the link is revoked while the customer accepts", async () => {
    let revoked = false;
    mockApi({
      ...branding,
      [`GET /customerquote/${token}`]: () =>
        revoked ? { status: 404, body: refusalBody("NOT_FOUND") } : { body: quote() },
      [`GET /customerquote/${token}/payments`]: { body: summary },
      [`POST /customerquote/${token}/accept`]: () => {
        revoked = true;
        return { status: 404, body: refusalBody("NOT_FOUND") };
      },
    });
    open(`/customer-quote/${token}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /Your full name/ }), "Jane");
    drawSignature();
    await user.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(await screen.findByText("Quote not found")).toBeInTheDocument();
    expect(screen.queryByText(/We couldn't find that/)).not.toBeInTheDocument();
    expect(screen.queryByText(/server might be offline/)).not.toBeInTheDocument();
  });

  it("says 'Quote not found' for an unknown or revoked link", async () => {
    mockApi({
      ...branding,
      [`GET /customerquote/${token}`]: { status: 404, body: refusalBody("NOT_FOUND") },
    });
    open(`/customer-quote/${token}`);
    expect(await screen.findByRole("heading", { name: "Quote not found" })).toBeInTheDocument();
    expect(screen.queryByText(/The server is experiencing issues/)).not.toBeInTheDocument();
  });
});
