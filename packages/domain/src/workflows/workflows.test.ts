import { describe, expect, it } from "vitest";
import { canAddModule, duplicateModuleTypes, isOpenPhase, slugify, uniqueSlug } from "./workflows.ts";

describe("canAddModule", () => {
  it.each([
    [[], "DETAILS", true],
    [["DETAILS"], "DETAILS", false],
    [["NOTES", "DETAILS"], "NOTES", false],
    [["CHECKLIST"], "CHECKLIST", true],
    [["CHECKLIST", "CHECKLIST"], "CHECKLIST", true],
    [["CHECKLIST"], "NOTES", true],
  ] as const)("with %o, adding %s is %s", (existing, type, expected) => {
    expect(canAddModule(existing, type)).toBe(expected);
  });
});

describe("duplicateModuleTypes", () => {
  it("allows repeated checklists only", () => {
    expect(duplicateModuleTypes(["CHECKLIST", "DETAILS", "CHECKLIST"])).toEqual([]);
    expect(duplicateModuleTypes(["DETAILS", "NOTES", "DETAILS", "NOTES", "QUOTES"])).toEqual([
      "DETAILS",
      "NOTES",
    ]);
  });
});

describe("slugify", () => {
  it.each([
    ["Sales", "sales"],
    ["Blinds & Shutters", "blinds-shutters"],
    ["  Service  Calls ", "service-calls"],
    ["Zażółć Gęślą", "zazolc-gesla"],
    ["2026 Leads!", "2026-leads"],
  ])("%s → %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("keeps slugs unique within an account", () => {
    expect(uniqueSlug("Sales", new Set())).toBe("sales");
    expect(uniqueSlug("Sales", new Set(["sales", "sales-2"]))).toBe("sales-3");
    expect(uniqueSlug("!!!", new Set())).toBe("workflow");
  });
});

describe("isOpenPhase", () => {
  it.each([
    ["NEW", true],
    ["QUOTING", true],
    ["IN_PROGRESS", true],
    ["CLOSED", false],
    ["CANCELLED", false],
  ] as const)("%s → %s", (phase, open) => {
    expect(isOpenPhase(phase)).toBe(open);
  });
});
