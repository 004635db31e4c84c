// The appointment rules other packages use; the zone and parsing helpers behind them stay inside.
export {
  nextHourTemporal,
  setAllDay,
  timedDefaultHours,
  toAllDayTemporal,
  toTimedTemporal,
} from "./all-day-toggle.ts";
export {
  type AllDayTemporalData,
  type AppointmentSpan,
  appointmentDays,
  appointmentSpan,
  isAllDay,
  isAppointmentPast,
  type TimedTemporalData,
} from "./appointment-span.ts";
export { type AppointmentSubtitle, appointmentSubtitle } from "./appointment-subtitle.ts";
export * from "./appointments.ts";
export { moveTemporal, type TemporalMove } from "./move-temporal.ts";
export { isSameTime } from "./same-time.ts";
export { type TemporalDataCode, temporalDataCodes } from "./temporal-data-codes.ts";
export {
  type TemporalDataField,
  type TemporalDataProblem,
  temporalDataProblem,
} from "./temporal-data-problem.ts";
export { instantOfWallClock, type WallClock, wallClockOf } from "./wall-clock.ts";
export { isTimeZone, wallOf } from "./zoned-time.ts";
