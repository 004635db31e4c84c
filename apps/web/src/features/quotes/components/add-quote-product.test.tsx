// Adding a catalogue product to a Draft quote: configured and priced live before anything is saved;
// Save adds it as one configured line, and closing the configurator leaves the quote as it was.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { productDetailFixture, productFixture } from "../../../test/fixtures.ts";
import { dealId, lineFixture, productId, quoteFixture, quoteId } from "../../../test/kits/quotes.test-kit.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const product = productFixture({ id: productId });

function quoteApi() {
  return mockApi({
    ...signedInHandlers(),
    [`GET /quotes/${quoteId}`]: { body: quoteFixture() },
    "GET /catalogue/brands": { body: [] },
    "GET /catalogue/products": { body: [product] },
    [`GET /catalogue/products/${productId}`]: { body: productDetailFixture({ id: productId }) },
    [`POST /quotes/${quoteId}/order-lines/price`]: ({ body }) => {
      const { choices } = body as { choices: { width: number | null; selections: Record<string, string[]> } };
      const complete = choices.width !== null && (choices.selections.g1 ?? []).length > 0;
      const line = lineFixture();
      return {
        body: {
          pricing: complete ? line.pricing : { ...line.pricing, unitSellPriceIncTax: "0.0000" },
          errors: complete ? [] : [{ code: "OPTIONS_NOT_SELECTED", message: "x" }],
          explanation: [],
        },
      };
    },
    [`POST /quotes/${quoteId}/order-lines`]: { body: lineFixture() },
  });
}

async function openConfigurator() {
  const user = userEvent.setup();
  renderApp(`/workflows/sales/${dealId}/quotes/${quoteId}`);
  await user.click(await screen.findByRole("button", { name: "Add products" }));
  await user.type(await screen.findByRole("textbox", { name: "Search products" }), "blind");
  await user.click(await screen.findByRole("button", { name: "Add Blockout Roller Blind" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Blockout Roller Blind" });
  await within(dialog).findByRole("radio", { name: "Chain" });
  return { user, dialog };
}

const writes = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.method !== "GET" && !request.path.endsWith("/price"));

describe("adding a product to a quote", () => {
  it("saves nothing while the product is configured, then adds it configured on Save", async () => {
    const { requests } = quoteApi();
    const { user, dialog } = await openConfigurator();
    await waitFor(() => expect(within(dialog).getByTestId("footer-total")).toHaveTextContent("1 problem"));
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Width" }), { target: { value: "1000" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Drop" }), { target: { value: "1500" } });
    await user.click(within(dialog).getByRole("radio", { name: "Chain" }));
    await waitFor(() => expect(within(dialog).getByTestId("live-total")).toHaveTextContent("$375.76"));
    // Priced live as the dealer's sell price, and nothing on the quote yet.
    expect(within(dialog).getAllByText("Total (inc tax)").length).toBeGreaterThan(0);
    expect(writes(requests)).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByText("Blockout Roller Blind added to the quote")).toBeInTheDocument(),
    );
    expect(writes(requests).map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /quotes/${quoteId}/order-lines`,
    ]);
    expect(
      requests.find((request) => request.method === "POST" && request.path.endsWith("/order-lines"))?.body,
    ).toMatchObject({ productId, choices: { width: 1000, height: 1500, selections: { g1: ["o1"] } } });
  });

  it("closing the configurator leaves the quote as it was", async () => {
    const { requests } = quoteApi();
    const { user, dialog } = await openConfigurator();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Add Blockout Roller Blind" })).not.toBeInTheDocument(),
    );
    expect(writes(requests)).toEqual([]);
  });
});
