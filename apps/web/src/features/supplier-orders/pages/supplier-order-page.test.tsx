import type { SupplierPage } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PublicApp } from "../../../app/public-app.tsx";
import { mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";

const token = "k3Jx9QpL2mVt7RwYz4Hb8N";
const pagePath = `/public/supplier-order/${token}`;

function supplierPage(overrides: Partial<SupplierPage> = {}): SupplierPage {
  return {
    dealer: { name: "Demo Blinds Co" },
    order: {
      id: "01900000-0000-7000-8000-000000000901",
      manufacturerId: 2,
      reference: null,
      freight: null,
      eta: null,
      shippingInstructions: "",
      trackingInformation: "",
      createdAt: "2026-11-20T01:00:00.000Z",
      updatedAt: "2026-11-20T01:00:00.000Z",
      acknowledgedAt: null,
      orderStatusId: null,
      customerNotes: "Deliver to the back door.",
      notes: "",
      isOffline: false,
      version: 1,
      context: {
        orderStatus: { id: null, name: "Unstarted", coreStatus: "UNSTARTED" },
        requiredDate: "2026-12-04",
        shippingAddress: "12 Harbour St, Sydney NSW 2000",
        shippingMethod: { id: 1, name: "Courier" },
        purchaseOrder: { id: "01900000-0000-7000-8000-000000000801", number: "PO-87", sidemark: "Smith" },
        supplier: { id: 2, name: "Sunline" },
        orderLines: [
          {
            id: "01900000-0000-7000-8000-000000000911",
            externalOrderLineId: null,
            manufacturerOrderId: "01900000-0000-7000-8000-000000000901",
            productName: "Blockout Roller Blind",
            windowGroupName: "Living",
            configuration: {
              width: 1200,
              height: 1500,
              optionGroups: [
                {
                  name: "Control",
                  options: [{ type: "BASE", value: "Chain", quantity: 1, price: "0.00", imageUrl: null }],
                },
              ],
            },
            notes: "Left-hand chain",
            quantity: 2,
            sellPrice: "394.24",
          },
        ],
      },
    },
    purchaseOrder: {
      number: "PO-87",
      sidemark: "Smith",
      notes: "Deliver to the back door.",
      requiredDate: "2026-12-04",
      submittedAt: "2026-11-20T01:00:00.000Z",
      totalCost: "788.48",
      totalQuantity: 2,
    },
    isSuperseded: false,
    ...overrides,
  };
}

const branding = {
  "GET /public/branding": { body: { name: null, logoUrl: null, color: null, chatKey: null } },
};

function open(url: string) {
  const parsed = new URL(url, "http://localhost");
  const location = { pathname: parsed.pathname, search: parsed.search, assign: vi.fn(), replace: vi.fn() };
  renderWithProviders(<PublicApp location={location as unknown as Location} />);
}

describe("the supplier's order page", () => {
  it("shows the order and its products, then saves the supplier's update", async () => {
    const saved = supplierPage();
    saved.order = {
      ...saved.order,
      reference: "SO-5521",
      eta: "2026-12-01",
      freight: "45.50",
      trackingInformation: "TNT 889123",
      version: 2,
      context: {
        ...saved.order.context,
        orderStatus: { id: null, name: "In progress", coreStatus: "IN_PROGRESS" },
      },
    };
    const { requests } = mockApi({
      ...branding,
      [`GET ${pagePath}`]: { body: supplierPage() },
      [`PUT ${pagePath}`]: { body: saved },
    });
    open(`/supplier-order/${token}`);
    const user = userEvent.setup();

    expect(
      await screen.findByRole("heading", { name: "Purchase order PO-87", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText("From Demo Blinds Co")).toBeInTheDocument();
    expect(screen.getByText("Deliver to the back door.")).toBeInTheDocument();
    expect(screen.getByText("4 Dec 2026")).toBeInTheDocument();
    expect(screen.getByText("$788.48")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Download PDF/ })).toHaveAttribute(
      "href",
      `/api/public/supplier-order/${token}/pdf`,
    );
    const products = screen.getByRole("list", { name: "Products" });
    expect(within(products).getByText("Blockout Roller Blind")).toBeInTheDocument();
    expect(within(products).getByText("Living")).toBeInTheDocument();
    expect(within(products).getByText("1200 × 1500 mm")).toBeInTheDocument();
    expect(within(products).getByText("Chain")).toBeInTheDocument();
    expect(within(products).getByText("Left-hand chain")).toBeInTheDocument();
    expect(within(products).getByText("Qty 2")).toBeInTheDocument();
    expect(within(products).getByText("$394.24")).toBeInTheDocument();

    const status = screen.getByRole("combobox", { name: "Status" });
    expect(status).toHaveDisplayValue("Not started");
    await user.selectOptions(status, "In progress");
    await user.type(screen.getByRole("textbox", { name: "Your reference" }), "  SO-5521 ");
    await user.type(screen.getByLabelText("ETA"), "2026-12-01");
    await user.type(screen.getByRole("textbox", { name: "Tracking information" }), "TNT 889123");
    await user.type(screen.getByRole("textbox", { name: "Freight" }), "45.5");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Order updated")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PUT")?.body).toEqual({
      coreStatus: "IN_PROGRESS",
      reference: "SO-5521",
      eta: "2026-12-01",
      trackingInformation: "TNT 889123",
      freight: "45.5",
      shippingInstructions: "",
    });
  });

  it("puts the API's field errors on their fields", async () => {
    mockApi({
      ...branding,
      [`GET ${pagePath}`]: { body: supplierPage() },
      // As over a network: the answer comes after the click's blur has been handled.
      [`PUT ${pagePath}`]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { status: 422, body: refusalBody("VALIDATION_FAILED", { reference: "INVALID_CHARACTERS" }) };
      },
    });
    open(`/supplier-order/${token}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Your reference" }), "SO-1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const reference = screen.getByRole("textbox", { name: "Your reference" });
    await waitFor(() => expect(reference).toHaveAccessibleDescription(/cannot be saved/));
    expect(reference).toHaveFocus();
  });

  it("says why a refused save failed and reloads the order, now read-only", async () => {
    let closed = false;
    const completed = supplierPage();
    completed.order = {
      ...completed.order,
      context: {
        ...completed.order.context,
        orderStatus: { id: null, name: "Completed", coreStatus: "COMPLETED" },
      },
    };
    mockApi({
      ...branding,
      [`GET ${pagePath}`]: () => ({ body: closed ? completed : supplierPage() }),
      [`PUT ${pagePath}`]: () => {
        closed = true;
        return { status: 409, body: refusalBody("SUPPLIER_ORDER_CLOSED") };
      },
    });
    open(`/supplier-order/${token}`);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This supplier order is completed or cancelled and cannot be changed."),
    ).toBeInTheDocument();
    expect(await screen.findByText("This order is closed")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.getByText("Completed")).toBeInTheDocument();
  });

  it("shows a superseded order's values read-only, with why", async () => {
    const superseded = supplierPage({ isSuperseded: true });
    superseded.order = { ...superseded.order, reference: "SO-5521", trackingInformation: "TNT 889123" };
    mockApi({ ...branding, [`GET ${pagePath}`]: { body: superseded } });
    open(`/supplier-order/${token}`);
    expect(await screen.findByText("This order has been replaced")).toBeInTheDocument();
    expect(screen.getByText(/A newer revision of this order was sent to you/)).toBeInTheDocument();
    expect(screen.getByText("SO-5521")).toBeInTheDocument();
    expect(screen.getByText("TNT 889123")).toBeInTheDocument();
    expect(screen.getByText("Not started")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("says 'Order not found' for an unknown link", async () => {
    mockApi({ ...branding, [`GET ${pagePath}`]: { status: 404, body: refusalBody("NOT_FOUND") } });
    open(`/supplier-order/${token}`);
    expect(await screen.findByRole("heading", { name: "Order not found" })).toBeInTheDocument();
  });

  it("offers to try again when the order cannot load", async () => {
    let failing = true;
    mockApi({
      ...branding,
      [`GET ${pagePath}`]: () =>
        failing ? { status: 500, body: { message: "x" } } : { body: supplierPage() },
    });
    open(`/supplier-order/${token}`);
    const retry = await screen.findByRole("button", { name: "Try again" });
    failing = false;
    await userEvent.setup().click(retry);
    expect(
      await screen.findByRole("heading", { name: "Purchase order PO-87", level: 1 }),
    ).toBeInTheDocument();
  });
});
