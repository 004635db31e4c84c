import type { SearchResult } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { salesWorkflowId, workflowFixture } from "../../../test/fixtures.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const times = { createdAt: "2026-11-01T00:00:00.000Z", updatedAt: "2026-11-02T00:00:00.000Z" };
const results: SearchResult[] = [
  {
    ...times,
    entityType: "CONTACT",
    id: "c-1",
    title: "Zoë Kowalski",
    description: "zoe@example.test · 0400 000 000",
    tuid: 12,
    isArchived: false,
    context: {},
  },
  {
    ...times,
    entityType: "DEAL",
    id: "d-1",
    title: "Kowalski – Lounge shutters",
    description: "Lounge",
    tuid: 1042,
    isArchived: true,
    context: { workflowId: salesWorkflowId, statusId: "st-1" },
  },
  {
    ...times,
    entityType: "QUOTE",
    id: "q-1",
    title: "Q-311",
    description: "Kowalski – Lounge shutters",
    tuid: 311,
    isArchived: false,
    context: { dealId: "d-1", workflowId: salesWorkflowId, status: "DRAFT" },
  },
];

function searchApi(answer: (q: string) => SearchResult[] = () => results) {
  return mockApi({
    ...signedInHandlers(),
    "GET /workflows": { body: [workflowFixture()] },
    "GET /search": (request) => {
      const found = answer(request.url.searchParams.get("q") ?? "");
      return { body: { items: found, total: found.length } };
    },
  });
}

const searches = (requests: { path: string; url: URL }[]) =>
  requests.filter((request) => request.path === "/search");

describe("global search", () => {
  it("opens on Ctrl+K, asks once the typing pauses, groups the results and marks archived ones", async () => {
    const { requests } = searchApi();
    renderApp("/dashboard");
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Search Ctrl K" });

    await user.keyboard("{Control>}k{/Control}");
    const field = await screen.findByRole("combobox", {
      name: "Search contacts, deals, personnel, orders and quotes",
    });
    expect(screen.getByText(/Type a name, a number such as Q-1042/)).toBeInTheDocument();

    await user.type(field, "kowal");
    // One request for the whole word, not one per key.
    const listbox = await screen.findByRole("listbox");
    expect(searches(requests).map((request) => request.url.searchParams.get("q"))).toEqual(["kowal"]);

    const groups = within(listbox).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["Contacts", "Deals", "Quotes"]);
    const deal = within(groups[1] as HTMLElement).getByRole("option");
    expect(deal).toHaveTextContent("Kowalski – Lounge shutters");
    expect(deal).toHaveTextContent("Archived");
    // The first result is the one Enter opens, and the field says so.
    await waitFor(() => expect(field).toHaveAttribute("aria-activedescendant", "global-search-result-0"));
  });

  it("opens the chosen result's page with the keyboard", async () => {
    searchApi();
    const { router } = renderApp("/dashboard");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Search Ctrl K" }));
    const field = await screen.findByRole("combobox");
    await user.type(field, "kowal");
    await screen.findByRole("listbox");
    await waitFor(() => expect(field).toHaveAttribute("aria-activedescendant", "global-search-result-0"));
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/workflows/sales/d-1/quotes/q-1"));
  });

  it("says when nothing matched, and when the search failed", async () => {
    mockApi({
      ...signedInHandlers(),
      "GET /search": (request) =>
        request.url.searchParams.get("q") === "zzz"
          ? { body: { items: [], total: 0 } }
          : { status: 500, body: { code: "INTERNAL" } },
    });
    renderApp("/dashboard");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Search Ctrl K" }));
    const field = await screen.findByRole("combobox");
    await user.type(field, "zzz");
    expect(await screen.findByText("Nothing found")).toBeInTheDocument();
    await user.type(field, "y");
    expect(
      await screen.findByText("Search is not available right now. Please try again."),
    ).toBeInTheDocument();
  });
});
