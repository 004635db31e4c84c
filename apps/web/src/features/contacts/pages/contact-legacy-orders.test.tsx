import type { Contact, LegacyOrder, LegacyOrderListItem } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { meFixture, providersFixture } from "../../../test/fixtures.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const contactId = "01900000-0000-7000-8000-0000000000c1";
const orderId = "01900000-0000-7000-8000-0000000000e1";

const contact: Contact = {
  id: contactId,
  tuid: 1,
  name: "Priya Sharma",
  email: "priya@example.com",
  phone: null,
  externalLink: null,
  externalData: {},
  providerConfigId: "portal",
  context: { deals: [] },
};

const listed: LegacyOrderListItem[] = [
  {
    id: orderId,
    orderNum: "SO-10412",
    subject: "Plantation shutters",
    status: "Installed",
    installDate: "2024-03-22",
    totalDue: "4526.5",
  },
];

const address = {
  street: "14 Wharf Road",
  city: "Balmain",
  state: "NSW",
  code: "2041",
  country: "Australia",
};
const order: LegacyOrder = {
  id: orderId,
  contactId,
  orderNum: "SO-10412",
  subject: "Plantation shutters",
  description: "Basswood, 89 mm blades",
  status: "Installed",
  owner: "Jordan Blake",
  supplier: "Coastal Shutters & Curtains",
  reps: "Ben Carter",
  billingAddress: address,
  shippingAddress: { ...address, street: "2 Site Road" },
  dates: { confirm: "2024-02-06", cbf: null, notification: null, install: "2024-03-22" },
  figures: {
    installCost: "360.00",
    gp: "1742.55",
    gpPercentage: "38.50",
    gst: "411.50",
    exGst: "4115.00",
    netCharged: "4526.50",
    totalDue: "4526.50",
    listTotal: "4850.00",
    manufactureCost: "2012.45",
    salesCommission: "174.26",
  },
  orderedItems: [
    {
      productName: "Basswood shutter",
      description: "Living room bay",
      quantity: "3",
      listPrice: "950.00",
      discount: "142.50",
      netTotal: "2707.50",
      totalAfterDiscount: "2707.50",
      tax: "270.75",
      total: "2978.25",
    },
  ],
  importedAt: "2026-09-01T09:00:00.000Z",
};

function api(legacyOrders: boolean, extra: Record<string, MockHandler> = {}) {
  return mockApi({
    ...signedInHandlers(),
    "GET /me": { body: meFixture({ LegacyOrders: legacyOrders }) },
    "GET /providers": {
      body: {
        ...providersFixture,
        contacts: [{ id: "portal", isPrimary: true, schema: "PORTAL", fieldGroups: [] }],
      },
    },
    "GET /contacts": { body: [] },
    [`GET /contacts/${contactId}`]: { body: contact },
    [`GET /contacts/${contactId}/legacy-orders`]: { body: listed },
    [`GET /legacy-orders/${orderId}`]: { body: order },
    ...extra,
  });
}

describe("a contact's legacy orders", () => {
  it("lists them and opens one read-only, with its fields grouped and money formatted", async () => {
    api(true);
    renderApp(`/contacts/${contactId}`);
    const dialog = await screen.findByRole("dialog", { name: "Priya Sharma" });
    const section = within(dialog).getByRole("region", { name: "Legacy Orders" });
    const open = await within(section).findByRole("button", { name: "Open legacy order SO-10412" });
    expect(open).toHaveTextContent("SO-10412 – Plantation shutters");
    expect(open).toHaveTextContent("Install 22 Mar 2024");
    expect(open).toHaveTextContent("$4,526.50");

    await userEvent.setup().click(open);
    const view = await screen.findByRole("dialog", { name: "Legacy order" });
    expect(await within(view).findByText("Basswood, 89 mm blades")).toBeInTheDocument();
    for (const heading of ["Summary", "Addresses", "Dates", "Figures", "Ordered items"]) {
      expect(within(view).getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    expect(within(view).getByText("$1,742.55")).toBeInTheDocument();
    expect(within(view).getByText("38.5%")).toBeInTheDocument();
    expect(within(view).getByText("6 Feb 2024")).toBeInTheDocument();
    const [, row] = within(view).getAllByRole("row");
    expect(row).toHaveTextContent(
      "Basswood shutterLiving room bay3$950.00$142.50$2,707.50$2,707.50$270.75$2,978.25",
    );
    expect(within(view).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });

  it("says 'No legacy orders found' for a contact without any", async () => {
    api(true, { [`GET /contacts/${contactId}/legacy-orders`]: { body: [] } });
    renderApp(`/contacts/${contactId}`);
    expect(await screen.findByText("No legacy orders found")).toBeInTheDocument();
  });

  it("says so when the list fails, and tries again", async () => {
    let calls = 0;
    api(true, {
      [`GET /contacts/${contactId}/legacy-orders`]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: "Server Error", code: "SERVER_ERROR" } }
          : { body: listed };
      },
    });
    renderApp(`/contacts/${contactId}`);
    const alert = await screen.findByText("The legacy orders could not be loaded");
    await userEvent.setup().click(within(alert.closest("[role=alert]") as HTMLElement).getByRole("button"));
    expect(await screen.findByRole("button", { name: "Open legacy order SO-10412" })).toBeInTheDocument();
  });

  it("shows no Legacy Orders section, and asks for none, without the legacy module", async () => {
    const { requests } = api(false);
    renderApp(`/contacts/${contactId}`);
    const dialog = await screen.findByRole("dialog", { name: "Priya Sharma" });
    await within(dialog).findByText("priya@example.com");
    expect(within(dialog).queryByText("Legacy Orders")).not.toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.path.endsWith("/legacy-orders"))).toBe(false));
  });
});
