import { describe, expect, it } from "vitest";
import { workflowFixture } from "../../../test/fixtures.ts";
import { boardData, boardFixture, dealCardFixture, dealId } from "../../../test/kits/deal-board.test-kit.ts";
import {
  addPage,
  applyMove,
  buildColumns,
  columnDroppableId,
  dropTarget,
  groupByPhase,
  hasMore,
  moveInBoard,
} from "./board-model.ts";

const statuses = workflowFixture().context.statuses;
const extra = dealCardFixture({ id: dealId(4), tuid: 1045, name: "Bedroom blinds" });
const columns = buildColumns(statuses, boardData([...boardFixture(), extra]));
const ids = (statusIndex: number) => columns[statusIndex]?.deals.map((deal) => deal.tuid);

describe("board model", () => {
  it("orders columns by the workflow and cards by board order, grouped by phase", () => {
    expect(columns.map((column) => column.status.name)).toEqual(["New Lead", "Quoted", "Installed"]);
    expect(ids(0)).toEqual([1042, 1043, 1045]);
    expect(groupByPhase(columns).map((group) => group.phase)).toEqual(["NEW", "QUOTING", "CLOSED"]);
  });

  it("drops within a column like a sortable list", () => {
    // Down onto the last card: below it.
    expect(dropTarget(columns, dealId(1), dealId(4))).toEqual({
      targetStatusId: "st-1",
      belowDealId: dealId(4),
    });
    // Up onto the first card: to the top.
    expect(dropTarget(columns, dealId(4), dealId(1))).toEqual({ targetStatusId: "st-1", belowDealId: null });
    expect(dropTarget(columns, dealId(1), dealId(1))).toBeNull();
  });

  it("drops into another column above the card, or at the bottom of the column", () => {
    expect(dropTarget(columns, dealId(1), dealId(3))).toEqual({ targetStatusId: "st-2", belowDealId: null });
    expect(dropTarget(columns, dealId(1), columnDroppableId("st-2"))).toEqual({
      targetStatusId: "st-2",
      belowDealId: dealId(3),
    });
    expect(dropTarget(columns, dealId(1), columnDroppableId("st-3"))).toEqual({
      targetStatusId: "st-3",
      belowDealId: null,
    });
  });

  it("moves a card where the server will put it", () => {
    const moved = buildColumns(
      statuses,
      boardData(applyMove([...boardFixture(), extra], dealId(4), "st-2", null)),
    );
    expect(moved[0]?.deals.map((deal) => deal.tuid)).toEqual([1042, 1043]);
    expect(moved[1]?.deals.map((deal) => deal.tuid)).toEqual([1045, 1044]);
    const within = buildColumns(
      statuses,
      boardData(applyMove([...boardFixture(), extra], dealId(1), "st-1", dealId(2))),
    );
    expect(within[0]?.deals.map((deal) => deal.tuid)).toEqual([1043, 1042, 1045]);
  });

  it("moves a card between pages: counts and values go with it, unloaded cards are still counted", () => {
    const cards = [
      ...boardFixture(),
      extra,
      dealCardFixture({ id: dealId(5), tuid: 1046, value: "1200.50" }),
      dealCardFixture({ id: dealId(6), tuid: 1047, statusId: "st-2", value: "99.99" }),
    ];
    // One card per column loaded.
    const board = boardData(cards, statuses, { limit: 1 });
    const before = buildColumns(statuses, board);
    expect(before.map((column) => [column.count, column.deals.length, column.value])).toEqual([
      [4, 1, "1200.50"],
      [2, 1, "99.99"],
      [0, 0, "0.00"],
    ]);
    expect(hasMore(before[0] ?? { deals: [], count: 0 })).toBe(true);
    const moved = buildColumns(statuses, moveInBoard(board, dealId(1), "st-3", null));
    expect(moved.map((column) => [column.count, column.deals.length])).toEqual([
      [3, 0],
      [2, 1],
      [1, 1],
    ]);
    // A card not loaded cannot be moved from here: the board stays as it was.
    expect(moveInBoard(board, dealId(5), "st-3", null)).toBe(board);
    const valued = buildColumns(
      statuses,
      moveInBoard(
        addPage(
          board,
          boardData(cards, statuses, { offset: 1, limit: 3 }).columns[0] ?? {
            statusId: "",
            count: 0,
            value: null,
            cards: [],
          },
        ),
        dealId(5),
        "st-2",
        null,
      ),
    );
    expect(valued.map((column) => [column.count, column.value])).toEqual([
      [3, "0.00"],
      [3, "1300.49"],
      [0, "0.00"],
    ]);
  });

  it("adds a column's next page after its cards, each card once", () => {
    const cards = [...boardFixture(), extra];
    const board = boardData(cards, statuses, { limit: 2 });
    const next = boardData(cards, statuses, { offset: 1, limit: 2 }).columns[0];
    if (!next) throw new Error("no first column");
    const added = buildColumns(statuses, addPage(board, next));
    expect(added[0]?.deals.map((deal) => deal.tuid)).toEqual([1042, 1043, 1045]);
    expect(hasMore(added[0] ?? { deals: [], count: 0 })).toBe(false);
  });
});
