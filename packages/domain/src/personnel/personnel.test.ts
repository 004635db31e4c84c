import { describe, expect, it } from "vitest";
import {
  isPersonEmailInUse,
  normalizePersonLabels,
  personnelBadgeColors,
  pickBadgeColor,
} from "./personnel.ts";

describe("personnel badge colours", () => {
  it("has twelve distinct colours", () => {
    expect(new Set(personnelBadgeColors).size).toBe(12);
    for (const color of personnelBadgeColors) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([
    [0, personnelBadgeColors[0]],
    [0.5, personnelBadgeColors[6]],
    [0.999_999, personnelBadgeColors[11]],
    // A source that breaks its promise still gets a colour of the palette.
    [1, personnelBadgeColors[11]],
  ])("picks by the random number %s", (value, expected) => {
    expect(pickBadgeColor(() => value)).toBe(expected);
  });
});

describe("person labels", () => {
  it.each([
    [[], []],
    [["Installer"], ["Installer"]],
    [
      ["  Installer ", "Measurer"],
      ["Installer", "Measurer"],
    ],
    [["", "   ", "Measurer"], ["Measurer"]],
    [
      ["Installer", "installer", " INSTALLER", "Measurer"],
      ["Installer", "Measurer"],
    ],
    [
      ["Measurer", "Installer"],
      ["Measurer", "Installer"],
    ],
  ])("keeps %j as %j", (labels, expected) => {
    expect(normalizePersonLabels(labels)).toEqual(expected);
  });
});

describe("a person's email in use", () => {
  const people = [
    { id: "a", email: "Chris.Nguyen@demoblinds.test" },
    { id: "b", email: "mia@demoblinds.test" },
  ];

  it.each([
    ["chris.nguyen@demoblinds.test", null, true],
    [" CHRIS.NGUYEN@DEMOBLINDS.TEST ", null, true],
    ["chris.nguyen@demoblinds.test", "a", false],
    ["chris.nguyen@demoblinds.test", "b", true],
    ["someone@demoblinds.test", null, false],
  ] as const)("%s (except %s) is in use: %s", (email, exceptId, expected) => {
    expect(isPersonEmailInUse(email, people, exceptId)).toBe(expected);
  });
});
