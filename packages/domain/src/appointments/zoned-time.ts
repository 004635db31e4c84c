// Calendar days and wall clocks of IANA zones, for the appointment rules. Never reads the process's zone:
// every zone is named by the caller, and offsets come from Intl (one cached formatter a zone).
//
// A "wall" time is a zone's local date and time written as if it were UTC milliseconds; a "day" is a
// whole number of days since 1970-01-01. Both make local arithmetic plain integer arithmetic.
export const dayMs = 86_400_000;
export const hourMs = 3_600_000;

const knownZones = new Map<string, boolean>();

/** True for a time zone name Intl knows (e.g. "Australia/Sydney", "UTC"); offsets like "+10:00" are not zones. */
export function isTimeZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      known = !/^[+-]/.test(zone);
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

/** UTC milliseconds of a proleptic Gregorian date and time; years below 100 are taken as written. */
function utcMs(year: number, monthIndex: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(hours, minutes, seconds, ms);
  return date.getTime();
}

const plainDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day of a YYYY-MM-DD naming a real calendar date (2026-02-30 does not), else null. */
export function dayOfPlainDate(text: string): number | null {
  const match = plainDatePattern.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = utcMs(year, month - 1, day);
  const date = new Date(ms);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? ms / dayMs : null;
}

/** The YYYY-MM-DD of a day. */
export function plainDateOfDay(day: number): string {
  const date = new Date(day * dayMs);
  const year = String(date.getUTCFullYear()).padStart(4, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `${year}-${month}-${String(date.getUTCDate()).padStart(2, "0")}`;
}

// ISO 8601 with a time and an offset: 2026-04-05T09:00Z, 2026-04-05T09:00:00.000+10:00.
const instantPattern =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** Epoch milliseconds of an ISO instant with an offset, else null. Date.parse alone would take 2026-02-30. */
export function instantMs(text: string): number | null {
  const match = instantPattern.exec(text);
  if (!match?.[1] || dayOfPlainDate(match[1]) === null) return null;
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  const [offsetHours, offsetMinutes] = [Number(match[5] ?? 0), Number(match[6] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59 || offsetHours > 23 || offsetMinutes > 59) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
// What "longOffset" writes after "GMT": nothing for UTC, else ±hh:mm or (historical offsets) ±hh:mm:ss.
const offsetPattern = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The zone's offset from UTC at an instant, in ms (historical offsets may have seconds). Not dayjs's
 * timezone plugin: it formats a locale string on every call (a hundred times slower) and reads an offset
 * of up to 16 minutes as hours (Paris until 1911).
 */
function offsetMs(zone: string, instant: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    } catch {
      return Number.NaN; // not a zone: callers check theirs with assertTimeZone first
    }
    offsetFormats.set(zone, format);
  }
  const match = offsetPattern.exec(format.format(instant));
  if (!match) return Number.NaN;
  if (!match[1]) return 0;
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  return (match[1] === "-" ? -1 : 1) * (hours * 3_600_000 + minutes * 60_000 + seconds * 1000);
}

/** The zone's wall time at an instant. */
export function wallOf(instant: number, zone: string): number {
  return instant + offsetMs(zone, instant);
}

/** The zone's local day of an instant. */
export function dayOf(instant: number, zone: string): number {
  return Math.floor(wallOf(instant, zone) / dayMs);
}

/**
 * The instant a zone's clocks show a wall time. Like Temporal's "compatible" choice: a time the clocks
 * skip (02:30 as Sydney springs forward) moves on by the gap (03:30); a time they show twice (02:30 as
 * Sydney falls back) is the earlier one. Zones change offset at most once a day, so the offsets a day
 * either side are the only candidates.
 */
export function instantOfWall(wall: number, zone: string): number {
  const before = wall - offsetMs(zone, wall - dayMs);
  const after = wall - offsetMs(zone, wall + dayMs);
  const shows = (instant: number) => wallOf(instant, zone) === wall;
  if (shows(before)) return shows(after) ? Math.min(before, after) : before;
  if (shows(after)) return after;
  // In a gap: read the wall time with the offset from before the gap, which lands after it.
  return before;
}

/** The first instant of a local day in a zone (01:00 where midnight is skipped). */
export function startOfDayIn(day: number, zone: string): number {
  return instantOfWall(day * dayMs, zone);
}

/** Checks a zone a conversion is given; such a zone comes from code, not from a form, so a bad one throws. */
export function assertTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw new RangeError(`UNKNOWN_TIME_ZONE: ${JSON.stringify(zone)}`);
}
