import { describe, expect, it } from "vitest";
import { noCharges } from "../pricing/catalogue.ts";
import { firstVersions, nextVersions, type ProductDefinition, sameJson } from "./catalogue-versions.ts";

const definition: ProductDefinition = {
  priceGrid: { widths: [600, 1200], drops: [1000], costs: [["50", "70"]] },
  optionGroups: [
    {
      id: "control",
      name: "Control",
      required: true,
      multiple: false,
      options: [{ id: "chain", name: "Chain", cost: { kind: "FIXED", amount: "0" } }],
    },
  ],
  fabric: null,
  charges: noCharges,
};

describe("nextVersions", () => {
  it("starts a new product at version 1 of everything", () => {
    expect(nextVersions(null, definition)).toEqual(firstVersions);
  });

  it("leaves versions alone when nothing changed, whatever the key order", () => {
    const reordered = JSON.parse(
      JSON.stringify({
        charges: definition.charges,
        fabric: null,
        optionGroups: definition.optionGroups,
        priceGrid: definition.priceGrid,
      }),
    );
    expect(nextVersions({ definition, versions: firstVersions }, reordered)).toEqual(firstVersions);
  });

  it.each([
    ["a grid cell", { priceGrid: { widths: [600, 1200], drops: [1000], costs: [["52", "70"]] } }, "pricing"],
    [
      "an option's cost",
      {
        optionGroups: [
          {
            ...definition.optionGroups[0],
            options: [{ id: "chain", name: "Chain", cost: { kind: "FIXED", amount: "5" } }],
          },
        ],
      },
      "rules",
    ],
    ["freight", { charges: { ...noCharges, freightPerItem: "15" } }, "freight"],
    ["installation", { charges: { ...noCharges, installationPerItem: "30" } }, "installation"],
    ["the surcharge", { charges: { ...noCharges, surchargePercent: "2" } }, "surcharges"],
    ["cost padding", { charges: { ...noCharges, costPaddingPercent: "3" } }, "costPadding"],
  ] as const)("a change of %s raises %s only", (_, change, kind) => {
    const versions = nextVersions({ definition, versions: firstVersions }, {
      ...definition,
      ...change,
    } as ProductDefinition);
    expect(versions).toEqual({ ...firstVersions, [kind]: 2 });
  });
});

describe("sameJson", () => {
  it("treats a missing optional field as null and compares arrays in order", () => {
    expect(sameJson({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [1, { b: "x" }] }, { a: [1, { b: "x" }] })).toBe(true);
  });
});
