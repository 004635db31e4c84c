// When an appointment happens, as the editor's inputs hold it (dates YYYY-MM-DD and times HH:mm as the
// native inputs give them, each read in its zone), and back to the contract's temporal data.
import {
  instantOfWallClock,
  setAllDay,
  type TemporalData,
  type TemporalDataField,
  temporalDataProblem,
  wallClockOf,
} from "@portal/domain";

export type TemporalFields = {
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** The zones the times are read in: the appointment's own, or the viewer's for a new one. */
  startZone: string;
  endZone: string;
};

export type TemporalFieldName = "startDate" | "startTime" | "endDate" | "endTime";

/** The inputs showing temporal data; `zone` places dates made timed and is the zone of all-day data. */
export function temporalFieldsOf(data: TemporalData, zone: string): TemporalFields {
  switch (data.type) {
    case "date":
      return { allDay: true, startDate: data.date, endDate: data.date, ...noTimes(zone) };
    case "datespan":
      return { allDay: true, startDate: data.start, endDate: data.end, ...noTimes(zone) };
    case "time": {
      const at = wallClockOf(data.time, data.zone);
      return timed(at, at, data.zone, data.zone);
    }
    case "timespan":
      return timed(
        wallClockOf(data.start, data.startZone),
        wallClockOf(data.end, data.endZone),
        data.startZone,
        data.endZone,
      );
  }
}

const noTimes = (zone: string) => ({ startTime: "", endTime: "", startZone: zone, endZone: zone });

function timed(
  start: { date: string; time: string },
  end: { date: string; time: string },
  startZone: string,
  endZone: string,
): TemporalFields {
  return {
    allDay: false,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    startZone,
    endZone,
  };
}

/**
 * The temporal data the inputs describe, or null while one is empty or not a real date or time. It keeps
 * the kind it was read from where it can (`kind`): a one-day `date` stays a date and a zero-length `time`
 * a time; otherwise all-day inputs are a datespan and timed ones a timespan.
 */
export function temporalDataOf(fields: TemporalFields, kind?: TemporalData["type"]): TemporalData | null {
  if (fields.allDay) {
    if (!fields.startDate || !fields.endDate) return null;
    if (kind === "date" && fields.startDate === fields.endDate)
      return { type: "date", date: fields.startDate };
    return { type: "datespan", start: fields.startDate, end: fields.endDate };
  }
  const start = instantOfWallClock({ date: fields.startDate, time: fields.startTime }, fields.startZone);
  const end = instantOfWallClock({ date: fields.endDate, time: fields.endTime }, fields.endZone);
  if (start === null || end === null) return null;
  if (kind === "time" && start === end && fields.startZone === fields.endZone)
    return { type: "time", time: start, zone: fields.startZone };
  return { type: "timespan", start, end, startZone: fields.startZone, endZone: fields.endZone };
}

/**
 * The inputs after the all-day switch is set (spec 000 §4): the domain's conversion when they describe
 * something, else the switch alone. Made timed, dates land at 09:00–10:00 in `zone`.
 */
export function toggleAllDay(fields: TemporalFields, allDay: boolean, zone: string): TemporalFields {
  const data = temporalDataOf(fields);
  if (!data) return { ...fields, allDay };
  return temporalFieldsOf(setAllDay(data, allDay, zone), zone);
}

/** Which input shows a problem of the temporal data (the domain's or the server's field of it). */
export function temporalInputOf(field: TemporalDataField, allDay: boolean): TemporalFieldName {
  switch (field) {
    case "date":
    case "start":
    case "time":
      return "startDate";
    case "zone":
    case "startZone":
      return allDay ? "startDate" : "startTime";
    case "end":
    case "endZone":
      return allDay ? "endDate" : "endTime";
  }
}

/** A problem the domain finds in complete inputs, on the input that shows it. */
export function temporalInputProblem(
  fields: TemporalFields,
): { input: TemporalFieldName; code: string } | null {
  const data = temporalDataOf(fields);
  const problem = data ? temporalDataProblem(data) : null;
  return problem ? { input: temporalInputOf(problem.field, fields.allDay), code: problem.code } : null;
}

/** The 422 field paths of temporal data (`temporalData.end`) → the inputs showing them. */
export function temporalFieldMap(allDay: boolean): Record<string, string> {
  const fields: TemporalDataField[] = ["date", "start", "end", "time", "zone", "startZone", "endZone"];
  return Object.fromEntries(fields.map((field) => [`temporalData.${field}`, temporalInputOf(field, allDay)]));
}

// Wall-clock arithmetic in minutes (dates as days since 1970), for moving the end with the start.
const minutesOf = (date: string, time: string): number | null => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time || "00:00");
  if (!day || !clock) return null;
  const ms = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return ms / 60_000 + Number(clock[1]) * 60 + Number(clock[2]);
};

const wallOfMinutes = (minutes: number) => {
  const iso = new Date(minutes * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

/**
 * The inputs after the start changes: the end moves with it, keeping the length on the wall clock, so
 * a one-hour visit moved to tomorrow stays one hour long. Without a readable length only the start changes.
 */
export function moveStart(
  fields: TemporalFields,
  change: Partial<Pick<TemporalFields, "startDate" | "startTime">>,
): TemporalFields {
  const next = { ...fields, ...change };
  const before = minutesOf(fields.startDate, fields.startTime);
  const end = minutesOf(fields.endDate, fields.endTime);
  const after = minutesOf(next.startDate, next.startTime);
  if (before === null || end === null || after === null || end < before) return next;
  const moved = wallOfMinutes(after + (end - before));
  return { ...next, endDate: moved.date, endTime: fields.allDay ? fields.endTime : moved.time };
}
