import { describe, expect, it } from "vitest";
import { workflowFixture } from "../../../test/fixtures.ts";
import { boardFixture, dealCardFixture, dealId } from "../pages/deal-board.fixtures.ts";
import { applyMove, buildColumns, columnDroppableId, dropTarget, groupByPhase } from "./board-model.ts";

const statuses = workflowFixture().context.statuses;
const extra = dealCardFixture({ id: dealId(4), tuid: 1045, name: "Bedroom blinds" });
const columns = buildColumns(statuses, [...boardFixture(), extra]);
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
    const moved = buildColumns(statuses, applyMove([...boardFixture(), extra], dealId(4), "st-2", null));
    expect(moved[0]?.deals.map((deal) => deal.tuid)).toEqual([1042, 1043]);
    expect(moved[1]?.deals.map((deal) => deal.tuid)).toEqual([1045, 1044]);
    const within = buildColumns(
      statuses,
      applyMove([...boardFixture(), extra], dealId(1), "st-1", dealId(2)),
    );
    expect(within[0]?.deals.map((deal) => deal.tuid)).toEqual([1043, 1042, 1045]);
  });
});
