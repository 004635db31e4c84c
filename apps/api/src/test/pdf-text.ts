// The text of a PDF as a reader sees it, by poppler's pdftotext (installed by .ci/run); -layout keeps
// a table's row on one line.
import { execFileSync } from "node:child_process";

export function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
}
