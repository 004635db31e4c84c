import type { DealCard, DealWorkflowSettings } from "@portal/contract";
import type { Features } from "@portal/domain";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { personnelFixture, salesWorkflowId, workflowFixture } from "../../../test/fixtures.ts";
import { boardFixture, boardHandlers } from "../../../test/kits/deal-board.test-kit.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const otherWorkflowPresets = {
  workflowId: "wf-other",
  presetFilters: [{ name: "Mine", params: "sort=name" }],
};

type Options = {
  url?: string;
  deals?: (url: URL) => DealCard[];
  settings?: DealWorkflowSettings;
  extra?: Record<string, MockHandler>;
  features?: Partial<Features>;
};

function openBoard(options: Options = {}) {
  let settings: DealWorkflowSettings = options.settings ?? { workflows: [otherWorkflowPresets] };
  const api = mockApi({
    ...signedInHandlers({ features: options.features }),
    "GET /workflows": { body: [workflowFixture()] },
    ...boardHandlers((url) => (options.deals ? options.deals(url) : boardFixture())),
    "GET /account/web-settings/DEAL_WORKFLOWS": () => ({ body: settings }),
    "POST /account/web-settings/DEAL_WORKFLOWS": (request) => {
      settings = request.body as DealWorkflowSettings;
      return { body: { ok: true } };
    },
    ...options.extra,
  });
  const app = renderApp(options.url ?? "/workflows/sales");
  const boardCalls = () =>
    api.requests.filter((r) => r.path.endsWith("/board")).map((r) => Object.fromEntries(r.url.searchParams));
  return { ...api, ...app, boardCalls, user: userEvent.setup() };
}

const strip = () => screen.getByRole("search", { name: "Deal filters" });
/** The chosen values of the strip's multi-selects. */
const pills = () => [...strip().querySelectorAll(".mantine-Pill-label")].map((pill) => pill.textContent);

async function addFilter(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(strip()).getByRole("button", { name: "Add another filter" }));
  await user.click(await screen.findByRole("menuitem", { name }));
}

async function pick(user: ReturnType<typeof userEvent.setup>, filter: string, option: string) {
  const input = within(strip()).getByRole("combobox", { name: filter });
  if (input.getAttribute("aria-expanded") !== "true") await user.click(input);
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("board filters", () => {
  it("reads the filters from the URL, shows them and sends exactly them, once", async () => {
    const { boardCalls } = openBoard({
      url: "/workflows/sales?status=st-2&wf=fv-2&sort=newest&rep=7&phase=QUOTING&owner=7",
    });
    await screen.findByText("Lounge curtains");
    // The rep's name comes with the sales reps call.
    await waitFor(() => expect(pills()).toEqual(["Quoted", "Deposit Paid", "Sam Taylor"]));
    expect(within(strip()).getByRole("combobox", { name: "Sort" })).toHaveValue("Newest");
    expect(within(strip()).getByRole("combobox", { name: "Phase" })).toHaveValue("Quoting");
    for (const name of ["Status", "Payment", "Sales rep", "Sort", "Phase"])
      expect(within(strip()).getByRole("button", { name: `Remove ${name} filter` })).toBeInTheDocument();
    // A param the strip does not own (owner) is ignored: not shown, not sent.
    expect(boardCalls()).toEqual([
      { status: "st-2", wf: "fv-2", sort: "newest", phase: "QUOTING", rep: "7" },
    ]);
    expect(within(strip()).getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
  });

  it("adds a status filter from the menu, sends it after a pause, and removes it with its close button", async () => {
    const { user, location, boardCalls } = openBoard();
    await screen.findByText("Smith kitchen blinds");
    expect(within(strip()).queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
    await addFilter(user, "Status");
    await pick(user, "Status", "Quoted");
    await pick(user, "Status", "Installed");
    await waitFor(() => expect(location()).toBe("/workflows/sales?status=st-2%2Cst-3"));
    await waitFor(() => expect(boardCalls()).toEqual([{}, { status: "st-2,st-3" }]));
    // Only the chosen statuses' columns stay on the board.
    await waitFor(() => expect(screen.queryByRole("region", { name: "New Lead" })).not.toBeInTheDocument());
    expect(screen.getByRole("region", { name: "Quoted" })).toBeInTheDocument();
    await user.click(within(strip()).getByRole("button", { name: "Remove Status filter" }));
    await waitFor(() => expect(location()).toBe("/workflows/sales"));
    expect(within(strip()).queryByRole("combobox", { name: "Status" })).not.toBeInTheDocument();
  });

  it("filters by personnel and sales rep: personnel= and rep= in the URL, each removed by its close button", async () => {
    const { user, location, boardCalls } = openBoard();
    await screen.findByText("Smith kitchen blinds");
    const [priya, chris] = personnelFixture;
    await addFilter(user, "Personnel");
    await pick(user, "Personnel", "Priya Shah");
    await pick(user, "Personnel", "Chris Nguyen");
    await waitFor(() => expect(location()).toBe(`/workflows/sales?personnel=${priya?.id}%2C${chris?.id}`));
    await addFilter(user, "Sales rep");
    await pick(user, "Sales rep", "Sam Taylor");
    await waitFor(() =>
      expect(boardCalls().at(-1)).toEqual({ personnel: `${priya?.id},${chris?.id}`, rep: "7" }),
    );
    expect(pills()).toEqual(["Priya Shah", "Chris Nguyen", "Sam Taylor"]);
    await user.click(within(strip()).getByRole("button", { name: "Remove Personnel filter" }));
    await waitFor(() => expect(location()).toBe("/workflows/sales?rep=7"));
    expect(within(strip()).queryByRole("combobox", { name: "Personnel" })).not.toBeInTheDocument();
  });

  it("shows people chosen in the URL once they load, and a gone one not at all", async () => {
    const [priya] = personnelFixture;
    const gone = "01900000-0000-7000-8000-0000000000ff";
    const { boardCalls } = openBoard({ url: `/workflows/sales?personnel=${priya?.id},${gone}` });
    await screen.findByText("Lounge curtains");
    await waitFor(() => expect(pills()).toEqual(["Priya Shah"]));
    expect(within(strip()).getByRole("button", { name: "Remove Personnel filter" })).toBeInTheDocument();
    expect(boardCalls()).toEqual([{ personnel: `${priya?.id},${gone}` }]);
  });

  it("says how many chosen people are no longer listed instead of 'Any'", async () => {
    const gone = "01900000-0000-7000-8000-0000000000ff";
    const { boardCalls } = openBoard({ url: `/workflows/sales?personnel=${gone}` });
    const input = await screen.findByRole("combobox", { name: "Personnel" });
    await waitFor(() => expect(input).toHaveAttribute("placeholder", "1 no longer listed"));
    expect(pills()).toEqual([]);
    expect(boardCalls()).toEqual([{ personnel: gone }]);
  });

  it("never shows a status id the workflow lacks as a raw chip (status=bogus)", async () => {
    const known = workflowFixture().context.statuses[0];
    const { boardCalls } = openBoard({ url: `/workflows/sales?status=bogus,${known?.id}` });
    await screen.findByRole("combobox", { name: "Status" });
    await waitFor(() => expect(pills()).toEqual([known?.name]));
    expect(boardCalls()).toEqual([{ status: `bogus,${known?.id}` }]);
  });

  it("says a status=bogus alone is not listed instead of showing it", async () => {
    const { boardCalls } = openBoard({ url: "/workflows/sales?status=bogus" });
    const input = await screen.findByRole("combobox", { name: "Status" });
    await waitFor(() => expect(input).toHaveAttribute("placeholder", "1 no longer listed"));
    expect(pills()).toEqual([]);
    expect(boardCalls()).toEqual([{ status: "bogus" }]);
  });

  it("shows a sales rep chosen in the URL by name, never as a bare id", async () => {
    openBoard({ url: "/workflows/sales?rep=7,99" });
    await screen.findByText("Lounge curtains");
    await waitFor(() => expect(pills()).toEqual(["Sam Taylor"]));
  });

  it("offers no Personnel filter, and asks for no personnel, without the personnel feature", async () => {
    const { user, requests } = openBoard({ features: { personnel: false } });
    await screen.findByText("Smith kitchen blinds");
    await user.click(within(strip()).getByRole("button", { name: "Add another filter" }));
    expect(await screen.findByRole("menuitem", { name: "Sales rep" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Personnel" })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path === "/personnel")).toBe(false);
  });

  it("does not narrow the board by a personnel= it cannot show, without the personnel feature", async () => {
    const [priya] = personnelFixture;
    const { boardCalls } = openBoard({
      features: { personnel: false },
      url: `/workflows/sales?personnel=${priya?.id}&rep=7`,
    });
    await screen.findByText("Smith kitchen blinds");
    expect(boardCalls()).toEqual([{ rep: "7" }]);
  });

  it("puts every flag's values into the one wf param and steps back through the history", async () => {
    const { user, location, router } = openBoard();
    await screen.findByText("Smith kitchen blinds");
    await addFilter(user, "Payment");
    await pick(user, "Payment", "Deposit Paid");
    await pick(user, "Payment", "Paid in Full");
    await waitFor(() => expect(location()).toBe("/workflows/sales?wf=fv-2%2Cfv-3"));
    await addFilter(user, "Archived");
    await user.click(within(strip()).getByRole("combobox", { name: "Archived" }));
    await user.click(await screen.findByRole("option", { name: "All" }));
    await waitFor(() => expect(location()).toBe("/workflows/sales?wf=fv-2%2Cfv-3&archived=all"));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe("/workflows/sales?wf=fv-2%2Cfv-3"));
    expect(pills()).toEqual(["Deposit Paid", "Paid in Full"]);
  });

  it("takes the created days as dd/mm/yyyy and sends them as from,to", async () => {
    const { user, location, boardCalls } = openBoard();
    await screen.findByText("Smith kitchen blinds");
    await addFilter(user, "Created");
    await user.type(within(strip()).getByRole("textbox", { name: "Created from" }), "1/3/2026");
    await waitFor(() => expect(location()).toBe("/workflows/sales?date=2026-03-01%2C"));
    await user.type(within(strip()).getByRole("textbox", { name: "Created to" }), "31/03/2026");
    await waitFor(() => expect(boardCalls().at(-1)).toEqual({ date: "2026-03-01,2026-03-31" }));
    await user.type(within(strip()).getByRole("textbox", { name: "Created to" }), "x");
    await user.tab();
    expect(await within(strip()).findByText("Use dd/mm/yyyy")).toBeInTheDocument();
  });

  it("switches the alerts filter on by adding it, and off with its close button", async () => {
    const { user, location, boardCalls } = openBoard({ url: "/workflows/sales?alerts=false" });
    await screen.findByText("Smith kitchen blinds");
    // alerts=false filters nothing, so it is no filter.
    expect(boardCalls()).toEqual([{}]);
    await addFilter(user, "Alerts");
    await waitFor(() => expect(location()).toBe("/workflows/sales?alerts=true"));
    expect(within(strip()).getByText("Only deals with alerts")).toBeInTheDocument();
    await waitFor(() => expect(boardCalls().at(-1)).toEqual({ alerts: "true" }));
    await user.click(within(strip()).getByRole("button", { name: "Remove Alerts filter" }));
    await waitFor(() => expect(location()).toBe("/workflows/sales"));
  });

  it("says when the filters hide every deal and clears them", async () => {
    const { user, location } = openBoard({
      url: "/workflows/sales?status=st-3&search=zzz",
      deals: (url) => (url.searchParams.has("status") ? [] : boardFixture()),
    });
    expect(await screen.findByRole("heading", { name: "No deals match these filters" })).toBeInTheDocument();
    expect(within(strip()).getByRole("textbox", { name: "Search deals" })).toHaveValue("zzz");
    await user.click(screen.getAllByRole("button", { name: "Clear filters" })[1] as HTMLElement);
    await waitFor(() => expect(location()).toBe("/workflows/sales"));
    expect(await screen.findByText("Smith kitchen blinds")).toBeInTheDocument();
    expect(within(strip()).getByRole("textbox", { name: "Search deals" })).toHaveValue("");
  });
});

describe("preset filters", () => {
  it("saves the current filters under a name (required), keeping other workflows' presets", async () => {
    const { user, requests } = openBoard({ url: "/workflows/sales?status=st-2&sort=newest" });
    await screen.findByText("Lounge curtains");
    await user.click(screen.getByRole("button", { name: "Presets" }));
    await user.click(await screen.findByRole("menuitem", { name: "Save current filters…" }));
    const dialog = await screen.findByRole("dialog", { name: "Save current filters" });
    await user.click(within(dialog).getByRole("button", { name: "Save preset" }));
    expect(await within(dialog).findByText("Preset filter name is required")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Quoted, newest first");
    await user.click(within(dialog).getByRole("button", { name: "Save preset" }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === "POST")?.body).toEqual({
        workflows: [
          otherWorkflowPresets,
          {
            workflowId: salesWorkflowId,
            presetFilters: [{ name: "Quoted, newest first", params: "status=st-2&sort=newest" }],
          },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("applies a preset: the board goes to its filters", async () => {
    const { user, location, boardCalls } = openBoard({
      settings: {
        workflows: [
          otherWorkflowPresets,
          { workflowId: salesWorkflowId, presetFilters: [{ name: "Paid", params: "wf=fv-3&archived=all" }] },
        ],
      },
    });
    await screen.findByText("Smith kitchen blinds");
    await user.click(screen.getByRole("button", { name: "Presets" }));
    await user.click(await screen.findByRole("menuitem", { name: "Paid" }));
    await waitFor(() => expect(location()).toBe("/workflows/sales?wf=fv-3&archived=all"));
    await waitFor(() => expect(boardCalls().at(-1)).toEqual({ wf: "fv-3", archived: "all" }));
    expect(pills()).toEqual(["Paid in Full"]);
  });

  it("deletes a preset after confirmation", async () => {
    const { user, requests } = openBoard({
      settings: {
        workflows: [
          otherWorkflowPresets,
          { workflowId: salesWorkflowId, presetFilters: [{ name: "Paid", params: "wf=fv-3" }] },
        ],
      },
    });
    await screen.findByText("Smith kitchen blinds");
    await user.click(screen.getByRole("button", { name: "Presets" }));
    await user.click(await screen.findByRole("menuitem", { name: "Manage presets…" }));
    await user.click(await screen.findByRole("button", { name: "Delete preset Paid" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === "POST")?.body).toEqual({
        workflows: [otherWorkflowPresets, { workflowId: salesWorkflowId, presetFilters: [] }],
      }),
    );
  });
});
