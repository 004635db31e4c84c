import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatShortDate } from "./format-date.ts";

describe("formatDate", () => {
  it.each([
    ["2025-03-05", "5 Mar 2025"],
    ["2025-09-30", "30 Sep 2025"],
    ["2025-12-31", "31 Dec 2025"],
    ["2024-02-29", "29 Feb 2024"],
    ["0999-01-02", "2 Jan 0999"],
  ])("writes the plain day %s as %s", (day, expected) => {
    expect(formatDate(day)).toBe(expected);
  });

  it("writes a plain day as that day whatever the zone", () => {
    expect(formatDate("2025-03-05", "Pacific/Kiritimati")).toBe("5 Mar 2025");
    expect(formatDate("2025-03-05", "Pacific/Pago_Pago")).toBe("5 Mar 2025");
  });

  it("writes a local Date's day", () => {
    expect(formatDate(new Date(2025, 8, 1, 23, 59))).toBe("1 Sep 2025");
  });

  it.each([
    // Sydney's summer time ends 2026-04-05 03:00 AEDT (16:00 UTC the day before).
    ["2026-04-04T12:59:59.999Z", "Australia/Sydney", "4 Apr 2026"],
    ["2026-04-04T13:00:00.000Z", "Australia/Sydney", "5 Apr 2026"],
    ["2026-04-04T16:30:00.000Z", "Australia/Sydney", "5 Apr 2026"],
    ["2026-04-05T13:59:59.999Z", "Australia/Sydney", "5 Apr 2026"],
    ["2026-04-05T14:00:00.000Z", "Australia/Sydney", "6 Apr 2026"],
    // It starts 2026-10-04 02:00 AEST → 03:00 AEDT.
    ["2026-10-03T13:59:59.999Z", "Australia/Sydney", "3 Oct 2026"],
    ["2026-10-03T14:00:00.000Z", "Australia/Sydney", "4 Oct 2026"],
    ["2026-10-04T12:59:59.999Z", "Australia/Sydney", "4 Oct 2026"],
    ["2026-10-04T13:00:00.000Z", "Australia/Sydney", "5 Oct 2026"],
    // Santiago skips its midnight on 2026-09-06 (00:00 → 01:00).
    ["2026-09-06T03:59:59.999Z", "America/Santiago", "5 Sep 2026"],
    ["2026-09-06T04:00:00.000Z", "America/Santiago", "6 Sep 2026"],
    ["2026-09-30T12:00:00+10:00", "America/Los_Angeles", "29 Sep 2026"],
    ["2026-09-30T12:00:00+10:00", "Asia/Kathmandu", "30 Sep 2026"],
    ["2026-03-05T23:30:00Z", "UTC", "5 Mar 2026"],
  ])("writes the instant %s in %s as %s", (instant, zone, expected) => {
    expect(formatDate(instant, zone)).toBe(expected);
    expect(formatDate(new Date(instant), zone)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["yesterday"],
    ["2025-02-30"],
    ["2025-13-01"],
    ["2025-02-30T10:00:00Z"],
    [new Date(Number.NaN)],
  ])("writes nothing for %j", (value) => {
    expect(formatDate(value)).toBe("");
    expect(formatDate(value, "Australia/Sydney")).toBe("");
    expect(formatDateTime(value)).toBe("");
    expect(formatShortDate(value)).toBe("");
  });
});

describe("formatDateTime", () => {
  it.each([
    [new Date(2025, 2, 5, 14, 30), "5 Mar 2025, 2:30 pm"],
    [new Date(2025, 8, 15, 0, 5), "15 Sep 2025, 12:05 am"],
    [new Date(2025, 8, 15, 12, 0), "15 Sep 2025, 12:00 pm"],
    [new Date(2025, 11, 31, 9, 7, 59), "31 Dec 2025, 9:07 am"],
  ])("writes %s as %s", (date, expected) => {
    expect(formatDateTime(date)).toBe(expected);
    expect(formatDateTime(date.toISOString())).toBe(expected);
  });

  it("writes a plain day as its local midnight", () => {
    expect(formatDateTime("2025-09-05")).toBe("5 Sep 2025, 12:00 am");
  });
});

describe("formatShortDate", () => {
  it.each([
    ["2025-03-05", "05/03/2025"],
    ["2025-09-30", "30/09/2025"],
    ["2025-12-31", "31/12/2025"],
  ])("writes %s as %s", (day, expected) => {
    expect(formatShortDate(day)).toBe(expected);
  });

  it("writes a local Date's day", () => {
    expect(formatShortDate(new Date(2025, 8, 1, 23, 59))).toBe("01/09/2025");
  });
});
