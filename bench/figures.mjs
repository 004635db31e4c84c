// How a benchmark hands its figures to `npm run bench` (bench/all.ts): one JSON line per figure in the
// file BENCH_FIGURES names. Run on its own, a benchmark only prints.
import { appendFileSync } from "node:fs";

/**
 * @param {string} key what was measured, e.g. "board.column.p50" (bench/all.ts knows the keys)
 * @param {number | string} value
 * @param {Record<string, string | number>} [on] where: { db: "PostgreSQL", deals: 2000, page: "/login", … }
 */
export function record(key, value, on = {}) {
  const file = process.env.BENCH_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify({ key, value, on })}\n`);
}
