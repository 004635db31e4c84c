// Properties over any temporal data in zones with and without DST, far east and far west.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toAllDayTemporal, toTimedTemporal } from "./all-day-toggle.ts";
import { appointmentDays, isAppointmentPast } from "./appointment-span.ts";
import { appointmentSubtitle } from "./appointment-subtitle.ts";
import type { TemporalData } from "./appointments.ts";
import { moveTemporal } from "./move-temporal.ts";
import { temporalDataProblem } from "./temporal-data-problem.ts";
import { dayMs, hourMs, instantOfWall, plainDateOfDay, wallOf } from "./zoned-time.ts";

const zones = [
  "Australia/Sydney",
  "Australia/Lord_Howe",
  "Pacific/Auckland",
  "Europe/London",
  "America/New_York",
  "America/Santiago",
  "Asia/Kolkata",
  "UTC",
];
const zone = fc.constantFrom(...zones);
// 1990–2060.
const day = fc.integer({ min: 7_300, max: 32_870 });
const instant = day.chain((d) => fc.integer({ min: d * dayMs, max: (d + 1) * dayMs - 1 }));
const iso = (ms: number) => new Date(ms).toISOString();

const temporalData: fc.Arbitrary<TemporalData> = fc.oneof(
  day.map((d): TemporalData => ({ type: "date", date: plainDateOfDay(d) })),
  fc
    .tuple(day, fc.nat(40))
    .map(
      ([d, n]): TemporalData => ({ type: "datespan", start: plainDateOfDay(d), end: plainDateOfDay(d + n) }),
    ),
  fc.tuple(instant, zone).map(([t, z]): TemporalData => ({ type: "time", time: iso(t), zone: z })),
  fc.tuple(instant, fc.nat(40 * dayMs), zone, zone).map(
    ([t, length, startZone, endZone]): TemporalData => ({
      type: "timespan",
      start: iso(t),
      end: iso(t + length),
      startZone,
      endZone,
    }),
  ),
);

// Wall times clear of every DST change (they happen between 23:00 and 04:00 in these zones), so a
// move has one answer each way.
const minuteOfDay = fc.integer({ min: 5 * 60, max: 22 * 60 });
const timedInDaylight: fc.Arbitrary<TemporalData> = fc
  .tuple(day, minuteOfDay, zone, fc.nat(30), minuteOfDay, zone, fc.boolean())
  .map(([d, minute, startZone, days, endMinute, endZone, zeroLength]): TemporalData => {
    const start = instantOfWall(d * dayMs + minute * 60_000, startZone);
    if (zeroLength) return { type: "time", time: iso(start), zone: startZone };
    const end = instantOfWall((d + days + 2) * dayMs + endMinute * 60_000, endZone);
    return { type: "timespan", start: iso(start), end: iso(end), startZone, endZone };
  });

describe("temporal data properties", () => {
  it("generates only data temporalDataProblem accepts", () => {
    fc.assert(
      fc.property(fc.oneof(temporalData, timedInDaylight), (data) => temporalDataProblem(data) === null),
    );
  });

  it("toggling settles: all-day → timed → all-day → timed gives the same timed data as once", () => {
    fc.assert(
      fc.property(temporalData, zone, (data, local) => {
        const once = toTimedTemporal(toAllDayTemporal(data), local);
        expect(toTimedTemporal(toAllDayTemporal(once), local)).toEqual(once);
        // …and the all-day data it makes is the first date of the original.
        const allDay = toAllDayTemporal(data);
        const first = allDay.type === "date" ? allDay.date : allDay.start;
        expect(toAllDayTemporal(once)).toEqual({ type: "datespan", start: first, end: first });
      }),
    );
  });

  it("each direction of the toggle is idempotent and its result is valid", () => {
    fc.assert(
      fc.property(temporalData, zone, (data, local) => {
        const allDay = toAllDayTemporal(data);
        const timed = toTimedTemporal(data, local);
        expect(toAllDayTemporal(allDay)).toEqual(allDay);
        expect(toTimedTemporal(timed, local)).toEqual(timed);
        expect(temporalDataProblem(allDay)).toBeNull();
        expect(temporalDataProblem(timed)).toBeNull();
      }),
    );
  });

  it("a timespan made all-day keeps the days a calendar in its zone shows it on", () => {
    fc.assert(
      // Whole hours from a whole hour, so that many spans end exactly at a midnight.
      fc.property(day, fc.nat(23), fc.nat(240), zone, (d, hour, hours, z) => {
        const start = instantOfWall(d * dayMs + hour * hourMs, z);
        const length = hours * hourMs;
        const span: TemporalData = {
          type: "timespan",
          start: iso(start),
          end: iso(start + length),
          startZone: z,
          endZone: z,
        };
        expect(appointmentDays(toAllDayTemporal(span), z)).toEqual(appointmentDays(span, z));
      }),
    );
  });

  it("moving by +n then −n days returns the original", () => {
    const allDay = temporalData.filter((data) => data.type === "date" || data.type === "datespan");
    fc.assert(
      fc.property(fc.oneof(allDay, timedInDaylight), fc.integer({ min: -400, max: 400 }), (data, n) => {
        expect(moveTemporal(moveTemporal(data, { days: n }), { days: -n })).toEqual(data);
      }),
    );
  });

  it("moving a timed appointment keeps its wall-clock times in its zones", () => {
    fc.assert(
      fc.property(timedInDaylight, fc.integer({ min: -400, max: 400 }), (data, n) => {
        const moved = moveTemporal(data, { days: n });
        const wallShift = (before: string, after: string, z: string) =>
          wallOf(Date.parse(after), z) - wallOf(Date.parse(before), z);
        if (data.type === "time" && moved.type === "time") {
          expect(wallShift(data.time, moved.time, data.zone)).toBe(n * dayMs);
        } else if (data.type === "timespan" && moved.type === "timespan") {
          expect(wallShift(data.start, moved.start, data.startZone)).toBe(n * dayMs);
          expect(wallShift(data.end, moved.end, data.endZone)).toBe(n * dayMs);
        } else {
          expect(moved.type).toBe(data.type);
        }
      }),
    );
  });

  it("the subtitle agrees with isAppointmentPast and counts forward", () => {
    fc.assert(
      fc.property(temporalData, instant, zone, (data, now, local) => {
        const at = new Date(now);
        const subtitle = appointmentSubtitle(data, at, local);
        expect(subtitle.kind === "ENDED").toBe(isAppointmentPast(data, at, local));
        if (subtitle.kind === "COMING_UP") expect(subtitle.inMs).toBeGreaterThan(0);
        if (subtitle.kind === "ENDED") expect(subtitle.agoMs).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
