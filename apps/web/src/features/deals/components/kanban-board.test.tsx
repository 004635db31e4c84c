import { boardPageSize, type DealCard } from "@portal/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { workflowFixture } from "../../../test/fixtures.ts";
import { boardData, dealCardFixture, dealId } from "../../../test/kits/deal-board.test-kit.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";
import { buildColumns } from "./board-model.ts";
import { DealTable } from "./deal-table.tsx";
import { KanbanBoard, type KanbanBoardProps } from "./kanban-board.tsx";

const statuses = workflowFixture().context.statuses;

/** 2,000 deals, all in New Lead, except one in Quoted. */
function manyDeals(): DealCard[] {
  return Array.from({ length: 2000 }, (_, i) =>
    dealCardFixture({ id: `${dealId(0)}-${i}`, tuid: 2000 + i, statusId: i === 0 ? "st-2" : "st-1" }),
  );
}

/** The board over `columns`, with nothing loading and handlers that do nothing unless given. */
function renderBoard(columns: ReturnType<typeof buildColumns>, props: Partial<KanbanBoardProps> = {}) {
  return renderWithProviders(
    <KanbanBoard
      columns={columns}
      statuses={statuses}
      onDrop={() => {}}
      onMove={() => {}}
      onLoadMore={() => {}}
      loadingMore={new Set()}
      loadMoreFailed={new Set()}
      {...props}
    />,
  );
}

describe("long columns", () => {
  beforeEach(() => {
    // jsdom lays nothing out: give every scroll area a viewport's height and every card a card's.
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(90);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("mounts only the cards in view, and keeps the count of them all", async () => {
    const columns = buildColumns(statuses, boardData(manyDeals(), statuses, { limit: 2000 }));
    renderBoard(columns);
    const newLead = screen.getByRole("region", { name: "New Lead" });
    expect(within(newLead).getByLabelText("1999 deals")).toBeInTheDocument();
    // The board's frame comes first, then each column's cards in a task of its own.
    expect(screen.queryAllByRole("listitem", { name: /^D-\d+/ })).toHaveLength(0);
    const mounted = await within(newLead).findAllByRole("listitem", { name: /^D-\d+/ });
    // 600 px of 90 px cards and a few more either side: nowhere near 1,999.
    expect(mounted.length).toBeGreaterThan(5);
    expect(mounted.length).toBeLessThan(30);
    expect(mounted[0]).toHaveAccessibleName("D-2001 Deal 2001");
    // A short column is not virtualized: its one card is there.
    const quoted = screen.getByRole("region", { name: "Quoted" });
    expect(await within(quoted).findAllByRole("listitem", { name: /^D-\d+/ })).toHaveLength(1);
  });

  it("shows the columns near the view first and the others after them, or at once when scrolled near", async () => {
    // What the browser would report: New Lead in view, no other column near it.
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.push(element);
          const near = element.getAttribute("data-status-id") === "st-1";
          this.callback(
            [{ target: element, isIntersecting: near } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
        }
        disconnect() {}
      },
    );
    const columns = buildColumns(statuses, boardData(manyDeals(), statuses, { limit: 2000 }));
    renderBoard(columns);
    const newLead = screen.getByRole("region", { name: "New Lead" });
    expect((await within(newLead).findAllByRole("listitem", { name: /^D-\d+/ })).length).toBeGreaterThan(5);
    const quoted = screen.getByRole("region", { name: "Quoted" });
    expect(within(quoted).getByLabelText("1 deal")).toBeInTheDocument();
    // Never reported near, it still shows its card after the near ones: the keyboard reaches every card.
    expect(await within(quoted).findAllByRole("listitem", { name: /^D-\d+/ })).toHaveLength(1);
    expect(observed.length).toBeGreaterThan(1);
  });

  it("mounts only the table rows in view", () => {
    const columns = buildColumns(statuses, boardData(manyDeals(), statuses, { limit: 2000 }));
    renderWithProviders(
      <DealTable
        columns={columns}
        statuses={statuses}
        onMove={() => {}}
        onLoadMore={() => {}}
        loadingMore={new Set()}
      />,
    );
    const rows = screen.getAllByRole("combobox", { name: /^Status of / });
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
  });

  it("counts the cards not loaded yet and loads them on request", async () => {
    const columns = buildColumns(statuses, boardData(manyDeals()));
    const onLoadMore = vi.fn();
    renderBoard(columns, { onLoadMore, loadMoreFailed: new Set(["st-2"]) });
    const newLead = screen.getByRole("region", { name: "New Lead" });
    expect(within(newLead).getByLabelText("1999 deals")).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(newLead).getByRole("button", { name: `Show ${1999 - boardPageSize} more deals` }));
    expect(onLoadMore).toHaveBeenCalledWith("st-1");
    // The whole column fits one page: nothing more to show.
    expect(
      within(screen.getByRole("region", { name: "Quoted" })).queryByRole("button", { name: /^Show / }),
    ).toBeNull();
  });

  it("ends a status's rows in the table with a row that loads its next page", async () => {
    const columns = buildColumns(statuses, boardData(manyDeals()));
    const onLoadMore = vi.fn();
    renderWithProviders(
      <DealTable
        columns={columns}
        statuses={statuses}
        onMove={() => {}}
        onLoadMore={onLoadMore}
        loadingMore={new Set()}
      />,
    );
    // The first page of New Lead, its "more" row, then Quoted's one deal.
    expect(screen.getAllByRole("combobox", { name: /^Status of / })).toHaveLength(boardPageSize + 1);
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: `${1999 - boardPageSize} more in New Lead` }));
    expect(onLoadMore).toHaveBeenCalledWith("st-1");
  });
});
