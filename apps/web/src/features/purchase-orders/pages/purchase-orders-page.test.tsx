import type { PurchaseOrder, SupplierOrder } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { supplierFixture } from "../../../test/fixtures.ts";
import {
  mockOrdersApi,
  orderFixture,
  orderListItemFixture,
} from "../../../test/kits/purchase-orders.test-kit.ts";
import { renderApp } from "../../../test/render-app.tsx";

const openId = "01900000-0000-7000-8000-0000000000a1";
const sentId = "01900000-0000-7000-8000-0000000000a2";

const open = orderListItemFixture({
  id: openId,
  tuid: 7,
  number: "PO-7",
  sidemark: "Smith – Kitchen blinds",
  deal: { id: "d-1", tuid: 1042, name: "Smith – Kitchen blinds", workflowSlug: "sales" },
});
const sent = orderListItemFixture({
  ...open,
  id: sentId,
  tuid: 6,
  number: "PO-6",
  status: "SUBMITTED",
  manufacturerId: 2,
  sidemark: "Jones",
});

const order: PurchaseOrder = orderFixture({
  ...open,
  quoteId: "q-1",
  salesRep: { id: 1, name: "Alex Morgan" },
  customerDetails: { name: "Jane Smith", email: "jane@example.com", phone: null, address: null },
  version: 1,
});

function ordersApi() {
  return mockOrdersApi({
    "GET /old/manufacturers": {
      body: { data: [supplierFixture(1, "Sunline Blinds"), supplierFixture(2, "Coastal Curtains")] },
    },
    "GET /purchase-orders": (request) => {
      const status = request.url.searchParams.get("status");
      return { body: [open, sent].filter((candidate) => !status || candidate.status === status) };
    },
    [`GET /purchase-orders/${openId}`]: { body: order },
  });
}

describe("purchase orders list", () => {
  it("lists the orders with their supplier, and filters by the status in the address", async () => {
    const { requests } = ordersApi();
    const app = renderApp("/orders?status=SUBMITTED");
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent("PO-6Coastal CurtainsJonesSubmitted");
    expect(requests.some((request) => request.url.searchParams.get("status") === "SUBMITTED")).toBe(true);

    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Show archived orders" }));
    await waitFor(() => expect(app.location()).toBe("/orders?status=SUBMITTED&archived=true"));
  });

  it("searches, and filters by supplier and days, all in the address", async () => {
    const { requests } = ordersApi();
    const app = renderApp("/orders");
    const user = userEvent.setup();
    await screen.findByRole("table");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "PO-6");
    await waitFor(() => expect(app.location()).toBe("/orders?search=PO-6"));
    await waitFor(() =>
      expect(requests.some((request) => request.url.searchParams.get("search") === "PO-6")).toBe(true),
    );
    await user.click(screen.getByLabelText("Supplier", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Coastal Curtains" }));
    await waitFor(() => expect(app.location()).toBe("/orders?search=PO-6&supplier=2"));
    expect(requests.some((request) => request.url.searchParams.get("manufacturerId") === "2")).toBe(true);
    await user.type(screen.getByLabelText("Created from"), "2026-11-01");
    await waitFor(() => expect(app.location()).toBe("/orders?search=PO-6&supplier=2&from=2026-11-01"));
    expect(requests.some((request) => request.url.searchParams.get("from") === "2026-11-01")).toBe(true);
  });

  it("says so when there are none", async () => {
    mockOrdersApi({ "GET /purchase-orders": { body: [] } });
    renderApp("/orders");
    expect(await screen.findByText("No purchase orders found")).toBeInTheDocument();
  });

  it("opens an order with its details and its products", async () => {
    ordersApi();
    const app = renderApp("/orders");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("link", { name: "PO-7" }));
    await waitFor(() => expect(app.location()).toBe(`/orders/${openId}`));
    expect(await screen.findByRole("heading", { name: "PO-7", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Sunline Blinds")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "D-1042 Smith – Kitchen blinds" })).toHaveAttribute(
      "href",
      "/workflows/sales/d-1",
    );
    expect(screen.getByText("Jane Smith · jane@example.com")).toBeInTheDocument();
    expect(screen.getByText("Blockout Roller Blind")).toBeInTheDocument();
    expect(screen.getByText("Sunline · 1000 × 1500 mm")).toBeInTheDocument();
    expect(screen.getByText("Left-hand chain")).toBeInTheDocument();
    expect(screen.getByText("3 × $116.83")).toBeInTheDocument();
  });
});

describe("a submitted order's supplier order", () => {
  const supplierOrderId = "01900000-0000-7000-8000-0000000000b1";
  const sentOrder: PurchaseOrder = {
    ...order,
    status: "SUBMITTED",
    isReadOnly: true,
    context: {
      ...order.context,
      supplierOrder: {
        id: supplierOrderId,
        isOffline: false,
        coreStatus: "IN_PROGRESS",
        statusName: "IN_PROGRESS",
      },
    },
  };
  const supplierOrder: SupplierOrder = {
    id: supplierOrderId,
    manufacturerId: 1,
    reference: "SL-4407",
    freight: "45.00",
    eta: "2026-12-14",
    shippingInstructions: "",
    trackingInformation: "",
    createdAt: "2026-11-20T01:00:00.000Z",
    updatedAt: "2026-11-21T01:00:00.000Z",
    acknowledgedAt: "2026-11-21T01:00:00.000Z",
    orderStatusId: null,
    customerNotes: "",
    notes: "",
    isOffline: false,
    version: 2,
    context: {
      orderStatus: { id: null, name: "IN_PROGRESS", coreStatus: "IN_PROGRESS" },
      requiredDate: null,
      shippingAddress: "",
      shippingMethod: { id: 1, name: "Courier" },
      purchaseOrder: { id: openId, number: "PO-7", sidemark: "Smith – Kitchen blinds" },
      supplier: { id: 1, name: "Sunline Blinds" },
      orderLines: [
        {
          id: "l-1",
          externalOrderLineId: null,
          manufacturerOrderId: supplierOrderId,
          productName: "Blockout Roller Blind",
          windowGroupName: "Kitchen",
          configuration: { width: 1000, height: 1500, optionGroups: [] },
          notes: "",
          quantity: 3,
          sellPrice: "350.50",
        },
      ],
    },
  };

  it("shows its status on the order, and its details and history in the supplier order", async () => {
    mockOrdersApi({
      [`GET /purchase-orders/${openId}`]: { body: sentOrder },
      [`GET /purchase-orders/${openId}/supplier-orders/${supplierOrderId}`]: { body: supplierOrder },
      [`GET /purchase-orders/${openId}/supplier-orders/${supplierOrderId}/history`]: {
        body: [
          {
            id: "h-1",
            field: "status",
            old: "UNSTARTED",
            new: "IN_PROGRESS",
            createdAt: "2026-11-21T01:00:00.000Z",
            createdByName: "Sunline Blinds (supplier page)",
          },
        ],
      },
    });
    const app = renderApp(`/orders/${openId}`);
    const user = userEvent.setup();
    expect(await screen.findByText("In progress")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Open supplier order" }));
    await waitFor(() => expect(app.location()).toBe(`/orders/${openId}/supplier-order/${supplierOrderId}`));
    const dialog = await screen.findByRole("dialog", { name: "Supplier order for PO-7 · Sunline Blinds" });
    expect(await within(dialog).findByText("SL-4407")).toBeInTheDocument();
    expect(within(dialog).getByText("Courier")).toBeInTheDocument();
    expect(within(dialog).getByText("Kitchen · 1000 × 1500 mm")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("tab", { name: "History" }));
    expect(await within(dialog).findByText("Not started → In progress")).toBeInTheDocument();
    expect(within(dialog).getByText(/Sunline Blinds \(supplier page\)/)).toBeInTheDocument();
  });
});
