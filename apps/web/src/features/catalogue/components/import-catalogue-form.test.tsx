import type { CatalogueImportSummary } from "@portal/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../shared/api-client/api-error.ts";
import { uploadWithProgress } from "../../../shared/api-client/upload-with-progress.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";
import { ImportCatalogueButton } from "./import-catalogue-button.tsx";

// The upload itself (XMLHttpRequest with progress) is the shared client's; here the dialog's behaviour.
vi.mock("../../../shared/api-client/upload-with-progress.ts", () => ({ uploadWithProgress: vi.fn() }));
const post = vi.mocked(uploadWithProgress);

const counts = (added: number, changed: number, removed: number, unchanged: number) => ({
  added,
  changed,
  removed,
  unchanged,
});
const summary: CatalogueImportSummary = {
  brands: counts(0, 0, 0, 1),
  categories: counts(1, 0, 0, 3),
  subCategories: counts(0, 0, 0, 5),
  products: counts(2, 1, 1, 5),
};

const json = new File(['{"schemaVersion":1}'], "catalogue.json", { type: "application/json" });
const grid = new File(["drop\\width,600\n900,5\n"], "roller.csv", { type: "text/csv" });

async function openDialog() {
  renderWithProviders(<ImportCatalogueButton manufacturerId={7} supplierName="Sunline Blinds" />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Import catalogue for Sunline Blinds" }));
  const dialog = await screen.findByRole("dialog", { name: "Import catalogue: Sunline Blinds" });
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return { user, dialog, input };
}

describe("importing a catalogue", () => {
  beforeEach(() => post.mockReset());

  it("asks for the JSON file before sending anything", async () => {
    const { user, dialog, input } = await openDialog();
    await user.upload(input, [grid]);
    expect(within(dialog).getByText("no catalogue file with 1 price grid")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Check and import" }));
    expect(
      within(dialog).getByText("Choose the catalogue file (.json) with its price grids."),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the JSON and the grids, lists every problem with its path, then shows what changed", async () => {
    post.mockRejectedValueOnce(
      new ApiError({
        kind: "http",
        status: 422,
        message: "The given data was invalid.",
        errors: {
          "products.1.name": [{ code: "REQUIRED", message: "This field is required" }],
          "grids.roller.csv.2": [{ code: "DECIMAL_EXPECTED", message: "Use a decimal number such as 12.5" }],
        },
      }),
    );
    const { user, dialog, input } = await openDialog();
    await user.upload(input, [json, grid]);
    await user.click(within(dialog).getByRole("button", { name: "Check and import" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Nothing was imported: the upload has 2 problems");
    const items = within(within(alert).getByRole("list", { name: "Problems in the upload" })).getAllByRole(
      "listitem",
    );
    expect(items.map((item) => item.textContent)).toEqual([
      "products.1.name This field is required",
      "grids.roller.csv.2 Use a decimal number such as 12.5",
    ]);
    const [call, options] = post.mock.calls[0] ?? [];
    expect(call?.path).toBe("/catalogue/import");
    expect(options?.query).toEqual({ manufacturerId: 7 });
    const parts = [...(options?.formData.entries() ?? [])].map(([field, value]) => [
      field,
      value instanceof File ? value.name : value,
    ]);
    expect(parts).toEqual([
      ["catalogue", "catalogue.json"],
      ["grids", "roller.csv"],
    ]);

    post.mockResolvedValueOnce(summary);
    await user.click(within(dialog).getByRole("button", { name: "Check and import" }));
    expect(await within(dialog).findByText("Catalogue imported")).toBeInTheDocument();
    const table = within(dialog).getByRole("table", { name: "What the import changed" });
    const products = within(table).getByRole("row", { name: /Products/ });
    expect(
      within(products)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2", "1", "1", "5"]);
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so when the server refuses the supplier", async () => {
    post.mockRejectedValueOnce(new ApiError({ kind: "http", status: 403, message: "Forbidden" }));
    const { user, dialog, input } = await openDialog();
    await user.upload(input, [json]);
    await user.click(within(dialog).getByRole("button", { name: "Check and import" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You cannot load this supplier's catalogue.",
    );
  });
});
