// The editor's values: an appointment as its inputs hold it, and the body its Save sends.
import type { Appointment, CreateAppointmentBody } from "@portal/contract";
import { defaultParticipantStatus, nextHourTemporal, type ParticipantStatus } from "@portal/domain";
import { type TemporalFields, temporalDataOf, temporalFieldsOf } from "./temporal-fields.ts";

export type ParticipantValues = {
  /** Keeps a row's inputs with it when one above is removed. */
  key: string;
  name: string;
  email: string;
  phoneNumber: string;
  status: ParticipantStatus;
};

export type AppointmentValues = TemporalFields & {
  title: string;
  location: string;
  description: string;
  participants: ParticipantValues[];
};

let lastKey = 0;
export const participantKey = () => `participant-${++lastKey}`;

export function participantValues(
  participant: Partial<Omit<ParticipantValues, "key">> & { name: string },
): ParticipantValues {
  return {
    key: participantKey(),
    name: participant.name,
    email: participant.email ?? "",
    phoneNumber: participant.phoneNumber ?? "",
    status: participant.status ?? defaultParticipantStatus,
  };
}

/** Today in a zone, YYYY-MM-DD. */
export function todayIn(zone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(now)
    .slice(0, 10);
}

/** What the editor starts with: the appointment, or for a new one the next whole hour ahead in `zone`. */
export function appointmentValues(
  appointment: Appointment | null,
  zone: string,
  now: number = Date.now(),
): AppointmentValues {
  const temporal = appointment?.temporalData ?? nextHourTemporal(now, zone);
  return {
    title: appointment?.title ?? "",
    location: appointment?.location ?? "",
    description: appointment?.description ?? "",
    ...temporalFieldsOf(temporal, zone),
    participants: (appointment?.participants ?? []).map((participant) =>
      participantValues({
        name: participant.name,
        email: participant.email ?? "",
        phoneNumber: participant.phoneNumber ?? "",
        status: participant.status,
      }),
    ),
  };
}

/** What Save sends, every field given: a new appointment's body, or a change's without its version. */
export type AppointmentBody = Required<CreateAppointmentBody>;

/** The body Save sends; null while the when is incomplete (the form's rules catch that first). */
export function appointmentBody(
  values: AppointmentValues,
  kind?: Appointment["temporalData"]["type"],
): AppointmentBody | null {
  const temporalData = temporalDataOf(values, kind);
  if (!temporalData) return null;
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    description: values.description.trim(),
    temporalData,
    participants: values.participants.map((participant) => ({
      name: participant.name.trim(),
      email: participant.email.trim() || null,
      phoneNumber: participant.phoneNumber.trim() || null,
      status: participant.status,
    })),
  };
}
