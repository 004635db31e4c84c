// Appointments (spec 000 §3 "Appointment"): when they happen and who takes part.

/**
 * When an appointment happens, one of the spec's four shapes. `date`, `start` and `end` of the day
 * shapes are YYYY-MM-DD; `time`, `start` and `end` of the timed shapes are instants (ISO with an offset)
 * shown in their zone (an IANA name).
 */
export type TemporalData =
  | { type: "date"; date: string }
  | { type: "datespan"; start: string; end: string }
  | { type: "time"; time: string; zone: string }
  | { type: "timespan"; start: string; end: string; startZone: string; endZone: string };

export const temporalTypes = ["date", "datespan", "time", "timespan"] as const satisfies ReadonlyArray<
  TemporalData["type"]
>;

/** A participant's answer; new participants have not answered (NOREPLY). */
export const participantStatuses = ["YES", "NO", "MAYBE", "NOREPLY"] as const;
export type ParticipantStatus = (typeof participantStatuses)[number];
export const defaultParticipantStatus: ParticipantStatus = "NOREPLY";
