import { describe, expect, it } from "vitest";
import { relativeTime } from "./format-when.ts";
import {
  moveStart,
  type TemporalFields,
  temporalDataOf,
  temporalFieldsOf,
  temporalInputProblem,
  toggleAllDay,
} from "./temporal-fields.ts";

const sydney = "Australia/Sydney";
const timed = (overrides: Partial<TemporalFields> = {}): TemporalFields => ({
  allDay: false,
  startDate: "2026-04-04",
  startTime: "09:00",
  endDate: "2026-04-04",
  endTime: "10:00",
  startZone: sydney,
  endZone: sydney,
  ...overrides,
});

describe("the editor's when", () => {
  it("reads a timespan in its own zones and writes it back", () => {
    const data = {
      type: "timespan" as const,
      start: "2026-04-03T22:00:00.000Z",
      end: "2026-04-04T09:00:00.000Z",
      startZone: sydney,
      endZone: "Europe/London",
    };
    const fields = temporalFieldsOf(data, "UTC");
    expect(fields).toMatchObject({ startDate: "2026-04-04", startTime: "09:00", endTime: "10:00" });
    expect(temporalDataOf(fields)).toEqual(data);
  });

  it("keeps a date a date and a time a time while they stay one day and one instant", () => {
    const date = temporalFieldsOf({ type: "date", date: "2026-04-05" }, sydney);
    expect(temporalDataOf(date, "date")).toEqual({ type: "date", date: "2026-04-05" });
    expect(temporalDataOf({ ...date, endDate: "2026-04-06" }, "date")).toEqual({
      type: "datespan",
      start: "2026-04-05",
      end: "2026-04-06",
    });
    const time = temporalFieldsOf({ type: "time", time: "2026-04-04T23:00:00.000Z", zone: sydney }, "UTC");
    expect(temporalDataOf(time, "time")).toEqual({
      type: "time",
      time: "2026-04-04T23:00:00.000Z",
      zone: sydney,
    });
  });

  it("is incomplete without a date or time", () => {
    expect(temporalDataOf(timed({ endTime: "" }))).toBeNull();
    expect(temporalDataOf(timed({ allDay: true, startDate: "" }))).toBeNull();
  });

  it("switches all day on and off through the domain: dates kept, 09:00–10:00 back", () => {
    const allDay = toggleAllDay(timed({ endDate: "2026-04-06" }), true, sydney);
    expect(allDay).toMatchObject({ allDay: true, startDate: "2026-04-04", endDate: "2026-04-06" });
    expect(toggleAllDay(allDay, false, sydney)).toMatchObject({
      allDay: false,
      startDate: "2026-04-04",
      startTime: "09:00",
      endDate: "2026-04-04",
      endTime: "10:00",
    });
  });

  it("moves the end with the start, keeping the length on the wall clock", () => {
    expect(moveStart(timed(), { startTime: "23:30" })).toMatchObject({
      endDate: "2026-04-05",
      endTime: "00:30",
    });
    expect(moveStart(timed(), { startDate: "2026-05-01" })).toMatchObject({
      endDate: "2026-05-01",
      endTime: "10:00",
    });
    // An end already before the start stays where it is.
    expect(moveStart(timed({ endTime: "08:00" }), { startTime: "11:00" })).toMatchObject({
      endTime: "08:00",
    });
  });

  it("puts an end before the start on the end's input", () => {
    expect(temporalInputProblem(timed({ endTime: "08:00" }))).toEqual({
      input: "endTime",
      code: "END_BEFORE_START",
    });
    expect(temporalInputProblem(timed({ allDay: true, endDate: "2026-04-01" }))).toEqual({
      input: "endDate",
      code: "END_BEFORE_START",
    });
    expect(temporalInputProblem(timed())).toBeNull();
  });
});

describe("relativeTime", () => {
  it.each([
    [5 * 60_000, "en", "in 5 minutes"],
    [10_000, "en", "in 1 minute"],
    [-3 * 3_600_000, "en", "3 hours ago"],
    [26 * 3_600_000, "en", "tomorrow"],
    [-3 * 86_400_000, "pl", "3 dni temu"],
    [400 * 86_400_000, "en", "in 1 year"],
  ])("%d ms in %s → %s", (ms, language, expected) => {
    expect(relativeTime(ms, language)).toBe(expected);
  });
});
