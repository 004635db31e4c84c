// What the calendar shows, read from and written to its URL (spec 000 §2: `date` and `view`, default
// today and month; bad values fall back), and the range of days a view shows, which is what it reads.
import { temporalDataProblem } from "@portal/domain";

export const calendarViews = ["month", "week", "day"] as const;
export type CalendarView = (typeof calendarViews)[number];

/** Single: one calendar with month, week and day views; Multi: one day, a lane per person. */
export const calendarModes = ["single", "multi"] as const;
export type CalendarMode = (typeof calendarModes)[number];

export type CalendarSearch = {
  /** YYYY-MM-DD: the day the view is at. */
  date: string;
  view: CalendarView;
  /** Personnel to show: only their appointments in Single, only their lanes in Multi; none is everyone. */
  personIds: string[];
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxPeople = 100;
const dayMs = 86_400_000;

const isPlainDate = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  temporalDataProblem({ type: "date", date: value }) === null;

/** The URL's choices; a missing or bad date is `today`, a missing or bad view month, bad people dropped. */
export function readCalendarSearch(params: URLSearchParams, today: string): CalendarSearch {
  const date = params.get("date");
  const view = params.get("view");
  const people = (params.get("people") ?? "").split(",").filter((id) => uuidPattern.test(id));
  return {
    date: isPlainDate(date) ? date : today,
    view: calendarViews.find((item) => item === view) ?? "month",
    personIds: [...new Set(people)].slice(0, maxPeople),
  };
}

/** The URL query for these choices (`people` left out when it is everyone). */
export function calendarSearchString(search: CalendarSearch): string {
  const params = new URLSearchParams({ date: search.date, view: search.view });
  if (search.personIds.length > 0) params.set("people", search.personIds.join(","));
  return `?${params.toString()}`;
}

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / dayMs);
const dateOfDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** YYYY-MM-DD `days` after a YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** The Monday of the week a date is in (weeks start on Monday, as in Australia and Poland). */
export function startOfWeek(date: string): string {
  const day = dayNumber(date);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counted from Monday.
  const fromMonday = (((day + 3) % 7) + 7) % 7;
  return dateOfDay(day - fromMonday);
}

/**
 * The days [from, to) a view shows, the range it reads: a month's six whole weeks (as the month grid
 * shows them, days of the months around it included), a week from Monday, or one day (Multi is a day).
 */
export function visibleRange(
  date: string,
  view: CalendarView,
  mode: CalendarMode,
): { from: string; to: string } {
  if (mode === "multi" || view === "day") return { from: date, to: addDays(date, 1) };
  if (view === "week") {
    const from = startOfWeek(date);
    return { from, to: addDays(from, 7) };
  }
  const from = startOfWeek(`${date.slice(0, 8)}01`);
  return { from, to: addDays(from, 42) };
}

/** The date Back (-1) or Next (1) goes to: a month, a week or a day on (Multi moves by a day). */
export function stepDate(date: string, view: CalendarView, mode: CalendarMode, step: -1 | 1): string {
  if (mode === "multi" || view === "day") return addDays(date, step);
  if (view === "week") return addDays(date, 7 * step);
  const [year = 0, month = 1] = date.split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1 + step, 1));
  return next.toISOString().slice(0, 10);
}

/** What the calendar shows, in words: "November 2026", "23 – 29 Nov 2026", "Thursday 26 November 2026". */
export function periodLabel(date: string, view: CalendarView, mode: CalendarMode, language: string): string {
  const label = periodWords(date, view, mode, language);
  // Polish names months and days in lower case; as a heading it starts with a capital.
  return label.charAt(0).toLocaleUpperCase(language) + label.slice(1);
}

function periodWords(date: string, view: CalendarView, mode: CalendarMode, language: string): string {
  const locale = language === "pl" ? "pl" : "en-AU";
  const format = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options }).format(new Date(`${day}T00:00:00Z`));
  if (mode === "single" && view === "month") return format(date, { month: "long", year: "numeric" });
  if (mode === "single" && view === "week") {
    const { from, to } = visibleRange(date, view, mode);
    return new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      day: "numeric",
      month: "short",
      year: "numeric",
    }).formatRange(new Date(`${from}T00:00:00Z`), new Date(`${addDays(to, -1)}T00:00:00Z`));
  }
  return format(date, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
}
