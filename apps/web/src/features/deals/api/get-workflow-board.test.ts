import { boardPageSize } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { salesWorkflowId, workflowFixture } from "../../../test/fixtures.ts";
import { boardData, boardHandlers, dealCardFixture, dealId } from "../../../test/kits/deal-board.test-kit.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { addPage, type BoardData } from "../components/board-model.ts";
import { fetchBoard } from "./get-workflow-board.ts";

const statuses = workflowFixture().context.statuses;
/** 130 deals in New Lead, 3 in Quoted. */
const cards = Array.from({ length: 133 }, (_, i) =>
  dealCardFixture({ id: `${dealId(0)}-${i}`, tuid: 3000 + i, statusId: i < 130 ? "st-1" : "st-2" }),
);

function newLeadPage(offset: number) {
  const [page] = boardData(cards, statuses.slice(0, 1), { offset, limit: boardPageSize }).columns;
  if (!page) throw new Error("no New Lead column");
  return page;
}

/** Each column's count, value and card ids (the client keeps only a board card's fields). */
const summary = (board: BoardData) =>
  board.columns.map(({ cards: list, ...column }) => ({ ...column, ids: list.map((card) => card.id) }));

describe("fetching the board", () => {
  it("asks for the first page of every column, and on a refresh for as many as each column had", async () => {
    const { requests } = mockApi(boardHandlers(() => cards));
    const first = await fetchBoard(salesWorkflowId, { search: "a" }, undefined);
    expect(first.columns.map((column) => [column.count, column.cards.length])).toEqual([
      [130, boardPageSize],
      [3, 3],
      [0, 0],
    ]);
    expect(requests).toHaveLength(1);
    // The user scrolled New Lead to its third page.
    const scrolled = addPage(addPage(first, newLeadPage(boardPageSize)), newLeadPage(2 * boardPageSize));
    const loaded = 3 * boardPageSize;
    expect(scrolled.columns[0]?.cards).toHaveLength(loaded);
    const refreshed = await fetchBoard(salesWorkflowId, { search: "a" }, scrolled);
    expect(summary(refreshed)).toEqual(summary(boardData(cards, statuses, { limit: loaded })));
    // The board, then the rest of New Lead in one page, with the same filters.
    const more = requests.slice(1).map((request) => Object.fromEntries(request.url.searchParams));
    expect(requests.slice(1).map((request) => request.path)).toEqual([
      `/workflows/${salesWorkflowId}/board`,
      `/workflows/${salesWorkflowId}/board/st-1`,
    ]);
    expect(more[1]).toEqual({
      search: "a",
      offset: String(boardPageSize),
      limit: String(loaded - boardPageSize),
    });
  });
});
