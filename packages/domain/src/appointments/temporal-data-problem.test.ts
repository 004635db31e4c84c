import { describe, expect, it } from "vitest";
import type { TemporalData } from "./appointments.ts";
import { temporalDataProblem } from "./temporal-data-problem.ts";

const sydney = "Australia/Sydney";
const span = (start: string, end: string, startZone = sydney, endZone = sydney): TemporalData => ({
  type: "timespan",
  start,
  end,
  startZone,
  endZone,
});

describe("temporalDataProblem", () => {
  it.each<[TemporalData, ReturnType<typeof temporalDataProblem>]>([
    [{ type: "date", date: "2026-04-05" }, null],
    [
      { type: "date", date: "2026-02-29" },
      { code: "INVALID_DATE", field: "date" },
    ],
    [
      { type: "date", date: "5/4/2026" },
      { code: "INVALID_DATE", field: "date" },
    ],
    [{ type: "datespan", start: "2026-04-05", end: "2026-04-05" }, null],
    [{ type: "datespan", start: "2026-04-05", end: "2026-04-07" }, null],
    [
      { type: "datespan", start: "2026-04-05", end: "2026-04-04" },
      { code: "END_BEFORE_START", field: "end" },
    ],
    [
      { type: "datespan", start: "2026-04-31", end: "2026-05-01" },
      { code: "INVALID_DATE", field: "start" },
    ],
    [
      { type: "datespan", start: "2026-04-05", end: "" },
      { code: "INVALID_DATE", field: "end" },
    ],
    [{ type: "time", time: "2026-04-05T09:00:00+10:00", zone: sydney }, null],
    [
      { type: "time", time: "2026-04-05T09:00:00", zone: sydney },
      { code: "INVALID_DATE", field: "time" },
    ],
    [
      { type: "time", time: "2026-04-05T09:00:00Z", zone: "Sydney" },
      { code: "UNKNOWN_TIME_ZONE", field: "zone" },
    ],
    [span("2026-04-04T23:00:00Z", "2026-04-05T00:00:00Z"), null],
    // Zero length is a `time` made a span by the all-day toggle.
    [span("2026-04-04T23:00:00Z", "2026-04-04T23:00:00Z"), null],
    [span("2026-04-04T23:00:00Z", "2026-04-04T22:59:59.999Z"), { code: "END_BEFORE_START", field: "end" }],
    // Instants compare as instants, whatever offset they are written with.
    [span("2026-04-05T09:00:00+10:00", "2026-04-04T23:30:00Z"), null],
    [
      span("2026-04-05T09:00:00+10:00", "2026-04-05T09:30:00+11:00"),
      { code: "END_BEFORE_START", field: "end" },
    ],
    [span("2026-04-05T09:00:00+10:00", "tomorrow"), { code: "INVALID_DATE", field: "end" }],
    [span("2026-04-31T09:00:00Z", "2026-05-01T09:00:00Z"), { code: "INVALID_DATE", field: "start" }],
    [
      span("2026-04-04T23:00:00Z", "2026-04-05T00:00:00Z", "AEST"),
      { code: "UNKNOWN_TIME_ZONE", field: "startZone" },
    ],
    [
      span("2026-04-04T23:00:00Z", "2026-04-05T00:00:00Z", sydney, ""),
      { code: "UNKNOWN_TIME_ZONE", field: "endZone" },
    ],
    // A bad date is reported before a bad zone or the order of the ends.
    [span("2026-04-05T09:00:00Z", "2026-13-01T00:00:00Z", "Nowhere"), { code: "INVALID_DATE", field: "end" }],
    [
      span("2026-04-05T09:00:00Z", "2026-04-04T00:00:00Z", "Nowhere"),
      { code: "UNKNOWN_TIME_ZONE", field: "startZone" },
    ],
  ])("%j → %j", (data, expected) => {
    expect(temporalDataProblem(data)).toEqual(expected);
  });
});
