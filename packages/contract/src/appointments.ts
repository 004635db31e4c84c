import { defaultParticipantStatus, participantStatuses, temporalDataProblem } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { int4Schema, okSchema, optionalEmail, optionalText, textSchema } from "./shared.ts";

// Appointments (spec 000 §3 "Appointment", §4 "Appointment edit"): a deal's Appointments tab and the
// calendar. When one happens is stored as the spec's four kinds, as sent: dates stay dates.

const plainDate = textSchema.check(z.maxLength(40), z.describe("YYYY-MM-DD"));
const instant = textSchema.check(
  z.maxLength(40),
  z.describe("ISO 8601 with a time and an offset, e.g. 2026-04-05T09:00:00+10:00"),
);
const zone = textSchema.check(z.maxLength(100), z.describe("IANA time zone, e.g. Australia/Sydney"));

/**
 * When an appointment happens: all day on a date or from one date to another (inclusive), or at an
 * instant or from one instant to another, each shown in its zone. The domain's temporalDataProblem
 * decides what is valid; its code lands on the field it names (`temporalData.end`: END_BEFORE_START).
 */
export const temporalDataSchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("date"), date: plainDate }),
    z.object({ type: z.literal("datespan"), start: plainDate, end: plainDate }),
    z.object({ type: z.literal("time"), time: instant, zone }),
    z.object({ type: z.literal("timespan"), start: instant, end: instant, startZone: zone, endZone: zone }),
  ])
  .check(
    z.superRefine((data, context) => {
      const problem = temporalDataProblem(data);
      if (problem) context.addIssue({ code: "custom", path: [problem.field], message: problem.code });
    }),
  );

/** Someone taking part (spec "Participant"); a personnel person is found by their email. */
export const participantSchema = z.object({
  name: z.string(),
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  status: z.enum(participantStatuses),
});
export type Participant = z.infer<typeof participantSchema>;

/** The deal an appointment belongs to, as a calendar links to it. */
export const appointmentDealSchema = z.object({
  id: z.string(),
  tuid: z.number().check(z.int()),
  name: z.string(),
  workflowId: z.string(),
  workflowSlug: z.string(),
  statusId: z.string(),
  /** An archived deal's appointments are read-only (writes answer 403 DEAL_ARCHIVED). */
  isArchived: z.boolean(),
});

export const appointmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  temporalData: temporalDataSchema,
  /** In the order they were added. */
  participants: z.array(participantSchema),
  /** Every change bumps it; an update carrying an older one answers 409. */
  version: z.number().check(z.int()),
  context: z.object({ deal: z.nullable(appointmentDealSchema) }),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentTitleMaxLength = 200;
export const appointmentParticipantsMaxCount = 50;

/** A participant as a form sends one: a name, the rest optional (blank email or phone = none). */
export const participantBodySchema = z.object({
  name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
  email: z._default(optionalEmail, null),
  phoneNumber: z._default(optionalText(40), null),
  status: z._default(z.enum(participantStatuses), defaultParticipantStatus),
});
export type ParticipantBody = z.input<typeof participantBodySchema>;

const appointmentFields = {
  title: textSchema.check(z.trim(), z.minLength(1), z.maxLength(appointmentTitleMaxLength)),
  location: textSchema.check(z.trim(), z.maxLength(500)),
  description: textSchema.check(z.trim(), z.maxLength(5000)),
  temporalData: temporalDataSchema,
  participants: z.array(participantBodySchema).check(z.maxLength(appointmentParticipantsMaxCount)),
};

export const createAppointmentBodySchema = z.object({
  ...appointmentFields,
  location: z._default(appointmentFields.location, ""),
  description: z._default(appointmentFields.description, ""),
  participants: z._default(appointmentFields.participants, []),
});
export type CreateAppointmentBody = z.input<typeof createAppointmentBodySchema>;

/** The whole appointment as the editor holds it, with the version it was read at. */
export const updateAppointmentBodySchema = z.object({ ...appointmentFields, version: int4Schema });
export type UpdateAppointmentBody = z.input<typeof updateAppointmentBodySchema>;

/** The longest range one calendar read may ask for (a month view with the weeks around it fits). */
export const appointmentRangeMaxDays = 62;
/** The most appointments one calendar read answers (the earliest first). */
export const appointmentRangeMaxCount = 2000;
export const appointmentPersonIdsMaxCount = 100;

/** A range end: a date (its first instant in the account's time zone) or an instant. */
const rangeBound = textSchema.check(
  z.maxLength(40),
  z.refine(
    (value) =>
      temporalDataProblem({ type: "date", date: value }) === null ||
      temporalDataProblem({ type: "time", time: value, zone: "UTC" }) === null,
    "INVALID_DATE",
  ),
);

/** Ids given once comma-separated, repeated (`personIds=a&personIds=b`) or both. */
const idList = z.pipe(
  z.pipe(
    z.union([
      textSchema.check(z.maxLength(4000)),
      z.array(textSchema.check(z.maxLength(4000))).check(z.maxLength(appointmentPersonIdsMaxCount)),
    ]),
    z.transform((value) =>
      [value]
        .flat()
        .flatMap((part) => part.split(","))
        .filter(Boolean),
    ),
  ),
  z.array(z.uuid()).check(z.maxLength(appointmentPersonIdsMaxCount)),
);

export const appointmentRangeQuerySchema = z.object({
  /** Start of the range (inclusive). Default: `to` less the longest range, or now. */
  from: z.optional(rangeBound),
  /** End of the range (exclusive). Default: `from` plus the longest range. */
  to: z.optional(rangeBound),
  /** Personnel people: only appointments one of them takes part in (matched by email, any case). */
  personIds: z.optional(idList),
});
export type AppointmentRangeQuery = z.input<typeof appointmentRangeQuerySchema>;

const appointmentParams = z.object({ id: z.uuid() });

/** A calendar read: the appointments by start, and whether more were left out past the cap. */
export const appointmentRangeSchema = z.object({
  appointments: z.array(appointmentSchema),
  /** True when the range holds more than appointmentRangeMaxCount: only the earliest are answered. */
  truncated: z.boolean(),
});
export type AppointmentRangeAnswer = z.infer<typeof appointmentRangeSchema>;

export const listAppointments = defineCall({
  method: "GET",
  path: "/appointments",
  summary: `The account's appointments overlapping [from, to) (at most ${appointmentRangeMaxDays} days; the first ${appointmentRangeMaxCount} by start, \`truncated\` when there were more), optionally only those personnel people take part in`,
  query: appointmentRangeQuerySchema,
  response: appointmentRangeSchema,
});

export const listDealAppointments = defineCall({
  method: "GET",
  path: "/deals/:id/appointments",
  summary: "A deal's appointments, by start",
  params: appointmentParams,
  response: z.array(appointmentSchema),
});

export const createDealAppointment = defineCall({
  method: "POST",
  path: "/deals/:id/appointments",
  summary: "Book an appointment on a deal (not on an archived deal)",
  params: appointmentParams,
  body: createAppointmentBodySchema,
  response: appointmentSchema,
});

export const getAppointment = defineCall({
  method: "GET",
  path: "/appointments/:id",
  summary: "One appointment",
  params: appointmentParams,
  response: appointmentSchema,
});

export const updateAppointment = defineCall({
  method: "PUT",
  path: "/appointments/:id",
  summary: "Change an appointment (participants replaced as sent); a stale version answers 409",
  params: appointmentParams,
  body: updateAppointmentBodySchema,
  response: appointmentSchema,
});

export const deleteAppointment = defineCall({
  method: "DELETE",
  path: "/appointments/:id",
  summary: "Delete an appointment and its participants (not one of an archived deal)",
  params: appointmentParams,
  response: okSchema,
});

/** A personnel person as the calendar's Multi view shows them: a column with a badge colour. */
export const calendarPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  badgeColor: z.string(),
});
export type CalendarPerson = z.infer<typeof calendarPersonSchema>;

export const listCalendarPeople = defineCall({
  method: "GET",
  path: "/calendar/people",
  summary: "The account's personnel for the calendar's per-person view, by name",
  response: z.array(calendarPersonSchema),
});
