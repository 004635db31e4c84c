import { describe, expect, it } from "vitest";
import { catalogueFileSchema } from "./catalogue-file.ts";
import { fieldProblemOf } from "./errors.ts";

const minimal = {
  schemaVersion: 1,
  brands: [{ key: "sunline", name: "Sunline", categories: [{ key: "roller", name: "Roller Blinds" }] }],
  products: [
    {
      key: "roller",
      name: "Roller Blind",
      brand: "sunline",
      category: "roller",
      priceGrid: { widths: [600, 1200], drops: [1000], costs: [["50", null]] },
    },
  ],
};

describe("catalogueFileSchema", () => {
  it("accepts a minimal file and fills the defaults", () => {
    const file = catalogueFileSchema.parse(minimal);
    expect(file.charges).toEqual({
      freightPerItem: "0",
      installationPerItem: "0",
      surchargePercent: "0",
      costPaddingPercent: "0",
    });
    expect(file.products[0]).toMatchObject({ type: "PRODUCT", hasWidth: true, optionGroups: [] });
  });

  it("answers every problem with its path", () => {
    const result = catalogueFileSchema.safeParse({
      ...minimal,
      products: [
        { ...minimal.products[0], brand: "nobody" },
        {
          key: "roller",
          name: "Duplicate",
          brand: "sunline",
          category: "venetian",
          master: "missing",
          priceGrid: { widths: [1200, 600], drops: [1000], costs: [["1.5.0", "2"]] },
        },
      ],
    });
    expect(result.success).toBe(false);
    const issues =
      result.error?.issues.map((issue) => [issue.path.join("."), fieldProblemOf(issue).code]) ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        ["products.0.brand", "UNKNOWN_BRAND"],
        ["products.1.key", "KEY_TAKEN"],
        ["products.1.category", "UNKNOWN_CATEGORY"],
        ["products.1.master", "UNKNOWN_MASTER"],
        ["products.1.priceGrid.costs.0.0", "DECIMAL_EXPECTED"],
        ["products.1.priceGrid.widths", "GRID_ORDER"],
      ]),
    );
  });
});
