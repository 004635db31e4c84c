// Checks an uploaded catalogue whole (the JSON and the CSV grids it names) and turns it into what
// is stored: ProductDefinitions keyed by the file's own keys.
import {
  type CatalogueFile,
  type CatalogueProductFile,
  catalogueFileSchema,
  type FieldProblem,
  fieldProblemOf,
  type PriceGridFile,
} from "@portal/contract";
import type { ProductDefinition } from "@portal/domain";
import { csvPriceGrid } from "./price-grid-csv.ts";

export type FieldErrors = Record<string, FieldProblem[]>;

export type CheckedCatalogue = { file: CatalogueFile; grids: Map<string, PriceGridFile> };

function add(errors: FieldErrors, path: string, problem: FieldProblem): void {
  errors[path] = [...(errors[path] ?? []), problem];
}

/**
 * The catalogue and its grids, or every problem keyed by where it is: the JSON's and every uploaded
 * CSV grid's at once, so one round of fixes is enough.
 */
export function checkCatalogue(
  json: unknown,
  csvFiles: ReadonlyMap<string, string>,
): { ok: true; catalogue: CheckedCatalogue } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const grids = new Map<string, PriceGridFile>();
  for (const [name, text] of csvFiles) {
    const grid = csvPriceGrid(text);
    if ("errors" in grid)
      for (const problem of grid.errors) add(errors, `grids.${name}.${problem.row}`, problem.problem);
    else grids.set(name, grid.grid);
  }
  const parsed = catalogueFileSchema.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      add(errors, issue.path.join(".") || "catalogue", fieldProblemOf(issue));
    return { ok: false, errors };
  }
  parsed.data.products.forEach((product, index) => {
    if (typeof product.priceGrid === "string" && !csvFiles.has(product.priceGrid)) {
      add(errors, `products.${index}.priceGrid`, { code: "GRID_FILE_MISSING" });
    }
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, catalogue: { file: parsed.data, grids } };
}

/**
 * What pricing reads for one product. Option groups, options and fabrics are identified by their
 * keys, which stay stable across imports, so a saved line's choices keep meaning the same thing.
 */
export function definitionOf(product: CatalogueProductFile, catalogue: CheckedCatalogue): ProductDefinition {
  const grid =
    typeof product.priceGrid === "string" ? catalogue.grids.get(product.priceGrid) : product.priceGrid;
  return {
    priceGrid: grid ?? null,
    optionGroups: product.optionGroups.map((group) => ({
      id: group.key,
      name: group.name,
      required: group.required,
      multiple: group.multiple,
      options: group.options.map((option) => ({
        id: option.key,
        name: option.name,
        cost: option.cost,
        imageUrl: option.imageUrl ?? null,
        ...(option.allowedSizes ? { allowedSizes: option.allowedSizes } : {}),
      })),
    })),
    fabric: product.fabric
      ? {
          fullness: product.fabric.fullness,
          dropAllowance: product.fabric.dropAllowance,
          fabrics: product.fabric.fabrics.map(({ key, ...fabric }) => ({ id: key, ...fabric })),
          making: product.fabric.making,
          liningPerMetre: product.fabric.liningPerMetre ?? null,
          trimPerMetre: product.fabric.trimPerMetre ?? null,
          pipingPerMetre: product.fabric.pipingPerMetre ?? null,
        }
      : null,
    charges: product.charges ?? catalogue.file.charges,
  };
}
