// A quote's line on its own page: a line with errors can be fixed there ('Change options' opens the
// configurator), and the page shows the line as saved afterwards; an accepted quote's line cannot.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { dealId, lineFixture, lineId, quoteFixture, quoteId } from "../../../test/kits/quotes.test-kit.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const url = `/workflows/sales/${dealId}/quotes/${quoteId}/products/${lineId}`;
const badSize = { code: "BAD_SIZE" as const, message: "This size cannot be made." };

describe("a quote's line page", () => {
  it("offers 'Change options' on a Draft quote and shows the line as saved from the configurator", async () => {
    let saved = false;
    const { requests } = mockApi({
      ...signedInHandlers(),
      [`GET /quotes/${quoteId}`]: { body: quoteFixture() },
      [`GET /order-lines/${lineId}`]: () => ({
        body: saved
          ? lineFixture()
          : lineFixture({ context: { ...lineFixture().context, errors: [badSize] } }),
      }),
    });
    renderApp(url);
    expect(await screen.findByText("This size cannot be made.", { exact: false })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Change options" }));
    expect(await screen.findByTitle("Configure product")).toHaveAttribute(
      "src",
      `/product-options/${lineId}`,
    );

    saved = true;
    const reads = requests.filter((request) => request.path === `/order-lines/${lineId}`).length;
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "didSave", orderLineId: lineId },
          origin: window.location.origin,
        }),
      );
    });
    await waitFor(() => expect(screen.queryByTitle("Configure product")).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByText("This size cannot be made.", { exact: false })).not.toBeInTheDocument(),
    );
    expect(requests.filter((request) => request.path === `/order-lines/${lineId}`).length).toBeGreaterThan(
      reads,
    );
  });

  it("offers no way to change an accepted quote's line", async () => {
    mockApi({
      ...signedInHandlers(),
      [`GET /quotes/${quoteId}`]: { body: quoteFixture({ status: "ACCEPTED", isReadOnly: true }) },
      [`GET /order-lines/${lineId}`]: { body: lineFixture() },
    });
    renderApp(url);
    expect(await screen.findByRole("heading", { name: "Blockout Roller Blind" })).toBeInTheDocument();
    await screen.findByRole("link", { name: "Q-301" });
    expect(screen.queryByRole("button", { name: "Change options" })).not.toBeInTheDocument();
  });
});
