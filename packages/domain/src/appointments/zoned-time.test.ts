import { describe, expect, it } from "vitest";
import {
  dayMs,
  dayOf,
  dayOfPlainDate,
  hourMs,
  instantMs,
  instantOfWall,
  isTimeZone,
  plainDateOfDay,
  startOfDayIn,
  wallOf,
} from "./zoned-time.ts";

const sydney = "Australia/Sydney";
const wall = (date: string, hours: number, minutes = 0) =>
  (dayOfPlainDate(date) ?? Number.NaN) * dayMs + hours * hourMs + minutes * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe("wall clocks of a zone", () => {
  it.each([
    // Summer time ends 2026-04-05 03:00 AEDT → 02:00 AEST: 02:00–03:00 happens twice; the earlier is taken.
    ["2026-04-05", 1, 30, "2026-04-04T14:30:00.000Z"],
    ["2026-04-05", 2, 30, "2026-04-04T15:30:00.000Z"],
    ["2026-04-05", 3, 0, "2026-04-04T17:00:00.000Z"],
    ["2026-04-05", 9, 0, "2026-04-04T23:00:00.000Z"],
    // Summer time starts 2026-10-04 02:00 AEST → 03:00 AEDT: 02:30 never shows; it moves on to 03:30.
    ["2026-10-04", 1, 59, "2026-10-03T15:59:00.000Z"],
    ["2026-10-04", 2, 30, "2026-10-03T16:30:00.000Z"],
    ["2026-10-04", 3, 0, "2026-10-03T16:00:00.000Z"],
    ["2026-10-04", 9, 0, "2026-10-03T22:00:00.000Z"],
  ])("%s %i:%i in Sydney is %s", (date, hours, minutes, expected) => {
    expect(iso(instantOfWall(wall(date, hours, minutes), sydney))).toBe(expected);
  });

  it("starts a day whose midnight is skipped at 01:00 (Santiago, 2026-09-06)", () => {
    const day = dayOfPlainDate("2026-09-06") ?? Number.NaN;
    expect(iso(startOfDayIn(day, "America/Santiago"))).toBe("2026-09-06T04:00:00.000Z");
  });

  it("reads an instant's day in the zone asked, not the process's", () => {
    const instant = Date.parse("2026-04-04T14:30:00Z");
    expect(plainDateOfDay(dayOf(instant, sydney))).toBe("2026-04-05");
    expect(plainDateOfDay(dayOf(instant, "America/Los_Angeles"))).toBe("2026-04-04");
  });
});

describe("offsets", () => {
  it.each([
    // Sydney: AEDT (+11) until 2026-04-05 03:00, AEST (+10) until 2026-10-04 02:00, then AEDT again.
    ["2026-04-04T15:59:59.999Z", "Australia/Sydney", "2026-04-05T02:59:59.999Z"],
    ["2026-04-04T16:00:00.000Z", "Australia/Sydney", "2026-04-05T02:00:00.000Z"],
    ["2026-10-03T15:59:59.999Z", "Australia/Sydney", "2026-10-04T01:59:59.999Z"],
    ["2026-10-03T16:00:00.000Z", "Australia/Sydney", "2026-10-04T03:00:00.000Z"],
    // Lord Howe moves by half an hour.
    ["2026-04-04T14:59:59.999Z", "Australia/Lord_Howe", "2026-04-05T01:59:59.999Z"],
    ["2026-04-04T15:00:00.000Z", "Australia/Lord_Howe", "2026-04-05T01:30:00.000Z"],
    ["2026-03-08T06:59:59.999Z", "America/New_York", "2026-03-08T01:59:59.999Z"],
    ["2026-03-08T07:00:00.000Z", "America/New_York", "2026-03-08T03:00:00.000Z"],
    ["2026-06-01T00:00:00.000Z", "Asia/Kathmandu", "2026-06-01T05:45:00.000Z"],
    ["2026-06-01T00:00:00.000Z", "America/St_Johns", "2026-05-31T21:30:00.000Z"],
    ["2026-06-01T00:00:00.000Z", "Pacific/Kiritimati", "2026-06-01T14:00:00.000Z"],
    ["2026-06-01T00:00:00.000Z", "UTC", "2026-06-01T00:00:00.000Z"],
    // Historical offsets in seconds: Madras time (+05:21:10) until 1906, Paris mean time (+00:09:21)
    // until 1911.
    ["1905-06-01T00:00:00.000Z", "Asia/Kolkata", "1905-06-01T05:21:10.000Z"],
    ["1905-06-01T00:00:00.000Z", "Europe/Paris", "1905-06-01T00:09:21.000Z"],
    // West of Greenwich by less than an hour: Dublin mean time (-00:25:21) until 1916. @date-fns/tz read
    // it as +00:25:21.
    ["1910-06-01T00:00:00.000Z", "Europe/Dublin", "1910-05-31T23:34:39.000Z"],
    ["1950-06-01T00:00:00.000Z", "Africa/Monrovia", "1950-05-31T23:15:30.000Z"],
  ])("%s in %s shows %s", (instant, zone, expected) => {
    expect(iso(wallOf(Date.parse(instant), zone))).toBe(expected);
  });
});

describe("parsing", () => {
  it.each([
    ["2026-04-05", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-4-5", false],
    ["2026-04-05T00:00:00Z", false],
    ["", false],
  ])("plain date %j real: %s", (text, real) => {
    expect(dayOfPlainDate(text) !== null).toBe(real);
  });

  it.each([
    ["2026-04-05T09:00:00+10:00", "2026-04-04T23:00:00.000Z"],
    ["2026-04-05T09:00+10:00", "2026-04-04T23:00:00.000Z"],
    ["2026-04-04T23:00:00.000Z", "2026-04-04T23:00:00.000Z"],
    ["2026-04-04T23:00:00.5-02:30", "2026-04-05T01:30:00.500Z"],
    ["2026-02-30T09:00:00Z", null],
    ["2026-04-05T24:00:00Z", null],
    ["2026-04-05T09:00:00", null],
    ["2026-04-05", null],
    ["2026-04-05T09:00:00+25:00", null],
    ["yesterday", null],
  ])("instant %j → %s", (text, expected) => {
    const ms = instantMs(text);
    expect(ms === null ? null : iso(ms)).toBe(expected);
  });

  it.each([
    ["Australia/Sydney", true],
    ["UTC", true],
    ["America/Argentina/Buenos_Aires", true],
    ["Mars/Olympus_Mons", false],
    ["+10:00", false],
    ["", false],
  ])("zone %j known: %s", (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });
});
