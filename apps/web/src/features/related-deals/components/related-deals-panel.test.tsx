import type { RelatedDeal } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";
import { RelatedDealsPanel } from "./related-deals-panel.tsx";

const dealId = "01900000-0000-7000-8000-000000002001";
const otherId = "01900000-0000-7000-8000-000000002002";

const other: RelatedDeal = {
  id: otherId,
  tuid: 1077,
  name: "Service call: sticking shutter",
  description: "",
  isArchived: true,
  context: {
    status: { id: "st-9", name: "Booked", phase: "IN_PROGRESS" },
    workflow: { id: "wf-2", name: "Service", slug: "service" },
  },
};

const inRouter = (ui: ReactNode) => <MemoryRouter>{ui}</MemoryRouter>;

describe("related deals", () => {
  it("searches after a pause without this deal, links one and unlinks it after confirmation", async () => {
    let linked: RelatedDeal[] = [];
    const { requests } = mockApi({
      [`GET /deals/${dealId}/related-deals`]: () => ({ body: linked }),
      "GET /deals": { body: [other] },
      [`POST /deals/${dealId}/related-deals`]: () => {
        linked = [other];
        return { body: linked };
      },
      [`DELETE /deals/${dealId}/related-deals/${otherId}`]: () => {
        linked = [];
        return { body: { ok: true } };
      },
    });
    renderWithProviders(
      inRouter(
        <RelatedDealsPanel
          dealId={dealId}
          readOnly={false}
          dealHref={(slug, id) => `/workflows/${slug}/${id}`}
        />,
      ),
    );
    const user = userEvent.setup();
    expect(await screen.findByText("No related deals")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Link deal" }));
    const dialog = await screen.findByRole("dialog", { name: "Link a deal" });
    await user.type(within(dialog).getByRole("searchbox", { name: "Search deals" }), "shutter");
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path === "/deals").map((r) => r.url.searchParams.get("search")),
      ).toContain("shutter"),
    );
    const searches = requests.filter((r) => r.path === "/deals");
    expect(searches.every((r) => r.url.searchParams.get("excludeId") === dealId)).toBe(true);
    // One search for the typed word, not one per keystroke.
    expect(searches.map((r) => r.url.searchParams.get("search")).filter(Boolean)).toEqual(["shutter"]);
    await user.click(
      await within(dialog).findByRole("button", { name: "Link Service call: sticking shutter" }),
    );

    const list = await screen.findByRole("list", { name: "Related deals" });
    const link = within(list).getByRole("link", { name: "D-1077 Service call: sticking shutter" });
    expect(link).toHaveAttribute("href", `/workflows/service/${otherId}`);
    expect(within(list).getByText("Service")).toBeInTheDocument();
    expect(within(list).getByText("Booked")).toBeInTheDocument();
    expect(within(list).getByText("Archived")).toBeInTheDocument();

    await user.click(within(list).getByRole("button", { name: "Unlink Service call: sticking shutter" }));
    const confirm = await screen.findByRole("dialog", { name: "Unlink deal" });
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Unlink" }));
    expect(await screen.findByText("No related deals")).toBeInTheDocument();
  });
});
