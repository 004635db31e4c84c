import { describe, expect, it } from "vitest";
import { appointmentDays, appointmentSpan, isAllDay, isAppointmentPast } from "./appointment-span.ts";
import type { TemporalData } from "./appointments.ts";

const sydney = "Australia/Sydney";
const hour = 3_600_000;
const spanOf = (data: TemporalData, zone = sydney) => {
  const { start, end } = appointmentSpan(data, zone);
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    hours: (end.getTime() - start.getTime()) / hour,
  };
};

describe("appointmentSpan", () => {
  it.each<[string, TemporalData, string, { start: string; end: string; hours: number }]>([
    [
      "a date is its whole day in the zone",
      { type: "date", date: "2026-06-01" },
      sydney,
      { start: "2026-05-31T14:00:00.000Z", end: "2026-06-01T14:00:00.000Z", hours: 24 },
    ],
    [
      "the day summer time ends lasts 25 hours",
      { type: "date", date: "2026-04-05" },
      sydney,
      { start: "2026-04-04T13:00:00.000Z", end: "2026-04-05T14:00:00.000Z", hours: 25 },
    ],
    [
      "the day summer time starts lasts 23 hours",
      { type: "date", date: "2026-10-04" },
      sydney,
      { start: "2026-10-03T14:00:00.000Z", end: "2026-10-04T13:00:00.000Z", hours: 23 },
    ],
    [
      "a datespan includes its end date (across the April change)",
      { type: "datespan", start: "2026-04-03", end: "2026-04-06" },
      sydney,
      { start: "2026-04-02T13:00:00.000Z", end: "2026-04-06T14:00:00.000Z", hours: 4 * 24 + 1 },
    ],
    [
      "a datespan across the October change",
      { type: "datespan", start: "2026-10-02", end: "2026-10-05" },
      sydney,
      { start: "2026-10-01T14:00:00.000Z", end: "2026-10-05T13:00:00.000Z", hours: 4 * 24 - 1 },
    ],
    [
      "a day whose midnight is skipped starts at 01:00",
      { type: "date", date: "2026-09-06" },
      "America/Santiago",
      { start: "2026-09-06T04:00:00.000Z", end: "2026-09-07T03:00:00.000Z", hours: 23 },
    ],
    [
      "a time is one instant, whatever the zone",
      { type: "time", time: "2026-04-05T09:00:00+10:00", zone: sydney },
      "UTC",
      { start: "2026-04-04T23:00:00.000Z", end: "2026-04-04T23:00:00.000Z", hours: 0 },
    ],
    [
      "a timespan is its instants",
      {
        type: "timespan",
        start: "2026-04-05T01:30:00+11:00",
        end: "2026-04-05T02:30:00+10:00",
        startZone: sydney,
        endZone: sydney,
      },
      "UTC",
      { start: "2026-04-04T14:30:00.000Z", end: "2026-04-04T16:30:00.000Z", hours: 2 },
    ],
  ])("%s", (_, data, zone, expected) => {
    expect(spanOf(data, zone)).toEqual(expected);
  });

  it("refuses data temporalDataProblem would refuse", () => {
    expect(() => appointmentSpan({ type: "date", date: "2026-02-30" }, sydney)).toThrow(RangeError);
    expect(() => appointmentSpan({ type: "date", date: "2026-02-03" }, "Nowhere")).toThrow(RangeError);
  });
});

describe("isAllDay", () => {
  it.each<[TemporalData, boolean]>([
    [{ type: "date", date: "2026-04-05" }, true],
    [{ type: "datespan", start: "2026-04-05", end: "2026-04-06" }, true],
    [{ type: "time", time: "2026-04-05T09:00:00Z", zone: "UTC" }, false],
    [
      {
        type: "timespan",
        start: "2026-04-05T09:00:00Z",
        end: "2026-04-05T09:00:00Z",
        startZone: "UTC",
        endZone: "UTC",
      },
      false,
    ],
  ])("%j → %s", (data, expected) => {
    expect(isAllDay(data)).toBe(expected);
  });
});

describe("isAppointmentPast", () => {
  const at = (iso: string) => new Date(iso);
  const meeting: TemporalData = {
    type: "timespan",
    start: "2026-04-04T23:00:00Z",
    end: "2026-04-05T00:00:00Z",
    startZone: sydney,
    endZone: sydney,
  };
  const call: TemporalData = { type: "time", time: "2026-04-04T23:00:00Z", zone: sydney };
  const day: TemporalData = { type: "date", date: "2026-04-05" };

  it.each<[TemporalData, string, boolean]>([
    [meeting, "2026-04-04T23:59:59.999Z", false],
    [meeting, "2026-04-05T00:00:00.000Z", true],
    [call, "2026-04-04T23:00:00.000Z", false],
    [call, "2026-04-04T23:00:00.001Z", true],
    // The 5th ends at midnight Sydney time (+10 that night).
    [day, "2026-04-05T13:59:59.999Z", false],
    [day, "2026-04-05T14:00:00.000Z", true],
  ])("%j at %s → %s", (data, now, expected) => {
    expect(isAppointmentPast(data, at(now), sydney)).toBe(expected);
  });

  it("ends an all-day appointment at the viewer's midnight", () => {
    expect(isAppointmentPast(day, at("2026-04-05T20:00:00Z"), sydney)).toBe(true);
    expect(isAppointmentPast(day, at("2026-04-05T20:00:00Z"), "America/New_York")).toBe(false);
  });
});

describe("appointmentDays", () => {
  const span = (start: string, end: string): TemporalData => ({
    type: "timespan",
    start,
    end,
    startZone: sydney,
    endZone: sydney,
  });

  it.each<[string, TemporalData, string, string[]]>([
    ["a date", { type: "date", date: "2026-04-05" }, sydney, ["2026-04-05"]],
    [
      "a datespan covers every date to its end, across DST",
      { type: "datespan", start: "2026-04-04", end: "2026-04-06" },
      sydney,
      ["2026-04-04", "2026-04-05", "2026-04-06"],
    ],
    [
      "a datespan over a month end",
      { type: "datespan", start: "2026-02-27", end: "2026-03-02" },
      "UTC",
      ["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"],
    ],
    ["a morning", span("2026-04-04T23:00:00Z", "2026-04-05T00:00:00Z"), sydney, ["2026-04-05"]],
    [
      "the same morning seen from UTC ends at its midnight",
      span("2026-04-04T23:00:00Z", "2026-04-05T00:00:00Z"),
      "UTC",
      ["2026-04-04"],
    ],
    [
      "an evening ending at midnight",
      span("2026-04-05T12:00:00Z", "2026-04-05T14:00:00Z"),
      sydney,
      ["2026-04-05"],
    ],
    [
      "an evening ending after midnight",
      span("2026-04-05T12:00:00Z", "2026-04-05T14:00:01Z"),
      sydney,
      ["2026-04-05", "2026-04-06"],
    ],
    [
      "a zero-length span at midnight",
      span("2026-04-05T14:00:00Z", "2026-04-05T14:00:00Z"),
      sydney,
      ["2026-04-06"],
    ],
    ["a time", { type: "time", time: "2026-10-03T16:30:00Z", zone: sydney }, sydney, ["2026-10-04"]],
  ])("%s", (_, data, zone, expected) => {
    expect(appointmentDays(data, zone)).toEqual(expected);
  });
});
