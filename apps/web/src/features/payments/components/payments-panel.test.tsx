import type { DealPayment, QuoteListItem } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";
import { PaymentsPanel } from "./payments-panel.tsx";

const dealId = "01900000-0000-7000-8000-000000002001";
const manualId = "01900000-0000-7000-8000-000000007001";
const cardId = "01900000-0000-7000-8000-000000007002";

function payment(overrides: Partial<DealPayment> = {}): DealPayment {
  return {
    id: manualId,
    dealId,
    type: "MANUAL",
    amount: "1250.00",
    currency: "USD",
    status: "PAID",
    transactedAt: "2026-11-20",
    description: "Deposit",
    reference: "Bank transfer",
    quoteId: null,
    extraCharges: 0,
    createdAt: "2026-11-20T01:30:00.000Z",
    updatedAt: "2026-11-20T01:30:00.000Z",
    ...overrides,
  };
}

/** The forms guard unsaved changes, which needs a data router. */
const renderPanel = (ui: ReactNode) =>
  renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: "/", element: ui }])} />);

const card = () =>
  payment({
    id: cardId,
    type: "CARD",
    amount: "300.00",
    status: "REQUESTED",
    transactedAt: null,
    reference: null,
  });

describe("payments", () => {
  it("lists payments with their status, date and reference, and copies a requested card payment's link", async () => {
    mockApi({ [`GET /deals/${dealId}/payments`]: () => ({ body: [card(), payment()] }) });
    renderPanel(
      <PaymentsPanel dealId={dealId} quotes={[]} readOnly={false} cardPayments onChanged={() => {}} />,
    );
    const list = await screen.findByRole("list", { name: "Payments" });
    const [first, second] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("$300.00");
    expect(first).toHaveTextContent("Requested");
    expect(within(first).getByRole("link")).toHaveAttribute(
      "href",
      `http://localhost:3000/checkout/${cardId}`,
    );
    expect(second).toHaveTextContent("$1,250.00");
    expect(second).toHaveTextContent("Manual · 20 Nov 2026 · Bank transfer");
    // A paid manual payment has no link to share.
    expect(within(second).queryByRole("button", { name: "Copy link" })).not.toBeInTheDocument();

    await userEvent.setup().click(within(first).getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Payment link copied!")).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`http://localhost:3000/checkout/${cardId}`);
  });

  it("says when a card payment was paid more than once, and how many charges to refund", async () => {
    const twice = { ...card(), status: "PAID" as const, transactedAt: "2026-11-21", extraCharges: 1 };
    const thrice = {
      ...card(),
      id: manualId,
      status: "PAID" as const,
      transactedAt: "2026-11-21",
      extraCharges: 2,
    };
    mockApi({ [`GET /deals/${dealId}/payments`]: () => ({ body: [twice, thrice, payment()] }) });
    renderPanel(
      <PaymentsPanel dealId={dealId} quotes={[]} readOnly={false} cardPayments onChanged={() => {}} />,
    );
    const list = await screen.findByRole("list", { name: "Payments" });
    const [first, second, third] = within(list).getAllByRole("listitem") as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent("Paid twice: refund one charge");
    expect(second).toHaveTextContent("Paid 3 times: refund 2 charges");
    expect(third).not.toHaveTextContent(/Paid twice|times: refund/);
  });

  it("records a payment against one of the deal's quotes, so its customer's quote page shows it", async () => {
    const quoteId = "01900000-0000-7000-8000-000000003001";
    const quotes: QuoteListItem[] = [
      {
        id: quoteId,
        externalId: null,
        tuid: 12,
        createdAt: "2026-11-20T01:30:00.000Z",
        description: "Lounge blinds",
        status: "ACCEPTED",
        totalSellPrice: "2400.00",
        totalSellPriceOverride: null,
        isArchived: false,
        context: { totalQuantity: 2, orderLineCount: 1 },
      },
    ];
    const { requests } = mockApi({
      [`GET /deals/${dealId}/payments`]: () => ({ body: [] }),
      [`POST /deals/${dealId}/payments`]: (request) => ({
        body: payment({ ...(request.body as Partial<DealPayment>) }),
      }),
    });
    renderPanel(
      <PaymentsPanel
        dealId={dealId}
        quotes={quotes}
        readOnly={false}
        cardPayments={false}
        onChanged={() => {}}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Add payment" });
    await user.type(within(dialog).getByRole("textbox", { name: "Amount" }), "600");
    await user.click(await within(dialog).findByRole("combobox", { name: "For quote" }));
    await user.click(await screen.findByRole("option", { name: "Q-12 · Lounge blinds" }));
    await user.click(within(dialog).getByRole("button", { name: "Add payment" }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === "POST")?.body).toMatchObject({
        amount: "600",
        quoteId,
      }),
    );
  });

  it("records a manual payment: the amount's rule from the domain, a date once paid", async () => {
    let list: DealPayment[] = [];
    const onChanged = vi.fn();
    const { requests } = mockApi({
      [`GET /deals/${dealId}/payments`]: () => ({ body: list }),
      [`POST /deals/${dealId}/payments`]: (request) => {
        const created = payment({ ...(request.body as Partial<DealPayment>) });
        list = [created, ...list];
        return { body: created };
      },
    });
    renderPanel(
      <PaymentsPanel
        dealId={dealId}
        quotes={[]}
        readOnly={false}
        cardPayments={false}
        onChanged={onChanged}
      />,
    );
    const user = userEvent.setup();
    expect(await screen.findByText("No payments yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Add payment" });
    // Without card payments only Manual is offered.
    expect(within(dialog).queryByText("Card")).not.toBeInTheDocument();

    const amount = within(dialog).getByRole("textbox", { name: "Amount" });
    await user.type(amount, "0.4");
    await user.click(within(dialog).getByRole("button", { name: "Add payment" }));
    expect(await screen.findByText("Review all fields and try again")).toBeInTheDocument();
    expect(within(dialog).getByText("The minimum payment amount is $0.50")).toBeInTheDocument();
    expect(amount).toHaveFocus();

    await user.clear(amount);
    await user.type(amount, "1250");
    await user.click(within(dialog).getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Paid" }));
    const date = within(dialog).getByLabelText(/Transaction date/);
    expect(date).toHaveValue(new Date().toLocaleDateString("sv-SE"));
    await user.clear(date);
    await user.type(date, "2026-11-20");
    await user.type(within(dialog).getByRole("textbox", { name: /Reference/ }), "Cash");
    await user.click(within(dialog).getByRole("button", { name: "Add payment" }));

    await waitFor(() => expect(requests.filter((request) => request.method === "POST")).toHaveLength(1));
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({
      type: "MANUAL",
      amount: "1250",
      description: "",
      status: "PAID",
      transactedAt: "2026-11-20",
      reference: "Cash",
      quoteId: null,
    });
    expect(await screen.findByText("Payment added")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onChanged).toHaveBeenCalled();
    expect(await screen.findByRole("list", { name: "Payments" })).toHaveTextContent("$1,250.00");
  });

  it("offers only what each payment's rules allow, and nothing on a read-only deal", async () => {
    const cancelled = payment({
      id: "01900000-0000-7000-8000-000000007003",
      type: "CARD",
      status: "CANCELLED",
    });
    mockApi({ [`GET /deals/${dealId}/payments`]: () => ({ body: [card(), payment(), cancelled] }) });
    const view = renderPanel(
      <PaymentsPanel dealId={dealId} quotes={[]} readOnly={false} cardPayments onChanged={() => {}} />,
    );
    const user = userEvent.setup();
    const items = within(await screen.findByRole("list", { name: "Payments" })).getAllByRole("listitem");
    const menuOf = async (item: HTMLElement) => {
      await user.click(within(item).getByRole("button", { name: "Payment actions" }));
      const menu = await screen.findByRole("menu");
      const names = within(menu)
        .getAllByRole("menuitem")
        .map((entry) => entry.textContent);
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
      return names;
    };
    expect(await menuOf(items[0] as HTMLElement)).toEqual(["Cancel payment"]);
    expect(await menuOf(items[1] as HTMLElement)).toEqual(["Edit", "Archive"]);
    expect(await menuOf(items[2] as HTMLElement)).toEqual(["Archive"]);
    view.unmount();

    renderPanel(<PaymentsPanel dealId={dealId} quotes={[]} readOnly cardPayments onChanged={() => {}} />);
    const list = await screen.findByRole("list", { name: "Payments" });
    expect(within(list).queryByRole("button", { name: "Payment actions" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add payment" })).not.toBeInTheDocument();
    // The link still shows, to send again.
    expect(within(list).getByRole("button", { name: "Copy link" })).toBeInTheDocument();
  });
});
