// What is wrong with an appointment's temporal data, as codes the contract reports and the web app words.
import type { TemporalData } from "./appointments.ts";
import type { TemporalDataCode } from "./temporal-data-codes.ts";
import { dayOfPlainDate, instantMs, isTimeZone } from "./zoned-time.ts";

/** The field of the temporal data a problem belongs to (its key in the data). */
export type TemporalDataField = "date" | "start" | "end" | "time" | "zone" | "startZone" | "endZone";

export type TemporalDataProblem = { code: TemporalDataCode; field: TemporalDataField };

/**
 * The first thing wrong with temporal data, or null. Checked in this order:
 * - INVALID_DATE: a date that is not a real YYYY-MM-DD, or an instant that is not ISO 8601 with a time
 *   and an offset (2026-04-05T09:00:00Z, 2026-04-05T09:00+10:00).
 * - UNKNOWN_TIME_ZONE: a zone Intl does not know (IANA names such as Australia/Sydney, and UTC).
 * - END_BEFORE_START: a datespan ending on an earlier date, or a timespan ending at an earlier instant.
 *   Equal is fine: a one-day datespan, a zero-length timespan.
 */
export function temporalDataProblem(data: TemporalData): TemporalDataProblem | null {
  const problem = (code: TemporalDataCode, field: TemporalDataField) => ({ code, field });
  switch (data.type) {
    case "date":
      return dayOfPlainDate(data.date) === null ? problem("INVALID_DATE", "date") : null;
    case "datespan": {
      const start = dayOfPlainDate(data.start);
      const end = dayOfPlainDate(data.end);
      if (start === null) return problem("INVALID_DATE", "start");
      if (end === null) return problem("INVALID_DATE", "end");
      return end < start ? problem("END_BEFORE_START", "end") : null;
    }
    case "time":
      if (instantMs(data.time) === null) return problem("INVALID_DATE", "time");
      return isTimeZone(data.zone) ? null : problem("UNKNOWN_TIME_ZONE", "zone");
    case "timespan": {
      const start = instantMs(data.start);
      const end = instantMs(data.end);
      if (start === null) return problem("INVALID_DATE", "start");
      if (end === null) return problem("INVALID_DATE", "end");
      if (!isTimeZone(data.startZone)) return problem("UNKNOWN_TIME_ZONE", "startZone");
      if (!isTimeZone(data.endZone)) return problem("UNKNOWN_TIME_ZONE", "endZone");
      return end < start ? problem("END_BEFORE_START", "end") : null;
    }
  }
}
