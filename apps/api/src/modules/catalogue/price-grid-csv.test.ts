import { describe, expect, it } from "vitest";
import { csvPriceGrid } from "./price-grid-csv.ts";

describe("csvPriceGrid", () => {
  it("reads widths across, drops down and blanks as sizes not made", () => {
    expect(csvPriceGrid("drop\\width,600,1200\n1000,50,70.5\n2000,65,\n")).toEqual({
      grid: {
        widths: [600, 1200],
        drops: [1000, 2000],
        costs: [
          ["50", "70.5"],
          ["65", null],
        ],
      },
    });
  });

  it('reads a quoted "1,200" as one cell, as a spreadsheet writes a thousands separator', () => {
    const csv = 'drop\\width,600,"1,200"\r\n"1,000",50,"1,070.50"\r\n2000,65,80\r\n';
    expect(csvPriceGrid(csv)).toEqual({
      grid: {
        widths: [600, 1200],
        drops: [1000, 2000],
        costs: [
          ["50", "1070.50"],
          ["65", "80"],
        ],
      },
    });
  });

  it("reads quoted text cells, a byte-order mark and blank lines", () => {
    expect(csvPriceGrid('\uFEFF"drop, mm \\ width",600\n\n"1000"," 42.5 "\n')).toEqual({
      grid: { widths: [600], drops: [1000], costs: [["42.5"]] },
    });
  });

  it("says which line is wrong, counting lines as the file has them", () => {
    expect(csvPriceGrid("x,600,1200\n1000,50\n\n2000,abc,3")).toEqual({
      errors: [
        { row: 2, problem: { code: "CSV_ROW" } },
        { row: 4, problem: { code: "DECIMAL_EXPECTED" } },
      ],
    });
    expect(csvPriceGrid("drop,wide\n1000,5")).toEqual({
      errors: [{ row: 1, problem: { code: "CSV_HEADER" } }],
    });
    // Without quotes a thousands separator is two cells: the row has one cost too many.
    expect(csvPriceGrid("drop\\width,600,1200\n1000,50,1,070")).toEqual({
      errors: [{ row: 2, problem: { code: "CSV_ROW" } }],
    });
  });

  it("answers a broken quote with its line instead of throwing", () => {
    expect(csvPriceGrid('drop\\width,600\n1000,"50\n')).toEqual({
      errors: [{ row: expect.any(Number), problem: { code: "CSV_UNREADABLE" } }],
    });
  });

  it("refuses breakpoints that do not go up and costs below zero", () => {
    expect(csvPriceGrid("d,900,600\n1000,1,2")).toMatchObject({ errors: [{ row: 1 }] });
    expect(csvPriceGrid("d,600\n1000,-5")).toMatchObject({ errors: [{ row: 1 }] });
  });
});
