// The calendar's range: [from, to) as instants, from dates or instants a client sends, kept bounded.
import { appointmentRangeMaxCount, appointmentRangeMaxDays } from "@portal/contract";
import { appointmentSpan, temporalDataProblem } from "@portal/domain";
import { validationFailed } from "../../platform/errors.ts";

export type AppointmentRange = { from: Date; to: Date };

export const appointmentRangeLimit = appointmentRangeMaxCount;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
// A range of whole days in the account's zone is an hour longer when it crosses the end of summer time.
const maxRangeMs = appointmentRangeMaxDays * dayMs + hourMs;

/** A bound's instant: a date is its first instant in `zone`, an instant is itself (the contract checked both). */
function instantOf(bound: string, zone: string): Date {
  const isDate = temporalDataProblem({ type: "date", date: bound }) === null;
  return isDate
    ? appointmentSpan({ type: "date", date: bound }, zone).start
    : appointmentSpan({ type: "time", time: bound, zone }, zone).start;
}

/**
 * The range a calendar read covers. Without `from` and `to` it is the longest range from now (what is
 * coming up); with one of them, the longest range on its side. `to` before `from` answers 422
 * END_BEFORE_START and a range longer than appointmentRangeMaxDays 422 RANGE_TOO_LONG, both on `to`.
 */
export function appointmentRange(
  query: { from?: string | undefined; to?: string | undefined },
  zone: string,
  now: Date,
): AppointmentRange {
  const given = {
    from: query.from === undefined ? undefined : instantOf(query.from, zone),
    to: query.to === undefined ? undefined : instantOf(query.to, zone),
  };
  const longest = appointmentRangeMaxDays * dayMs;
  const from = given.from ?? (given.to ? new Date(given.to.getTime() - longest) : now);
  const to = given.to ?? new Date(from.getTime() + longest);
  if (to < from) throw validationFailed({ to: "END_BEFORE_START" });
  if (to.getTime() - from.getTime() > maxRangeMs)
    throw validationFailed({ to: { code: "RANGE_TOO_LONG", params: { maximum: appointmentRangeMaxDays } } });
  return { from, to };
}
