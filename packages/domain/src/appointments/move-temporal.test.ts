import { describe, expect, it } from "vitest";
import type { TemporalData } from "./appointments.ts";
import { moveTemporal, type TemporalMove } from "./move-temporal.ts";

const sydney = "Australia/Sydney";
const london = "Europe/London";
const span = (start: string, end: string, startZone = sydney, endZone = sydney): TemporalData => ({
  type: "timespan",
  start,
  end,
  startZone,
  endZone,
});

describe("moveTemporal", () => {
  it.each<[string, TemporalData, TemporalMove, TemporalData]>([
    [
      "a date by days",
      { type: "date", date: "2026-04-30" },
      { days: 2 },
      { type: "date", date: "2026-05-02" },
    ],
    ["a date back", { type: "date", date: "2026-03-01" }, { days: -1 }, { type: "date", date: "2026-02-28" }],
    [
      "a date to a date",
      { type: "date", date: "2026-04-05" },
      { toDate: "2026-10-04" },
      { type: "date", date: "2026-10-04" },
    ],
    [
      "a datespan keeps its length",
      { type: "datespan", start: "2026-04-03", end: "2026-04-06" },
      { toDate: "2026-10-02" },
      { type: "datespan", start: "2026-10-02", end: "2026-10-05" },
    ],
    [
      "09:00 stays 09:00 across the April change (+11 → +10)",
      span("2026-04-03T22:00:00Z", "2026-04-03T23:00:00Z"),
      { days: 1 },
      span("2026-04-04T23:00:00.000Z", "2026-04-05T00:00:00.000Z"),
    ],
    [
      "09:00 stays 09:00 across the October change (+10 → +11)",
      span("2026-10-02T23:00:00Z", "2026-10-03T00:00:00Z"),
      { days: 1 },
      span("2026-10-03T22:00:00.000Z", "2026-10-03T23:00:00.000Z"),
    ],
    [
      "09:00 stays 09:00 moving back across the October change",
      span("2026-10-04T22:00:00Z", "2026-10-04T23:00:00Z"),
      { toDate: "2026-10-03" },
      span("2026-10-02T23:00:00.000Z", "2026-10-03T00:00:00.000Z"),
    ],
    [
      "a time keeps its time of day",
      { type: "time", time: "2026-04-04T09:00:00+11:00", zone: sydney },
      { days: 1 },
      { type: "time", time: "2026-04-04T23:00:00.000Z", zone: sydney },
    ],
    [
      "an overnight span over the change keeps 20:00 and 08:00 (13 hours become 12)",
      span("2026-04-04T09:00:00Z", "2026-04-04T22:00:00Z"),
      { days: 1 },
      span("2026-04-05T10:00:00.000Z", "2026-04-05T22:00:00.000Z"),
    ],
    [
      "to an instant: starts there, the end keeps its time of day (09:00–17:00 → 10:00–18:00)",
      span("2026-04-02T22:00:00Z", "2026-04-03T06:00:00Z"),
      { toStart: "2026-04-06T10:00:00+10:00" },
      span("2026-04-06T00:00:00.000Z", "2026-04-06T08:00:00.000Z"),
    ],
    [
      "to an instant: a time goes exactly there",
      { type: "time", time: "2026-04-04T09:00:00+11:00", zone: sydney },
      { toStart: "2026-04-05T02:30:00+11:00" },
      { type: "time", time: "2026-04-04T15:30:00.000Z", zone: sydney },
    ],
    [
      "each end keeps the time of day of its own zone",
      // 09:00 Sydney (+10) to 09:00 London (BST, +1) a day later…
      span("2026-04-04T23:00:00Z", "2026-04-05T08:00:00Z", sydney, london),
      { days: -8 },
      // …to 09:00 Sydney (+11) and 09:00 London (GMT, before its own change on 29 March).
      span("2026-03-27T22:00:00.000Z", "2026-03-28T09:00:00.000Z", sydney, london),
    ],
    [
      "into the hour Sydney skips: 02:30 moves on to 03:30",
      { type: "time", time: "2026-10-03T02:30:00+10:00", zone: sydney },
      { days: 1 },
      { type: "time", time: "2026-10-03T16:30:00.000Z", zone: sydney },
    ],
    [
      "into the hour Sydney repeats: the first 02:30",
      { type: "time", time: "2026-04-04T02:30:00+11:00", zone: sydney },
      { days: 1 },
      { type: "time", time: "2026-04-04T15:30:00.000Z", zone: sydney },
    ],
    [
      "a zero-length span stays zero-length when its wall time repeats",
      span("2026-04-04T02:30:00+11:00", "2026-04-04T02:30:00+11:00"),
      { toStart: "2026-04-05T02:30:00+10:00" },
      span("2026-04-04T16:30:00.000Z", "2026-04-04T16:30:00.000Z"),
    ],
  ])("%s", (_, data, move, expected) => {
    expect(moveTemporal(data, move)).toEqual(expected);
  });

  it("moves an all-day appointment by date only", () => {
    expect(() =>
      moveTemporal({ type: "date", date: "2026-04-05" }, { toStart: "2026-04-06T09:00:00Z" }),
    ).toThrow(RangeError);
  });

  it("moves by whole days only", () => {
    expect(() => moveTemporal({ type: "date", date: "2026-04-05" }, { days: 0.5 })).toThrow(RangeError);
  });
});
