import { describe, expect, it } from "vitest";
import { nextHourTemporal, setAllDay, toAllDayTemporal, toTimedTemporal } from "./all-day-toggle.ts";
import type { TemporalData } from "./appointments.ts";

const sydney = "Australia/Sydney";
const london = "Europe/London";

describe("toTimedTemporal (all-day switched off)", () => {
  it.each<[string, TemporalData, string, TemporalData]>([
    [
      "a date: 09:00–10:00 on it, summer time (+11)",
      { type: "date", date: "2026-04-04" },
      sydney,
      {
        type: "timespan",
        start: "2026-04-03T22:00:00.000Z",
        end: "2026-04-03T23:00:00.000Z",
        startZone: sydney,
        endZone: sydney,
      },
    ],
    [
      "a date on the day summer time ends (09:00 is +10)",
      { type: "date", date: "2026-04-05" },
      sydney,
      {
        type: "timespan",
        start: "2026-04-04T23:00:00.000Z",
        end: "2026-04-05T00:00:00.000Z",
        startZone: sydney,
        endZone: sydney,
      },
    ],
    [
      "a date on the day summer time starts (09:00 is +11)",
      { type: "date", date: "2026-10-04" },
      sydney,
      {
        type: "timespan",
        start: "2026-10-03T22:00:00.000Z",
        end: "2026-10-03T23:00:00.000Z",
        startZone: sydney,
        endZone: sydney,
      },
    ],
    [
      "a datespan: 09:00–10:00 on its first date",
      { type: "datespan", start: "2026-10-03", end: "2026-10-06" },
      sydney,
      {
        type: "timespan",
        start: "2026-10-02T23:00:00.000Z",
        end: "2026-10-03T00:00:00.000Z",
        startZone: sydney,
        endZone: sydney,
      },
    ],
    [
      "a date in another zone: the zone passed in is local",
      { type: "date", date: "2026-04-05" },
      london,
      {
        type: "timespan",
        start: "2026-04-05T08:00:00.000Z",
        end: "2026-04-05T09:00:00.000Z",
        startZone: london,
        endZone: london,
      },
    ],
    [
      "a time: a zero-length span in its own zone",
      { type: "time", time: "2026-04-05T14:15:00+10:00", zone: sydney },
      london,
      {
        type: "timespan",
        start: "2026-04-05T14:15:00+10:00",
        end: "2026-04-05T14:15:00+10:00",
        startZone: sydney,
        endZone: sydney,
      },
    ],
  ])("%s", (_, data, zone, expected) => {
    expect(toTimedTemporal(data, zone)).toEqual(expected);
  });

  it("leaves a timespan as it is", () => {
    const span: TemporalData = {
      type: "timespan",
      start: "2026-04-05T09:00:00+10:00",
      end: "2026-04-05T11:00:00+10:00",
      startZone: sydney,
      endZone: london,
    };
    expect(toTimedTemporal(span, "UTC")).toEqual(span);
  });

  it("refuses a zone it does not know rather than use the process's", () => {
    expect(() => toTimedTemporal({ type: "date", date: "2026-04-05" }, "Local")).toThrow(RangeError);
  });
});

describe("toAllDayTemporal (all-day switched on)", () => {
  const span = (start: string, end: string, startZone = sydney, endZone = sydney): TemporalData => ({
    type: "timespan",
    start,
    end,
    startZone,
    endZone,
  });

  it.each<[string, TemporalData, TemporalData]>([
    [
      "a timespan keeps its dates as seen in Sydney",
      span("2026-04-04T22:00:00Z", "2026-04-06T07:00:00Z"),
      { type: "datespan", start: "2026-04-05", end: "2026-04-06" },
    ],
    [
      "an evening over midnight covers both dates",
      span("2026-04-05T12:00:00Z", "2026-04-05T15:00:00Z"),
      { type: "datespan", start: "2026-04-05", end: "2026-04-06" },
    ],
    [
      "an end at exactly midnight stays on the day before",
      span("2026-04-05T12:00:00Z", "2026-04-05T14:00:00Z"),
      { type: "datespan", start: "2026-04-05", end: "2026-04-05" },
    ],
    [
      "a zero-length span at midnight is that day",
      span("2026-04-05T14:00:00Z", "2026-04-05T14:00:00Z"),
      { type: "datespan", start: "2026-04-06", end: "2026-04-06" },
    ],
    [
      "the end date is read in the end's zone (London 21:00, though Sydney is on the 6th)",
      span("2026-04-04T22:00:00Z", "2026-04-05T20:00:00Z", sydney, london),
      { type: "datespan", start: "2026-04-05", end: "2026-04-05" },
    ],
    [
      "an end date before the start date (zones a day apart) is the start date",
      span("2026-04-05T10:00:00Z", "2026-04-05T11:00:00Z", "Pacific/Kiritimati", "Pacific/Pago_Pago"),
      { type: "datespan", start: "2026-04-06", end: "2026-04-06" },
    ],
    [
      "a time is the date of its day in its zone",
      { type: "time", time: "2026-04-04T14:30:00Z", zone: sydney },
      { type: "date", date: "2026-04-05" },
    ],
    [
      "the same time in London is the day before",
      { type: "time", time: "2026-04-04T14:30:00Z", zone: london },
      { type: "date", date: "2026-04-04" },
    ],
  ])("%s", (_, data, expected) => {
    expect(toAllDayTemporal(data)).toEqual(expected);
  });

  it.each<TemporalData>([
    { type: "date", date: "2026-04-05" },
    { type: "datespan", start: "2026-04-05", end: "2026-04-09" },
  ])("leaves %j as it is", (data) => {
    expect(toAllDayTemporal(data)).toEqual(data);
  });
});

describe("setAllDay", () => {
  it("switches each way", () => {
    const date: TemporalData = { type: "date", date: "2026-04-05" };
    const timed = setAllDay(date, false, sydney);
    expect(timed.type).toBe("timespan");
    expect(setAllDay(timed, true, sydney)).toEqual({
      type: "datespan",
      start: "2026-04-05",
      end: "2026-04-05",
    });
    expect(setAllDay(date, true, sydney)).toBe(date);
  });
});

describe("nextHourTemporal", () => {
  const at = (iso: string) => Date.parse(iso);
  it.each([
    [
      "mid-hour in Sydney summer time",
      "2026-12-07T03:10:00Z",
      "Australia/Sydney",
      "2026-12-07T04:00:00.000Z",
    ],
    [
      "on the hour: the next one, never now",
      "2026-12-07T04:00:00Z",
      "Australia/Sydney",
      "2026-12-07T05:00:00.000Z",
    ],
    ["a half-hour zone's whole hour", "2026-12-07T03:10:00Z", "Asia/Kolkata", "2026-12-07T03:30:00.000Z"],
    [
      "late evening runs into tomorrow",
      "2026-12-07T12:20:00Z",
      "Australia/Sydney",
      "2026-12-07T13:00:00.000Z",
    ],
  ])("%s", (_name, now, zone, start) => {
    const span = nextHourTemporal(at(now), zone);
    expect(span).toEqual({
      type: "timespan",
      start,
      end: new Date(Date.parse(start) + 3_600_000).toISOString(),
      startZone: zone,
      endZone: zone,
    });
    expect(Date.parse(span.start)).toBeGreaterThan(at(now));
  });
});
