// Reads a catalogue from a folder: catalogue.json and the CSV grids beside it (the CLI and the seed).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { validationFailed } from "../../platform/errors.ts";
import { type CheckedCatalogue, checkCatalogue } from "./catalogue-file.ts";

/** Throws a 422-style AppError listing every problem when the folder's catalogue is not valid. */
export function readCatalogueFolder(catalogueJsonPath: string): CheckedCatalogue {
  const folder = path.dirname(catalogueJsonPath);
  const csv = new Map<string, string>();
  for (const name of readdirSync(folder)) {
    if (name.toLowerCase().endsWith(".csv")) csv.set(name, readFileSync(path.join(folder, name), "utf8"));
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(catalogueJsonPath, "utf8").replace(/^\uFEFF/, ""));
  } catch (error) {
    throw validationFailed({
      catalogue: { code: "INVALID_JSON", params: { reason: (error as Error).message } },
    });
  }
  const result = checkCatalogue(json, csv);
  if (!result.ok) throw validationFailed(result.errors);
  return result.catalogue;
}
