import { describe, expect, it } from "vitest";
import { instantOfWallClock, wallClockOf } from "./wall-clock.ts";

const sydney = "Australia/Sydney";

describe("wallClockOf", () => {
  it.each([
    ["2026-04-03T22:00:00.000Z", sydney, { date: "2026-04-04", time: "09:00" }],
    ["2026-04-04T23:00:00.000Z", sydney, { date: "2026-04-05", time: "09:00" }],
    ["2026-04-05T09:00:00+10:00", "UTC", { date: "2026-04-04", time: "23:00" }],
    // The second 02:30 of the night Sydney falls back (+10 by then).
    ["2026-04-04T16:30:00.000Z", sydney, { date: "2026-04-05", time: "02:30" }],
    ["2026-04-04T15:30:00.000Z", sydney, { date: "2026-04-05", time: "02:30" }],
    ["2026-06-01T13:59:59.999Z", sydney, { date: "2026-06-01", time: "23:59" }],
  ])("%s in %s → %j", (instant, zone, expected) => {
    expect(wallClockOf(instant, zone)).toEqual(expected);
  });
});

describe("instantOfWallClock", () => {
  it.each<[string, string, string, string | null]>([
    ["2026-04-05", "09:00", sydney, "2026-04-04T23:00:00.000Z"],
    ["2026-10-05", "09:00", sydney, "2026-10-04T22:00:00.000Z"],
    // Shown twice as summer time ends: the earlier (+11).
    ["2026-04-05", "02:30", sydney, "2026-04-04T15:30:00.000Z"],
    // Skipped as summer time starts: on by the gap, 03:30 (+11).
    ["2026-10-04", "02:30", sydney, "2026-10-03T16:30:00.000Z"],
    ["2026-04-05", "09:00", "UTC", "2026-04-05T09:00:00.000Z"],
    ["2026-02-30", "09:00", sydney, null],
    ["2026-04-05", "24:00", sydney, null],
    ["2026-04-05", "9:00", sydney, null],
    ["", "09:00", sydney, null],
  ])("%s %s in %s → %s", (date, time, zone, expected) => {
    expect(instantOfWallClock({ date, time }, zone)).toBe(expected);
  });

  it("round-trips every quarter hour of a day with a change", () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      const instant = instantOfWallClock({ date: "2026-04-05", time }, sydney);
      expect(instant).not.toBeNull();
      expect(wallClockOf(instant ?? "", sydney)).toEqual({ date: "2026-04-05", time });
    }
  });

  it("refuses a zone it does not know", () => {
    expect(() => instantOfWallClock({ date: "2026-04-05", time: "09:00" }, "Nowhere")).toThrow(RangeError);
  });
});
