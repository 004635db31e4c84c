import type { DealCard } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoUserMe, salesWorkflowId, workflowFixture } from "../../../test/fixtures.ts";
import {
  boardFixture,
  boardHandlers,
  dealDetailFixture,
  dealId,
} from "../../../test/kits/deal-board.test-kit.ts";
import { type MockAnswer, type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

type Move = { version: number; targetStatusId: string; belowDealId: string | null };

type BoardOptions = {
  url?: string;
  move?: (body: Move) => MockAnswer | Promise<MockAnswer>;
  extra?: Record<string, MockHandler>;
};

function openBoard(options: BoardOptions = {}) {
  let deals: DealCard[] = boardFixture();
  const api = mockApi({
    ...signedInHandlers(),
    "GET /workflows": { body: [workflowFixture()] },
    ...boardHandlers(() => deals),
    "GET /account/web-settings/DEAL_WORKFLOWS": { body: { workflows: [] } },
    [`POST /deals/${dealId(1)}/move`]: async (request) => {
      const body = request.body as Move;
      const answer = options.move ? await options.move(body) : {};
      if ((answer.status ?? 200) >= 400) return answer;
      deals = deals.map((deal) =>
        deal.id === dealId(1)
          ? { ...deal, statusId: body.targetStatusId, sortOrder: 0, version: deal.version + 1 }
          : deal,
      );
      return { body: deals.find((deal) => deal.id === dealId(1)) };
    },
    ...options.extra,
  });
  const app = renderApp(options.url ?? "/workflows/sales");
  const moves = () =>
    api.requests.filter((r) => r.method === "POST" && r.path.endsWith("/move")).map((r) => r.body as Move);
  return { ...api, ...app, moves, user: userEvent.setup() };
}

const column = (name: string) => screen.getByRole("region", { name });
const cardNames = (name: string) =>
  within(within(column(name)).getByRole("list"))
    .queryAllByRole("listitem", { name: /^D-\d+/ })
    .map((card) => card.getAttribute("aria-label"));

async function moveWithMenu(user: ReturnType<typeof userEvent.setup>, dealName: string, status: string) {
  await user.click(screen.getByRole("button", { name: `Move ${dealName} to…` }));
  await user.click(await screen.findByRole("menuitem", { name: status }));
}

describe("deal board", () => {
  it("shows a column per status, grouped by phase, with counts and cards", async () => {
    openBoard();
    expect(await screen.findByRole("heading", { name: "Sales" })).toBeInTheDocument();
    await screen.findByText("Smith kitchen blinds");
    expect(screen.getByRole("region", { name: "Quoting" })).toBeInTheDocument();
    expect(within(column("New Lead")).getByLabelText("2 deals")).toHaveTextContent("2");
    expect(await within(column("Installed")).findByText("No deals")).toBeInTheDocument();
    expect(cardNames("New Lead")).toEqual(["D-1042 Smith kitchen blinds", "D-1043 Office shutters"]);
    const card = screen.getByRole("listitem", { name: "D-1042 Smith kitchen blinds" });
    expect(within(card).getByText("Jane Smith")).toBeInTheDocument();
    expect(within(card).getByText("Deposit Paid")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "No quote yet" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Sales" })).toHaveAttribute("href", "/workflows/sales");
  });

  it("opens a deal from its card's name within the app; a modified click is left to the browser", async () => {
    const { user, location } = openBoard({
      extra: { [`GET /deals/${dealId(1)}`]: { body: dealDetailFixture(dealId(1)) } },
    });
    const name = await screen.findByRole("link", { name: "Smith kitchen blinds" });
    expect(name).toHaveAttribute("href", `/workflows/sales/${dealId(1)}`);
    // Ctrl+click opens a new tab in a browser: the app stays where it is.
    await user.keyboard("{Control>}");
    await user.click(name);
    await user.keyboard("{/Control}");
    expect(location()).toBe("/workflows/sales");
    await user.click(name);
    await waitFor(() => expect(location()).toBe(`/workflows/sales/${dealId(1)}`));
  });

  it("sends an unknown workflow to the dashboard", async () => {
    const { location } = openBoard({ url: "/workflows/nope" });
    await waitFor(() => expect(location()).toBe("/dashboard"));
  });

  it("moves a deal from its menu at once and saves it", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, moves } = openBoard({ move: () => held.then(() => ({})) });
    await screen.findByText("Smith kitchen blinds");
    await moveWithMenu(user, "Smith kitchen blinds", "Quoted");
    // Optimistic: the card is in its new column before the server answers.
    await waitFor(() => expect(cardNames("Quoted")).toContain("D-1042 Smith kitchen blinds"));
    expect(moves()).toEqual([{ version: 1, targetStatusId: "st-2", belowDealId: null }]);
    release();
    await waitFor(() => expect(within(column("New Lead")).getByLabelText("1 deal")).toBeInTheDocument());
  });

  it("puts a refused move back and says so on a 409", async () => {
    const { user, moves } = openBoard({
      move: () => ({ status: 409, body: refusalBody("CONFLICT") }),
    });
    await screen.findByText("Smith kitchen blinds");
    await moveWithMenu(user, "Smith kitchen blinds", "Installed");
    expect(await screen.findByText("Oops! That didn't work")).toBeInTheDocument();
    expect(screen.getByText("We had trouble making that change, please try again")).toBeInTheDocument();
    expect(moves()).toHaveLength(1);
    // Not an error: no server-error toast on top.
    expect(screen.queryByText(/The server is experiencing issues/)).not.toBeInTheDocument();
    await waitFor(() => expect(cardNames("New Lead")).toContain("D-1042 Smith kitchen blinds"));
    expect(cardNames("Installed")).toEqual([]);
  });
});

describe("deal board views and search", () => {
  it("switches to the table, remembers it, and moves a deal with its status dropdown", async () => {
    const { user, moves, unmount } = openBoard();
    await screen.findByText("Smith kitchen blinds");
    await user.click(screen.getByRole("radio", { name: "Table" }));
    const status = await screen.findByRole("combobox", { name: "Status of Smith kitchen blinds" });
    await user.selectOptions(status, "Quoted");
    await waitFor(() => expect(moves()).toEqual([{ version: 1, targetStatusId: "st-2", belowDealId: null }]));
    unmount();
    openBoard();
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });

  it("searches after a pause and keeps the search in the URL", async () => {
    const { user, requests, location } = openBoard();
    await screen.findByText("Smith kitchen blinds");
    await user.type(screen.getByRole("textbox", { name: "Search deals" }), "smith");
    await waitFor(() => expect(location()).toBe("/workflows/sales?search=smith"));
    const searches = () =>
      requests.filter((r) => r.path.endsWith("/board")).map((r) => r.url.searchParams.get("search"));
    // One call for the whole word, none per keystroke.
    await waitFor(() => expect(searches().filter((value) => value !== null)).toEqual(["smith"]));
  });
});

describe("new deal", () => {
  it("requires a name, then creates the deal and opens it", async () => {
    const created = dealDetailFixture(dealId(9));
    const { user, requests, location } = openBoard({ extra: { "POST /deals": { body: created } } });
    await user.click(await screen.findByRole("button", { name: "New deal" }));
    const dialog = await screen.findByRole("dialog", { name: "New deal" });
    // The form's code loads as the dialog opens.
    await user.click(await within(dialog).findByRole("button", { name: "Create deal" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST" && r.path === "/deals")).toBe(false);
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Bathroom blinds");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Two windows");
    await user.click(within(dialog).getByRole("button", { name: "Create deal" }));
    await waitFor(() => expect(location()).toBe(`/workflows/sales/${created.id}`));
    expect(requests.find((r) => r.method === "POST" && r.path === "/deals")?.body).toEqual({
      workflowId: salesWorkflowId,
      name: "Bathroom blinds",
      description: "Two windows",
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New deal" })).not.toBeInTheDocument());
  });
});

describe("board permissions", () => {
  it("lets the supplier representative read the board but not create, move or save presets", async () => {
    const { user, requests } = openBoard({ extra: { "GET /me": { body: demoUserMe("supplier") } } });
    const card = (await screen.findByText("Smith kitchen blinds")).closest("li");
    // A plain list item: not a draggable, no Move to… menu.
    expect(card).toBeInTheDocument();
    expect(card).not.toHaveAttribute("aria-roledescription");
    expect(card).not.toHaveAttribute("tabindex");
    expect(screen.queryByRole("button", { name: "Move Smith kitchen blinds to…" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New deal" })).not.toBeInTheDocument();
    // No quotes permission: no column values (the server sends none either).
    expect(screen.queryByLabelText(/^Accepted quotes:/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Presets" }));
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Save current filters…" })).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Manage presets…" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("radio", { name: "Table" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(
      screen.queryByRole("combobox", { name: "Status of Smith kitchen blinds" }),
    ).not.toBeInTheDocument();
    const row = screen.getByRole("row", { name: /Smith kitchen blinds/ });
    expect(within(row).getByText("New Lead")).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("gives the sales user New deal, Move to… and preset saving", async () => {
    const { user } = openBoard({ extra: { "GET /me": { body: demoUserMe("sales") } } });
    await screen.findByText("Smith kitchen blinds");
    expect(screen.getByRole("listitem", { name: /Smith kitchen blinds/ })).toHaveAttribute(
      "aria-roledescription",
      "draggable deal",
    );
    expect(screen.getByRole("button", { name: "Move Smith kitchen blinds to…" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New deal" })).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Accepted quotes:/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: "Presets" }));
    expect(await screen.findByRole("menuitem", { name: "Save current filters…" })).toBeInTheDocument();
  });
});
