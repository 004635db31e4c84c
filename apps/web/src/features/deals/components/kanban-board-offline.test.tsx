import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { workflowFixture } from "../../../test/fixtures.ts";
import { boardData, dealCardFixture } from "../../../test/kits/deal-board.test-kit.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";
import { buildColumns } from "./board-model.ts";
import { KanbanBoard } from "./kanban-board.tsx";

// The drag and drop chunk does not load (the line dropped as it was asked for).
vi.mock("./board-dnd.tsx", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

const statuses = workflowFixture().context.statuses;

describe("a board whose drag and drop could not load", () => {
  it("still shows every card, each with its Move to… menu, none draggable", async () => {
    const deals = [dealCardFixture({ id: "d-1", tuid: 1001, name: "Kitchen rollers", statusId: "st-1" })];
    const onMove = vi.fn();
    renderWithProviders(
      <KanbanBoard
        columns={buildColumns(statuses, boardData(deals, statuses))}
        statuses={statuses}
        onDrop={() => {}}
        onMove={onMove}
        onLoadMore={() => {}}
        loadingMore={new Set()}
        loadMoreFailed={new Set()}
      />,
    );
    const newLead = screen.getByRole("region", { name: "New Lead" });
    const card = await within(newLead).findByRole("listitem", { name: "D-1001 Kitchen rollers" });
    expect(within(card).getByRole("button", { name: /Kitchen rollers/ })).toHaveAttribute(
      "aria-haspopup",
      "menu",
    );
    expect(card).not.toHaveAttribute("aria-roledescription");
    expect(card).not.toHaveAttribute("tabindex");
    expect(card).not.toHaveAttribute("aria-describedby");
  });
});
