import type { Manufacturer } from "@portal/contract";
import { errorWords } from "@portal/messages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminPermissions, meFixture, supplierFixture } from "../../../test/fixtures.ts";
import { mockOrdersApi, orderFixture, orderId } from "../../../test/kits/purchase-orders.test-kit.ts";
import type { MockHandler } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderApp } from "../../../test/render-app.tsx";

const unknownSupplier = errorWords.UNKNOWN_SUPPLIER;

const created = orderFixture({
  manufacturerId: 2,
  sidemark: "Lee – Bedroom shutters",
  totalCost: "0.00",
  totalQuantity: 0,
  requiredDate: "2026-12-18",
  supplier: { id: 2, name: "Coastal Curtains", isOffline: false },
  salesRep: { id: 7, name: "Sam Taylor" },
  customerDetails: { name: "Kim Lee", email: "kim@example.com", phone: null, address: null },
  notes: "Call before delivery",
  version: 1,
  context: { orderLines: [] },
});

function newOrderApi(
  options: {
    suppliers?: Manufacturer[];
    permissions?: ReturnType<typeof meFixture>["permissions"];
    create?: MockHandler;
  } = {},
) {
  return mockOrdersApi({
    "GET /me": { body: { ...meFixture(), permissions: options.permissions ?? adminPermissions } },
    "GET /old/manufacturers": {
      body: {
        data: options.suppliers ?? [
          supplierFixture(1, "Sunline Blinds"),
          supplierFixture(2, "Coastal Curtains"),
        ],
      },
    },
    "GET /purchase-orders": { body: [] },
    "POST /purchase-orders": options.create ?? { body: created },
    [`GET /purchase-orders/${orderId}`]: { body: created },
  });
}

const supplierInput = () => screen.getByLabelText(/^Supplier/, { selector: "input" });
const salesRepInput = () => screen.getByLabelText("Sales rep", { selector: "input" });

describe("a new purchase order", () => {
  it("is made from the list with its supplier and details, and opens once made", async () => {
    const { requests } = newOrderApi();
    const app = renderApp("/orders");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("link", { name: "New order" }));
    await waitFor(() => expect(app.location()).toBe("/orders/new"));
    expect(await screen.findByRole("heading", { name: "New purchase order", level: 1 })).toBeInTheDocument();
    await screen.findByRole("button", { name: "Create order" });
    // Two suppliers and nothing remembered: none is chosen for the user.
    expect(supplierInput()).toHaveValue("");
    expect(screen.queryByRole("checkbox", { name: /Private to the supplier/ })).not.toBeInTheDocument();

    await user.click(supplierInput());
    await user.click(await screen.findByRole("option", { name: "Coastal Curtains" }));
    await user.type(screen.getByLabelText("Sidemark"), "Lee – Bedroom shutters");
    await user.click(salesRepInput());
    await user.click(await screen.findByRole("option", { name: "Sam Taylor" }));
    await user.type(screen.getByLabelText("Required date"), "2026-12-18");
    await user.type(screen.getByLabelText("Customer name"), "Kim Lee");
    await user.type(screen.getByLabelText("Customer email"), "kim@example.com");
    await user.type(screen.getByLabelText(/^Notes/), "Call before delivery");
    await user.click(screen.getByRole("button", { name: "Create order" }));

    await waitFor(() => expect(app.location()).toBe(`/orders/${orderId}`));
    const posted = requests.filter(
      (request) => request.method === "POST" && request.path === "/purchase-orders",
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      manufacturerId: 2,
      sidemark: "Lee – Bedroom shutters",
      salesRepId: 7,
      customerDetails: { name: "Kim Lee", email: "kim@example.com", phone: "", address: "" },
      notes: "Call before delivery",
      requiredDate: "2026-12-18",
    });
    expect(await screen.findByText("Order PO-9 created")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "PO-9", level: 1 })).toBeInTheDocument();
    // No leave prompt: the form went with the page.
    expect(screen.queryByText("You have unsaved changes")).not.toBeInTheDocument();
    expect(localStorage.getItem("portal.orders.lastSupplier")).toBe("2");
    expect(localStorage.getItem("portal.orders.lastSalesRep")).toBe("7");
  });

  it("starts from the last supplier and sales rep while they are still offered", async () => {
    localStorage.setItem("portal.orders.lastSupplier", "2");
    localStorage.setItem("portal.orders.lastSalesRep", "7");
    newOrderApi();
    renderApp("/orders/new");
    await screen.findByRole("button", { name: "Create order" });
    expect(supplierInput()).toHaveValue("Coastal Curtains");
    expect(salesRepInput()).toHaveValue("Sam Taylor");
  });

  it("forgets a supplier and sales rep no longer offered, and picks the only supplier", async () => {
    localStorage.setItem("portal.orders.lastSupplier", "2");
    localStorage.setItem("portal.orders.lastSalesRep", "99");
    newOrderApi({ suppliers: [supplierFixture(1, "Sunline Blinds")] });
    renderApp("/orders/new");
    await screen.findByRole("button", { name: "Create order" });
    expect(supplierInput()).toHaveValue("Sunline Blinds");
    expect(salesRepInput()).toHaveValue("");
  });

  it("asks for a supplier, and shows the server's refusal of one on the supplier field", async () => {
    const { requests } = newOrderApi({
      create: {
        status: 422,
        body: refusalBody("VALIDATION_FAILED", { manufacturerId: "UNKNOWN_SUPPLIER" }),
      },
    });
    const app = renderApp("/orders/new");
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Create order" });
    await user.click(screen.getByRole("button", { name: "Create order" }));
    expect(await screen.findAllByText("Supplier is required")).not.toHaveLength(0);
    expect(supplierInput()).toHaveFocus();
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await user.click(supplierInput());
    await user.click(await screen.findByRole("option", { name: "Sunline Blinds" }));
    // On to the next field first: the supplier's own blur check runs before the answer comes back.
    await user.type(screen.getByLabelText("Sidemark"), "Lee");
    await user.click(screen.getByRole("button", { name: "Create order" }));
    expect(await screen.findAllByText(unknownSupplier)).not.toHaveLength(0);
    expect(supplierInput()).toHaveAttribute("aria-invalid", "true");
    expect(supplierInput()).toHaveFocus();
    expect(app.location()).toBe("/orders/new");
    expect(localStorage.getItem("portal.orders.lastSupplier")).toBeNull();
  });

  it("goes back to the list on Cancel", async () => {
    newOrderApi();
    const app = renderApp("/orders/new");
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Create order" });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(app.location()).toBe("/orders"));
  });

  it("says so when the account has no suppliers", async () => {
    newOrderApi({ suppliers: [] });
    renderApp("/orders/new");
    expect(await screen.findByText("No suppliers configured")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create order" })).not.toBeInTheDocument();
  });

  it("is not offered to those who may not change orders", async () => {
    newOrderApi({ permissions: adminPermissions.filter((permission) => permission !== "orders") });
    const app = renderApp("/orders/new");
    await waitFor(() => expect(app.location()).toBe("/orders"));
    expect(await screen.findByText("No purchase orders found")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "New order" })).not.toBeInTheDocument();
  });
});
