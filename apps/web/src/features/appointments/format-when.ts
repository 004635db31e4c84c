// When an appointment happens, in words: dates in the en-AU style whatever the language (spec 001 §9),
// times as the viewer's zone shows them, and the editor's subtitle (spec 000 §4).
import { type AppointmentSubtitle, type TemporalData, wallClockOf } from "@portal/domain";
import { formatDate } from "../../shared/i18n/format-date.ts";
import type { TFunction } from "../../shared/i18n/translator.ts";

const dateFormat = (zone: string) =>
  new Intl.DateTimeFormat("en-AU", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
const timeFormat = (zone: string) =>
  new Intl.DateTimeFormat("en-AU", { timeZone: zone, hour: "numeric", minute: "2-digit" });

/** Tue, 5 Apr 2026 (a plain date, no zone: it is the same date everywhere). */
function plainDate(date: string): string {
  const weekday = new Intl.DateTimeFormat("en-AU", { weekday: "short", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `${weekday}, ${formatDate(date)}`;
}

/**
 * "Tue, 5 Apr 2026" for a date, "Tue, 5 Apr 2026 – Thu, 7 Apr 2026" for days, "Tue, 5 Apr 2026,
 * 9:00 am – 10:00 am" for hours on one day (the end's date written when it is another), all in `zone`.
 */
export function formatWhen(data: TemporalData, zone: string): string {
  switch (data.type) {
    case "date":
      return plainDate(data.date);
    case "datespan":
      return data.start === data.end
        ? plainDate(data.start)
        : `${plainDate(data.start)} – ${plainDate(data.end)}`;
    case "time": {
      const at = new Date(data.time);
      return `${dateFormat(zone).format(at)}, ${timeFormat(zone).format(at)}`;
    }
    case "timespan": {
      const start = new Date(data.start);
      const end = new Date(data.end);
      const startText = `${dateFormat(zone).format(start)}, ${timeFormat(zone).format(start)}`;
      const sameDay = wallClockOf(data.start, zone).date === wallClockOf(data.end, zone).date;
      const endText = sameDay
        ? timeFormat(zone).format(end)
        : `${dateFormat(zone).format(end)}, ${timeFormat(zone).format(end)}`;
      return `${startText} – ${endText}`;
    }
  }
}

/** The zones a timed appointment was booked in, when they are not the zone it is shown in. */
export function otherZones(data: TemporalData, zone: string): string[] {
  const zones =
    data.type === "time" ? [data.zone] : data.type === "timespan" ? [data.startZone, data.endZone] : [];
  return [...new Set(zones)].filter((item) => item !== zone);
}

const minute = 60_000;
const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 60 * minute],
  ["month", 30 * 24 * 60 * minute],
  ["week", 7 * 24 * 60 * minute],
  ["day", 24 * 60 * minute],
  ["hour", 60 * minute],
  ["minute", minute],
];

/** "in 3 days", "2 hours ago", "tomorrow" in the interface language; at least a minute either way. */
export function relativeTime(ms: number, language: string): string {
  const size = Math.max(Math.abs(ms), minute);
  const [unit, length] = units.find(([, unitMs]) => size >= unitMs) ?? ["minute", minute];
  const count = Math.max(1, Math.round(size / length)) * Math.sign(ms || 1);
  // "tomorrow" and "yesterday" read better than "in 1 day"; "now" would not fit "Coming up …".
  const numeric = unit === "day" ? "auto" : "always";
  return new Intl.RelativeTimeFormat(language, { numeric }).format(count, unit);
}

/** Happening today, Happening now, Coming up {relative time} or Ended {relative time}. */
export function subtitleText(subtitle: AppointmentSubtitle, t: TFunction, language: string): string {
  switch (subtitle.kind) {
    case "HAPPENING_NOW":
      return t("appointments.subtitle.HAPPENING_NOW");
    case "HAPPENING_TODAY":
      return t("appointments.subtitle.HAPPENING_TODAY");
    case "COMING_UP":
      return t("appointments.subtitle.COMING_UP", { relative: relativeTime(subtitle.inMs, language) });
    case "ENDED":
      return t("appointments.subtitle.ENDED", { relative: relativeTime(-subtitle.agoMs, language) });
  }
}
