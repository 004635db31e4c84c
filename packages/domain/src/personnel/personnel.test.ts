import { describe, expect, it } from "vitest";
import { personnelBadgeColors, pickBadgeColor } from "./personnel.ts";

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
