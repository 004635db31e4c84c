import { describe, expect, it } from "vitest";
import type { TemporalData } from "./appointments.ts";
import { isSameTime } from "./same-time.ts";

const sydney = "Australia/Sydney";
const perth = "Australia/Perth";
const span = (start: string, end: string, startZone = sydney, endZone = sydney): TemporalData => ({
  type: "timespan",
  start,
  end,
  startZone,
  endZone,
});

describe("isSameTime", () => {
  it.each<[string, TemporalData, TemporalData]>([
    ["the same date", { type: "date", date: "2026-04-05" }, { type: "date", date: "2026-04-05" }],
    [
      "a one-day datespan and its date",
      { type: "date", date: "2026-04-05" },
      { type: "datespan", start: "2026-04-05", end: "2026-04-05" },
    ],
    [
      "instants written with another offset",
      span("2026-04-05T09:00:00+10:00", "2026-04-05T10:00:00+10:00"),
      span("2026-04-04T23:00:00.000Z", "2026-04-05T00:00:00Z"),
    ],
    [
      "a time and the zero-length timespan it is",
      { type: "time", time: "2026-04-05T09:30:00+10:00", zone: sydney },
      span("2026-04-04T23:30:00Z", "2026-04-04T23:30:00Z"),
    ],
  ])("%s: not moved", (_, before, after) => {
    expect(isSameTime(before, after)).toBe(true);
  });

  it.each<[string, TemporalData, TemporalData]>([
    ["another date", { type: "date", date: "2026-04-05" }, { type: "date", date: "2026-04-06" }],
    [
      "a datespan one day longer",
      { type: "datespan", start: "2026-04-05", end: "2026-04-06" },
      { type: "datespan", start: "2026-04-05", end: "2026-04-07" },
    ],
    [
      "a later start",
      span("2026-04-05T09:00:00+10:00", "2026-04-05T10:00:00+10:00"),
      span("2026-04-05T09:30:00+10:00", "2026-04-05T10:00:00+10:00"),
    ],
    [
      "a later end",
      span("2026-04-05T09:00:00+10:00", "2026-04-05T10:00:00+10:00"),
      span("2026-04-05T09:00:00+10:00", "2026-04-05T11:00:00+10:00"),
    ],
    [
      "the same instants shown in another zone",
      span("2026-04-05T09:00:00+10:00", "2026-04-05T10:00:00+10:00"),
      span("2026-04-05T09:00:00+10:00", "2026-04-05T10:00:00+10:00", sydney, perth),
    ],
    [
      "all day made timed on the same day",
      { type: "date", date: "2026-04-05" },
      span("2026-04-05T09:00:00+10:00", "2026-04-05T10:00:00+10:00"),
    ],
    [
      "timed made all day",
      { type: "time", time: "2026-04-05T09:30:00+10:00", zone: sydney },
      { type: "date", date: "2026-04-05" },
    ],
  ])("%s: moved", (_, before, after) => {
    expect(isSameTime(before, after)).toBe(false);
    expect(isSameTime(after, before)).toBe(false);
  });
});
