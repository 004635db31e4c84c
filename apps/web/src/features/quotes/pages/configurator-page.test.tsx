import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { productDetailFixture } from "../../../test/fixtures.ts";
import { lineFixture, lineId, productId } from "../../../test/kits/quotes.test-kit.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

describe("configurator", () => {
  it("prices the choices live, words the explanation and tells the page when saved", async () => {
    const posted = vi.spyOn(window, "postMessage").mockImplementation(() => {});
    const { requests } = mockApi({
      ...signedInHandlers(),
      [`GET /order-lines/${lineId}`]: { body: lineFixture() },
      [`GET /catalogue/products/${productId}`]: { body: productDetailFixture({ id: productId }, 1200) },
      [`POST /order-lines/${lineId}/price`]: ({ body }) => {
        const wide = (body as { width: number }).width === 2000;
        return {
          body: {
            pricing: {
              ...lineFixture().pricing,
              totalSellPriceIncTax: wide ? "612.50" : "375.76",
            },
            errors: wide ? [] : [{ code: "BAD_SIZE", message: "bad" }],
            explanation: [
              {
                kind: "GRID_CELL",
                width: 2000,
                drop: 1500,
                columnWidth: 2100,
                rowDrop: 1500,
                cost: "140.00",
              },
            ],
          },
        };
      },
      [`PUT /order-lines/${lineId}`]: ({ body }) => ({
        body: { ...lineFixture(), context: { ...lineFixture().context, choices: body } },
      }),
    });
    renderApp(`/product-options/${lineId}`);
    const width = await screen.findByRole("textbox", { name: "Width" });
    // The phone footer keeps the total (or what is wrong) in sight.
    fireEvent.change(width, { target: { value: "900" } });
    await waitFor(() => expect(screen.getByTestId("footer-total")).toHaveTextContent("1 problem"));
    // Motor is only for widths from 1200 mm.
    expect(screen.getByRole("radio", { name: "Motor" })).toBeDisabled();
    fireEvent.change(width, { target: { value: "2000" } });
    await waitFor(() => expect(screen.getByTestId("live-total")).toHaveTextContent("$612.50"));
    expect(screen.getByTestId("footer-total")).toHaveTextContent("$612.50");
    expect(
      screen.getByText("Grid price for 2000 × 1500 mm (column 2100 mm, row 1500 mm): $140.00"),
    ).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Motor" })).toBeEnabled();
    const previews = requests.filter((r) => r.path.endsWith("/price"));
    expect(previews.at(-1)?.body).toMatchObject({ width: 2000, height: 1500, quantity: 2 });

    await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith({ type: "didSave", orderLineId: lineId }, window.location.origin),
    );
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({
      width: 2000,
      selections: { g1: ["o1"] },
    });
    posted.mockRestore();
  });

  it("clamps the width and drop into the product's range on leaving the field", async () => {
    mockApi({
      ...signedInHandlers(),
      [`GET /order-lines/${lineId}`]: { body: lineFixture() },
      [`GET /catalogue/products/${productId}`]: { body: productDetailFixture({ id: productId }, 1200) },
      [`POST /order-lines/${lineId}/price`]: {
        body: { pricing: lineFixture().pricing, errors: [], explanation: [] },
      },
    });
    renderApp(`/product-options/${lineId}`);
    const user = userEvent.setup();
    const width = await screen.findByRole("textbox", { name: "Width" });
    expect(screen.getAllByText("300–3000 mm")).toHaveLength(2);
    await user.clear(width);
    await user.type(width, "99999");
    await user.tab();
    expect(width).toHaveValue("3000 mm");
    await user.clear(width);
    await user.type(width, "0");
    await user.tab();
    expect(width).toHaveValue("300 mm");
    const quantity = screen.getByRole("textbox", { name: "Quantity" });
    await user.clear(quantity);
    await user.type(quantity, "5000");
    await user.tab();
    expect(quantity).toHaveValue("999");
  });

  it("refuses Save while the server finds the line unfinished, on the field, and keeps the dialog", async () => {
    const posted = vi.spyOn(window, "postMessage").mockImplementation(() => {});
    const line = lineFixture();
    const { requests } = mockApi({
      ...signedInHandlers(),
      [`GET /order-lines/${lineId}`]: {
        body: { ...line, context: { ...line.context, choices: { ...line.context.choices, selections: {} } } },
      },
      [`GET /catalogue/products/${productId}`]: { body: productDetailFixture({ id: productId }, 1200) },
      [`POST /order-lines/${lineId}/price`]: {
        body: {
          pricing: line.pricing,
          errors: [
            {
              code: "MISSING_REQUIRED_OPTIONS",
              message: "A required option has not been chosen.",
              groupId: "g1",
              groupName: "Control",
            },
          ],
          explanation: [],
        },
      },
    });
    renderApp(`/product-options/${lineId}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save" }));

    expect(await screen.findByText("Review all fields and try again")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("radio", { name: "Chain" })).toHaveFocus());
    expect(requests.some((request) => request.method === "PUT")).toBe(false);
    expect(posted).not.toHaveBeenCalledWith(expect.objectContaining({ type: "didSave" }), expect.anything());
    posted.mockRestore();
  });
});
