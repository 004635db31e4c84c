// A price grid from a CSV file (docs/catalogue-format.md "Price grids"), read by a real CSV parser:
// quoted cells, commas inside quotes ("1,200"), CRLF and a byte-order mark all read as a
// spreadsheet wrote them.
import { type FieldProblem, fieldProblemOf, type PriceGridFile, priceGridSchema } from "@portal/contract";
import { isDecimalString } from "@portal/domain";
import { CsvError, parse } from "csv-parse/sync";

/** A problem of one line of the file (1-based). */
export type GridProblem = { row: number; problem: FieldProblem };

/** "1,200" and "1,200.50" as a spreadsheet formats them; anything else is left as written. */
function withoutThousands(cell: string): string {
  return /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(cell) ? cell.replaceAll(",", "") : cell;
}

function millimetres(cell: string): number | null {
  const plain = withoutThousands(cell);
  if (!/^\d+$/.test(plain)) return null;
  const value = Number(plain);
  return value > 0 ? value : null;
}

/**
 * The first row is a corner cell then the widths (mm); each next row is a drop (mm) then one cost
 * per width; an empty cell is a size not made. Answers the grid, or the problems by line of the
 * file (1-based) so an import can say exactly where a file is wrong.
 */
export function csvPriceGrid(text: string): { grid: PriceGridFile } | { errors: GridProblem[] } {
  const lines: number[] = [];
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      // Rows of the wrong length are this checker's to report, by line, with the others.
      relax_column_count: true,
      on_record: (record, context) => {
        lines.push(context.lines);
        // `trim` leaves spaces inside quotes; a spreadsheet's " 42.5 " still means 42.5.
        return record.map((cell) => cell.trim());
      },
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === "number" ? error.lines : 1;
      return { errors: [{ row: line, problem: { code: "CSV_UNREADABLE" } }] };
    }
    throw error;
  }

  const [header, ...body] = rows;
  const widths = (header ?? []).slice(1).map(millimetres);
  if (!header || widths.length === 0 || widths.some((width) => width === null)) {
    return { errors: [{ row: lines[0] ?? 1, problem: { code: "CSV_HEADER" } }] };
  }
  const errors: GridProblem[] = [];
  const drops: number[] = [];
  const costs: (string | null)[][] = [];
  body.forEach((cells, index) => {
    const row = lines[index + 1] ?? index + 2;
    const drop = millimetres(cells[0] ?? "");
    const values = cells.slice(1).map(withoutThousands);
    if (drop === null || values.length !== widths.length) {
      errors.push({ row, problem: { code: "CSV_ROW" } });
      return;
    }
    if (values.some((value) => value !== "" && !isDecimalString(value))) {
      errors.push({ row, problem: { code: "DECIMAL_EXPECTED" } });
      return;
    }
    drops.push(drop);
    costs.push(values.map((value) => (value === "" ? null : value)));
  });
  if (body.length === 0) errors.push({ row: (lines[0] ?? 1) + 1, problem: { code: "CSV_ROW" } });
  if (errors.length > 0) return { errors };
  const parsed = priceGridSchema.safeParse({ widths, drops, costs });
  if (!parsed.success)
    return { errors: parsed.error.issues.map((issue) => ({ row: 1, problem: fieldProblemOf(issue) })) };
  return { grid: parsed.data };
}
