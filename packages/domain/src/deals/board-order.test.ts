import { describe, expect, it } from "vitest";
import { type Placed, placeInColumn, sortOrderGap } from "./board-order.ts";

const column = (...orders: number[]): Placed[] =>
  orders.map((sortOrder, i) => ({ id: `d${i + 1}`, sortOrder }));

describe("placeInColumn", () => {
  it("puts a deal alone in an empty column", () => {
    expect(placeInColumn([], "x", null)).toEqual({ kind: "single", sortOrder: sortOrderGap });
  });
  it("goes to the top when it is below no deal", () => {
    expect(placeInColumn(column(1024, 2048), "x", null)).toEqual({ kind: "single", sortOrder: 0 });
  });
  it("goes to the bottom below the last deal", () => {
    expect(placeInColumn(column(1024, 2048), "x", "d2")).toEqual({ kind: "single", sortOrder: 3072 });
  });
  it("takes the middle of the gap between two deals", () => {
    expect(placeInColumn(column(1024, 2048), "x", "d1")).toEqual({ kind: "single", sortOrder: 1536 });
  });
  it("renumbers the column when there is no gap left, keeping everyone's order", () => {
    const result = placeInColumn(column(10, 11, 40), "x", "d1");
    expect(result).toEqual({
      kind: "renumber",
      order: [
        { id: "d1", sortOrder: 1024 },
        { id: "x", sortOrder: 2048 },
        { id: "d2", sortOrder: 3072 },
        { id: "d3", sortOrder: 4096 },
      ],
    });
  });
  it("refuses a below-deal that is not in the column", () => {
    expect(() => placeInColumn(column(1024), "x", "nope")).toThrow();
  });
  it("keeps every placement strictly between its neighbours", () => {
    let deals = column(1024, 2048, 3072);
    for (let move = 0; move < 40; move++) {
      const placement = placeInColumn(deals, `m${move}`, "d1");
      deals =
        placement.kind === "renumber"
          ? placement.order
          : [...deals, { id: `m${move}`, sortOrder: placement.sortOrder }].sort(
              (a, b) => a.sortOrder - b.sortOrder,
            );
      expect(deals[1]?.id).toBe(`m${move}`);
      expect(new Set(deals.map((d) => d.sortOrder)).size).toBe(deals.length);
    }
  });
});
