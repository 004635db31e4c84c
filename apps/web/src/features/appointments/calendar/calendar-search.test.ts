import { describe, expect, it } from "vitest";
import {
  calendarSearchString,
  periodLabel,
  readCalendarSearch,
  startOfWeek,
  stepDate,
  visibleRange,
} from "./calendar-search.ts";

const today = "2026-11-26";
const priya = "01900000-0000-7000-8000-0000000000e1";
const read = (query: string) => readCalendarSearch(new URLSearchParams(query), today);

describe("the calendar's URL", () => {
  it("defaults to today's month, and falls back on bad values", () => {
    expect(read("")).toEqual({ date: today, view: "month", personIds: [] });
    expect(read("date=2026-02-30&view=year")).toEqual({ date: today, view: "month", personIds: [] });
    expect(read("date=26/11/2026&view=WEEK").date).toBe(today);
    expect(read("date=2027-01-05&view=day")).toEqual({ date: "2027-01-05", view: "day", personIds: [] });
  });

  it("keeps real people ids once, and writes back what it read", () => {
    const search = read(`view=week&date=2026-12-01&people=${priya},nobody,${priya}`);
    expect(search.personIds).toEqual([priya]);
    expect(calendarSearchString(search)).toBe(`?date=2026-12-01&view=week&people=${priya}`);
    expect(calendarSearchString(read(""))).toBe(`?date=${today}&view=month`);
  });
});

describe("the days a view reads", () => {
  it("starts weeks on Monday", () => {
    expect(startOfWeek("2026-11-26")).toBe("2026-11-23");
    expect(startOfWeek("2026-11-23")).toBe("2026-11-23");
    expect(startOfWeek("2026-11-29")).toBe("2026-11-23");
  });

  it("reads a month's six weeks, a week, a day; Multi a day", () => {
    expect(visibleRange("2026-11-26", "month", "single")).toEqual({ from: "2026-10-26", to: "2026-12-07" });
    expect(visibleRange("2026-11-26", "week", "single")).toEqual({ from: "2026-11-23", to: "2026-11-30" });
    expect(visibleRange("2026-11-26", "day", "single")).toEqual({ from: "2026-11-26", to: "2026-11-27" });
    expect(visibleRange("2026-11-26", "month", "multi")).toEqual({ from: "2026-11-26", to: "2026-11-27" });
  });

  it("goes Back and Next by the view's length", () => {
    expect(stepDate("2026-01-31", "month", "single", 1)).toBe("2026-02-01");
    expect(stepDate("2026-01-15", "month", "single", -1)).toBe("2025-12-01");
    expect(stepDate("2026-11-26", "week", "single", 1)).toBe("2026-12-03");
    expect(stepDate("2026-11-26", "day", "single", -1)).toBe("2026-11-25");
    expect(stepDate("2026-11-30", "month", "multi", 1)).toBe("2026-12-01");
  });

  it("names the period in the interface language", () => {
    expect(periodLabel("2026-11-26", "month", "single", "en")).toBe("November 2026");
    expect(periodLabel("2026-11-26", "week", "single", "en")).toMatch(/^23\s?–\s?29 Nov 2026$/);
    expect(periodLabel("2026-11-26", "day", "single", "en")).toBe("Thursday 26 November 2026");
    expect(periodLabel("2026-11-26", "month", "single", "pl")).toBe("Listopad 2026");
  });
});
