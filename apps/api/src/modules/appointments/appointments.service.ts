// Appointments: a deal's list, the calendar's range, booking, changing and deleting one.
import type {
  Appointment,
  AppointmentRangeAnswer,
  CalendarPerson,
  createAppointmentBodySchema,
  updateAppointmentBodySchema,
} from "@portal/contract";
import { appointmentSpan, isSameTime, type TemporalData } from "@portal/domain";
import { and, asc, eq, gt, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { appointmentParticipants, appointments, deals, personnel, workflows } from "../../db/schema/index.ts";
import { accountTimeZoneName } from "../../platform/account-time-zone.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import { findDeal, lockWritableDeal } from "../deals/deal-rows.ts";
import { withPersonnel } from "../personnel/appointment-personnel.ts";
import { type AppointmentRange, appointmentRangeLimit } from "./appointment-range.ts";

type Who = { accountId: string; employeeId: number };
type AppointmentRow = typeof appointments.$inferSelect;
type CreateBody = z.output<typeof createAppointmentBodySchema>;
type UpdateBody = z.output<typeof updateAppointmentBodySchema>;
type Fields = Omit<UpdateBody, "version">;

/** An appointment row with the deal it belongs to (null for one of the calendar alone). */
function selectAppointments(db: Db) {
  return db
    .select({
      appointment: appointments,
      deal: {
        id: deals.id,
        tuid: deals.tuid,
        name: deals.name,
        workflowId: deals.workflowId,
        statusId: deals.statusId,
        isArchived: deals.isArchived,
      },
      workflowSlug: workflows.slug,
    })
    .from(appointments)
    .leftJoin(deals, and(eq(deals.accountId, appointments.accountId), eq(deals.id, appointments.dealId)))
    .leftJoin(workflows, and(eq(workflows.accountId, deals.accountId), eq(workflows.id, deals.workflowId)))
    .$dynamic();
}

type SelectedRow = {
  appointment: AppointmentRow;
  deal: Omit<NonNullable<Appointment["context"]["deal"]>, "workflowSlug"> | null;
  workflowSlug: string | null;
};

/** The rows as the contract shapes them, with their participants (one more query). */
async function toAppointments(db: Db, accountId: string, rows: SelectedRow[]): Promise<Appointment[]> {
  if (rows.length === 0) return [];
  const people = await db
    .select()
    .from(appointmentParticipants)
    .where(
      and(
        eq(appointmentParticipants.accountId, accountId),
        inArray(
          appointmentParticipants.appointmentId,
          rows.map((row) => row.appointment.id),
        ),
      ),
    )
    .orderBy(asc(appointmentParticipants.sortOrder), asc(appointmentParticipants.id));
  const byAppointment = new Map<string, typeof people>();
  for (const person of people) {
    const list = byAppointment.get(person.appointmentId);
    if (list) list.push(person);
    else byAppointment.set(person.appointmentId, [person]);
  }
  return rows.map(({ appointment, deal, workflowSlug }) => ({
    id: appointment.id,
    title: appointment.title,
    location: appointment.location,
    description: appointment.description,
    temporalData: appointment.temporalData,
    participants: (byAppointment.get(appointment.id) ?? []).map((person) => ({
      name: person.name,
      email: person.email,
      phoneNumber: person.phoneNumber,
      status: person.status,
    })),
    version: appointment.version,
    // A deal's workflow always exists (foreign key): the slug is there whenever the deal is.
    context: { deal: deal && { ...deal, workflowSlug: workflowSlug ?? "" } },
    createdAt: appointment.createdAt.toISOString(),
    updatedAt: appointment.updatedAt.toISOString(),
  }));
}

const ofAccount = (accountId: string, appointmentId: string) =>
  and(eq(appointments.accountId, accountId), eq(appointments.id, appointmentId));

export async function getAppointment(db: Db, accountId: string, appointmentId: string): Promise<Appointment> {
  const rows = await selectAppointments(db).where(ofAccount(accountId, appointmentId));
  const [appointment] = await toAppointments(db, accountId, rows);
  if (!appointment) throw notFound();
  return appointment;
}

export async function listDealAppointments(
  db: Db,
  accountId: string,
  dealId: string,
): Promise<Appointment[]> {
  await findDeal(db, accountId, dealId);
  const rows = await selectAppointments(db)
    .where(and(eq(appointments.accountId, accountId), eq(appointments.dealId, dealId)))
    .orderBy(asc(appointments.startsAt), asc(appointments.endsAt), asc(appointments.id));
  return toAppointments(db, accountId, rows);
}

/**
 * The account's appointments overlapping [from, to), the earliest first, at most appointmentRangeLimit
 * (`truncated` says when there were more).
 * Spans are half-open, so one ending at `from` is left out; a zero-length one at `from` is in.
 */
export async function listAppointments(
  db: Db,
  accountId: string,
  range: AppointmentRange,
  personIds: string[] | undefined,
): Promise<AppointmentRangeAnswer> {
  if (personIds?.length === 0) return { appointments: [], truncated: false };
  const rows = await selectAppointments(db)
    .where(
      and(
        eq(appointments.accountId, accountId),
        // Indexable bounds first (appointments_account_span), then the exact overlap.
        gte(appointments.endsAt, range.from),
        lt(appointments.startsAt, range.to),
        or(gt(appointments.endsAt, range.from), eq(appointments.startsAt, range.from)),
        personIds ? withPersonnel(db, personIds) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.endsAt), asc(appointments.id))
    // One more than answered tells whether the range held more.
    .limit(appointmentRangeLimit + 1);
  return {
    appointments: await toAppointments(db, accountId, rows.slice(0, appointmentRangeLimit)),
    truncated: rows.length > appointmentRangeLimit,
  };
}

/** Where the calendar places it: all-day kinds in the account's time zone (the domain's rule). */
async function spanColumns(tx: Db, accountId: string, temporalData: TemporalData) {
  const span = appointmentSpan(temporalData, await accountTimeZoneName(tx, accountId));
  return { startsAt: span.start, endsAt: span.end };
}

async function writeParticipants(
  tx: Db,
  accountId: string,
  appointmentId: string,
  participants: Fields["participants"],
): Promise<void> {
  if (participants.length === 0) return;
  await tx.insert(appointmentParticipants).values(
    participants.map((participant, index) => ({
      id: newId(),
      accountId,
      appointmentId,
      name: participant.name,
      email: participant.email,
      phoneNumber: participant.phoneNumber,
      status: participant.status,
      sortOrder: index,
    })),
  );
}

export async function createDealAppointment(
  db: Db,
  { who, dealId, body, now }: { who: Who; dealId: string; body: CreateBody; now: Date },
): Promise<Appointment> {
  const id = newId();
  await db.transaction(async (tx) => {
    await lockWritableDeal(tx, who.accountId, dealId);
    await tx.insert(appointments).values({
      id,
      accountId: who.accountId,
      dealId,
      title: body.title,
      location: body.location,
      description: body.description,
      temporalData: body.temporalData,
      ...(await spanColumns(tx, who.accountId, body.temporalData)),
      createdBy: who.employeeId,
      createdAt: now,
      updatedAt: now,
    });
    await writeParticipants(tx, who.accountId, id, body.participants);
  });
  return getAppointment(db, who.accountId, id);
}

/** The account's appointment (404 otherwise); one of a deal needs the deal writable (403 when archived), locked. */
async function findWritable(tx: Db, accountId: string, appointmentId: string): Promise<AppointmentRow> {
  const [row] = await tx.select().from(appointments).where(ofAccount(accountId, appointmentId));
  if (!row) throw notFound();
  if (row.dealId) await lockWritableDeal(tx, accountId, row.dealId);
  return row;
}

/** Replaces the appointment with what the editor holds; a version other than the stored one answers 409. */
export async function updateAppointment(
  db: Db,
  { who, appointmentId, body, now }: { who: Who; appointmentId: string; body: UpdateBody; now: Date },
): Promise<Appointment> {
  await db.transaction(async (tx) => {
    const row = await findWritable(tx, who.accountId, appointmentId);
    if (row.version !== body.version) throw conflict();
    const changed = await tx
      .update(appointments)
      .set({
        title: body.title,
        location: body.location,
        description: body.description,
        temporalData: body.temporalData,
        ...(await spanColumns(tx, who.accountId, body.temporalData)),
        version: sql`${appointments.version} + 1`,
        // A calendar feed's SEQUENCE: subscribed calendars take a moved appointment as a new revision.
        ...(isSameTime(row.temporalData, body.temporalData)
          ? {}
          : { sequence: sql`${appointments.sequence} + 1` }),
        updatedAt: now,
      })
      .where(and(ofAccount(who.accountId, appointmentId), eq(appointments.version, body.version)))
      .returning({ id: appointments.id });
    if (changed.length === 0) throw conflict();
    await tx
      .delete(appointmentParticipants)
      .where(
        and(
          eq(appointmentParticipants.accountId, who.accountId),
          eq(appointmentParticipants.appointmentId, appointmentId),
        ),
      );
    await writeParticipants(tx, who.accountId, appointmentId, body.participants);
  });
  return getAppointment(db, who.accountId, appointmentId);
}

/** Deletes it with its participants (they cascade). Like every delete of ours it carries no version. */
export async function deleteAppointment(
  db: Db,
  accountId: string,
  appointmentId: string,
): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    await findWritable(tx, accountId, appointmentId);
    const deleted = await tx
      .delete(appointments)
      .where(ofAccount(accountId, appointmentId))
      .returning({ id: appointments.id });
    if (deleted.length === 0) throw notFound();
  });
  return { ok: true };
}

/** The personnel as the calendar's per-person view lists them, by name. */
export async function listCalendarPeople(db: Db, accountId: string): Promise<CalendarPerson[]> {
  return db
    .select({
      id: personnel.id,
      name: personnel.name,
      email: personnel.email,
      badgeColor: personnel.badgeColor,
    })
    .from(personnel)
    .where(eq(personnel.accountId, accountId))
    .orderBy(sql`lower(${personnel.name})`, asc(personnel.id));
}
