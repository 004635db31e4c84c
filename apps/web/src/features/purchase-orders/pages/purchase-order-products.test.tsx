// An open order's products from the catalogue: add one (costed live), open one over the order, change
// its options in the product options frame, and set how the order travels.
import type { Manufacturer } from "@portal/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { productDetailFixture, productFixture, supplierFixture } from "../../../test/fixtures.ts";
import {
  lineId,
  mockOrdersApi,
  orderFixture,
  orderId,
  productId,
} from "../../../test/kits/purchase-orders.test-kit.ts";
import type { MockHandler } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const order = orderFixture();
const supplier = supplierFixture(1, "Sunline Blinds", {
  customer_settings: { default_shipping_method_id: 11 },
  shipping_methods: [
    { id: 11, name: "Courier", address: null },
    { id: 12, name: "Pick up", address: "4 Dock Rd, Botany" },
  ],
});

function orderApi(extra: Record<string, MockHandler> = {}) {
  const signedIn = signedInHandlers();
  return mockOrdersApi({
    "GET /old/account-settings": async (request) => {
      const base = signedIn["GET /old/account-settings"];
      const answer = typeof base === "function" ? await base(request) : base;
      const body = answer?.body as { manufacturers: Manufacturer[] };
      return { body: { ...body, manufacturers: [supplier] } };
    },
    [`GET /purchase-orders/${orderId}`]: { body: order },
    [`GET /catalogue/products/${productId}`]: { body: productDetailFixture() },
    [`POST /purchase-orders/${orderId}/order-lines/price`]: ({ body }) => {
      const { choices } = body as { choices: { width: number | null; selections: Record<string, string[]> } };
      const complete = choices.width !== null && (choices.selections.g1 ?? []).length > 0;
      return {
        body: {
          unitCostPrice: complete ? "121.2500" : "0.0000",
          costPrice: complete ? "121.25" : "0.00",
          errors: complete ? [] : [{ code: "OPTIONS_NOT_SELECTED", message: "x" }],
          explanation: [],
        },
      };
    },
    ...extra,
  });
}

describe("an open order's products", () => {
  it("adds a product of the order's supplier, costed live as it is configured", async () => {
    const { requests } = orderApi({
      "GET /catalogue/brands": { body: [] },
      "GET /catalogue/products": {
        body: [
          productFixture(),
          productFixture({ id: "p-other", name: "Other Supplier Blind", manufacturerId: 2 }),
        ],
      },
      [`POST /purchase-orders/${orderId}/order-lines`]: { body: order },
    });
    renderApp(`/orders/${orderId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add product" }));
    await user.type(await screen.findByRole("textbox", { name: "Search products" }), "blind");
    const add = await screen.findByRole("button", { name: "Add Blockout Roller Blind" });
    // Only the order's supplier's products are offered.
    expect(screen.queryByRole("button", { name: "Add Other Supplier Blind" })).not.toBeInTheDocument();
    expect(
      requests.some(
        (r) => r.path === "/catalogue/brands" && r.url.searchParams.get("manufacturerId") === "1",
      ),
    ).toBe(true);
    await user.click(add);
    const dialog = await screen.findByRole("dialog", { name: "Add Blockout Roller Blind" });
    // Nothing chosen yet: what is missing shows in place of a cost.
    await waitFor(() => expect(within(dialog).getByTestId("footer-total")).toHaveTextContent("1 problem"));
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Width" }), { target: { value: "1200" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Drop" }), { target: { value: "1400" } });
    await user.click(within(dialog).getByRole("radio", { name: "Chain" }));
    await waitFor(() => expect(within(dialog).getByTestId("live-total")).toHaveTextContent("$121.25"));
    expect(within(dialog).getAllByText("Total cost").length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByText("Blockout Roller Blind added to the order")).toBeInTheDocument(),
    );
    const added = requests.find(
      (r) => r.method === "POST" && r.path === `/purchase-orders/${orderId}/order-lines`,
    );
    expect(added?.body).toMatchObject({
      productId,
      choices: { width: 1200, height: 1400, quantity: 1, selections: { g1: ["o1"] } },
    });
  });

  it("asks before the X or Cancel drops options chosen for a new product, and closes at once before", async () => {
    const { requests } = orderApi({
      "GET /catalogue/brands": { body: [] },
      "GET /catalogue/products": { body: [productFixture()] },
    });
    renderApp(`/orders/${orderId}`);
    const user = userEvent.setup();
    const openConfigurator = async () => {
      await user.click(await screen.findByRole("button", { name: "Add product" }));
      await user.type(await screen.findByRole("textbox", { name: "Search products" }), "blind");
      await user.click(await screen.findByRole("button", { name: "Add Blockout Roller Blind" }));
      const dialog = await screen.findByRole("dialog", { name: "Add Blockout Roller Blind" });
      await within(dialog).findByRole("radio", { name: "Chain" });
      return dialog;
    };
    const gone = () =>
      waitFor(() =>
        expect(screen.queryByRole("dialog", { name: "Add Blockout Roller Blind" })).not.toBeInTheDocument(),
      );

    // Nothing chosen: nothing to lose.
    await user.click(within(await openConfigurator()).getByRole("button", { name: "Close" }));
    await gone();
    expect(screen.queryByRole("dialog", { name: "You have unsaved changes" })).not.toBeInTheDocument();

    const dialog = await openConfigurator();
    await user.click(within(dialog).getByRole("radio", { name: "Motor" }));
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    const confirm = await screen.findByRole("dialog", { name: "You have unsaved changes" });
    expect(confirm).toHaveTextContent("If you exit now your changes will be lost. Are you sure?");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "You have unsaved changes" })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole("radio", { name: "Motor" })).toBeChecked();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const asked = await screen.findByRole("dialog", { name: "You have unsaved changes" });
    await user.click(within(asked).getByRole("button", { name: "Yes, exit without saving" }));
    await gone();
    expect(
      requests.some((r) => r.method === "POST" && r.path === `/purchase-orders/${orderId}/order-lines`),
    ).toBe(false);
  });

  it("opens a product over the order, and its options in the product options frame", async () => {
    const { requests } = orderApi();
    const app = renderApp(`/orders/${orderId}/products/${lineId}`);
    const dialog = await screen.findByRole("dialog", { name: "Blockout Roller Blind" });
    expect(within(dialog).getByRole("cell", { name: "Chain" })).toBeInTheDocument();
    expect(within(dialog).getByText("$116.83")).toBeInTheDocument();
    expect(within(dialog).getByText("Left-hand chain")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "Change options" }));
    const frame = await screen.findByTitle("Product options: Blockout Roller Blind");
    expect(frame).toHaveAttribute("src", `/product-options/${lineId}?purchaseOrder=${orderId}`);
    const reads = () =>
      requests.filter((r) => r.method === "GET" && r.path === `/purchase-orders/${orderId}`).length;
    const before = reads();
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "didSave", orderLineId: lineId },
          origin: window.location.origin,
        }),
      );
    });
    // The frame saved through its own page: the order is read again.
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(screen.queryByTitle("Product options: Blockout Roller Blind")).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole("dialog", { name: "Blockout Roller Blind" })).getByRole("button", {
        name: "Close",
      }),
    );
    await waitFor(() => expect(app.location()).toBe(`/orders/${orderId}`));
  });

  it("changes a line's options in the frame's own page, re-costed", async () => {
    const posted = vi.spyOn(window, "postMessage").mockImplementation(() => {});
    const { requests } = orderApi({
      [`PUT /purchase-orders/${orderId}/order-lines/${lineId}/configuration`]: { body: order },
    });
    renderApp(`/product-options/${lineId}?purchaseOrder=${orderId}`);
    const width = await screen.findByRole("textbox", { name: "Width" });
    expect(width).toHaveValue("1000 mm");
    await userEvent.setup().click(screen.getByRole("radio", { name: "Motor" }));
    await waitFor(() => expect(screen.getByTestId("live-total")).toHaveTextContent("$121.25"));
    await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith({ type: "didSave", orderLineId: lineId }, window.location.origin),
    );
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({
      choices: expect.objectContaining({ width: 1000, quantity: 3, selections: { g1: ["o2"] } }),
    });
    posted.mockRestore();
  });

  it("sets how the order travels: one of the supplier's methods, the address and instructions", async () => {
    const { requests } = orderApi({
      [`POST /purchase-orders/${orderId}/calculate-shipping`]: {
        body: {
          ...order,
          shipping: { method: { id: 12, name: "Pick up" }, address: "Rear dock", instructions: null },
        },
      },
    });
    renderApp(`/orders/${orderId}`);
    // Unset, the supplier's default method goes with the order.
    expect(await screen.findByText("Courier (the supplier’s default)")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Calculate shipping" }));
    const dialog = await screen.findByRole("dialog", { name: "Calculate shipping" });
    await user.click(within(dialog).getByLabelText("Shipping method", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Pick up" }));
    expect(
      within(dialog).getByText("Collected from or delivered via: 4 Dock Rd, Botany"),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Delivery address" }), "Rear dock");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText("Shipping saved")).toBeInTheDocument());
    expect(requests.find((r) => r.path.endsWith("/calculate-shipping"))?.body).toEqual({
      version: 4,
      shippingMethodId: 12,
      address: "Rear dock",
      instructions: "",
    });
    expect(await screen.findByText("Pick up")).toBeInTheDocument();
  });
});
