import { describe, expect, it } from "vitest";
import { allFeatures } from "../../test/fixtures.ts";
import { buildNavigation, visibleNavigation } from "./navigation.ts";

const ids = (sections: ReturnType<typeof buildNavigation>) =>
  Object.fromEntries(sections.map((section) => [section.id, section.items.map((item) => item.id)]));

describe("main navigation", () => {
  it("lists the spec's sections for a full account", () => {
    const sections = buildNavigation({
      features: allFeatures,
      modules: ["DEALS"],
      workflows: [{ name: "Sales", slug: "sales" }],
    });
    expect(ids(sections)).toEqual({
      main: ["dashboard"],
      deals: ["workflow-sales", "contacts", "personnel", "calendar"],
      purchasing: ["orders", "documents"],
    });
  });

  it("hides Personnel without the personnel flag, Deals without the module, Orders for deals-only users", () => {
    expect(
      ids(buildNavigation({ features: { ...allFeatures, personnel: false }, modules: ["DEALS"] })).deals,
    ).toEqual(["contacts", "calendar"]);
    expect(ids(buildNavigation({ features: allFeatures, modules: [] })).deals).toBeUndefined();
    // Documents is always there, so the Purchasing section stays with it alone.
    expect(
      ids(buildNavigation({ features: { ...allFeatures, Purchasing: false }, modules: ["DEALS"] }))
        .purchasing,
    ).toEqual(["documents"]);
  });

  it("shows only entries whose screens exist", () => {
    const shown = visibleNavigation(buildNavigation({ features: allFeatures, modules: ["DEALS"] }));
    expect(ids(shown)).toEqual({
      main: ["dashboard"],
      deals: ["contacts", "personnel", "calendar"],
      purchasing: ["orders", "documents"],
    });
  });
});
