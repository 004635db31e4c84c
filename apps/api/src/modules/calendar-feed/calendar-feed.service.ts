// A personnel person's private calendar feed (issue 13): staff make, replace and turn off its secret
// link; a calendar app reads the person's appointments through it, signed out.
import { createHash, randomBytes } from "node:crypto";
import {
  type Appointment,
  buildPath,
  type CalendarFeed,
  calendarFeedWindow,
  getCalendarFeedIcs,
  type IssuedCalendarFeed,
} from "@portal/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { accounts, appointments, personnel, personnelCalendarFeeds } from "../../db/schema/index.ts";
import { dealerOf } from "../../platform/dealer.ts";
import { notFound } from "../../platform/errors.ts";
import { listAppointments } from "../appointments/appointments.service.ts";
import { type FeedAppointment, renderCalendarFeed } from "./calendar-feed-ics.ts";

type Who = { accountId: string; employeeId: number };

export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The feed's URL: the API's, under the configured public URL. */
export const calendarFeedUrl = (config: Config, token: string) =>
  `${config.publicUrl}/api${buildPath(getCalendarFeedIcs.path, { token })}`;

const ofPerson = (accountId: string, personId: string) =>
  and(eq(personnelCalendarFeeds.accountId, accountId), eq(personnelCalendarFeeds.personId, personId));

/** The account's person, locked until the transaction ends (404 for anyone else's). */
async function lockPerson(tx: Db, accountId: string, personId: string): Promise<void> {
  const [row] = await tx
    .select({ id: personnel.id })
    .from(personnel)
    .where(and(eq(personnel.accountId, accountId), eq(personnel.id, personId)))
    .for("update");
  if (!row) throw notFound();
}

export async function getCalendarFeed(db: Db, accountId: string, personId: string): Promise<CalendarFeed> {
  const [row] = await db
    .select({ personId: personnel.id, createdAt: personnelCalendarFeeds.createdAt })
    .from(personnel)
    .leftJoin(
      personnelCalendarFeeds,
      and(
        eq(personnelCalendarFeeds.accountId, personnel.accountId),
        eq(personnelCalendarFeeds.personId, personnel.id),
      ),
    )
    .where(and(eq(personnel.accountId, accountId), eq(personnel.id, personId)));
  if (!row) throw notFound();
  return { active: row.createdAt !== null, createdAt: row.createdAt?.toISOString() ?? null };
}

/**
 * A new link for the person (256 random bits), replacing any earlier one, which stops working at once.
 * Its URL is answered this once: only the token's hash is kept.
 */
export async function createCalendarFeed(
  db: Db,
  config: Config,
  { who, personId, now }: { who: Who; personId: string; now: Date },
): Promise<IssuedCalendarFeed> {
  const token = randomBytes(32).toString("base64url");
  const values = { tokenHash: hashFeedToken(token), createdBy: who.employeeId, createdAt: now };
  await db.transaction(async (tx) => {
    await lockPerson(tx, who.accountId, personId);
    await tx
      .insert(personnelCalendarFeeds)
      .values({ id: newId(), accountId: who.accountId, personId, ...values })
      .onConflictDoUpdate({
        target: [personnelCalendarFeeds.accountId, personnelCalendarFeeds.personId],
        set: values,
      });
  });
  return { url: calendarFeedUrl(config, token), createdAt: now.toISOString() };
}

/** Turns the feed off (its link then answers 404); a person without one is left as they are. */
export async function revokeCalendarFeed(db: Db, accountId: string, personId: string): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    await lockPerson(tx, accountId, personId);
    await tx.delete(personnelCalendarFeeds).where(ofPerson(accountId, personId));
  });
  return { ok: true };
}

const dayMs = 86_400_000;

/**
 * The person's appointments in the feed's window, the earliest first. The window is read in two halves
 * (what is past, what is to come), each capped by the calendar's range limit, so a busy past never
 * crowds out what is coming up; one running now is in both halves and is kept once.
 */
async function feedAppointments(
  db: Db,
  accountId: string,
  personId: string,
  now: Date,
): Promise<FeedAppointment[]> {
  const from = new Date(now.getTime() - calendarFeedWindow.pastDays * dayMs);
  const to = new Date(now.getTime() + calendarFeedWindow.futureDays * dayMs);
  const [past, coming] = [
    await listAppointments(db, accountId, { from, to: now }, [personId]),
    await listAppointments(db, accountId, { from: now, to }, [personId]),
  ];
  const byId = new Map<string, Appointment>();
  for (const appointment of [...past.appointments, ...coming.appointments])
    byId.set(appointment.id, appointment);
  if (byId.size === 0) return [];
  const sequences = await db
    .select({ id: appointments.id, sequence: appointments.sequence })
    .from(appointments)
    .where(and(eq(appointments.accountId, accountId), inArray(appointments.id, [...byId.keys()])));
  const sequenceOf = new Map(sequences.map((row) => [row.id, row.sequence]));
  return [...byId.values()].map((appointment) => ({
    ...appointment,
    sequence: sequenceOf.get(appointment.id) ?? 0,
  }));
}

/**
 * The feed of a link's token as iCalendar text. An unknown or revoked token answers 404, and so does one
 * of an account whose personnel feature is off (no one there could turn the link off).
 */
export async function renderFeedOfToken(db: Db, config: Config, token: string, now: Date): Promise<string> {
  const [feed] = await db
    .select({ accountId: personnel.accountId, personId: personnel.id, name: personnel.name })
    .from(personnelCalendarFeeds)
    .innerJoin(
      personnel,
      and(
        eq(personnel.accountId, personnelCalendarFeeds.accountId),
        eq(personnel.id, personnelCalendarFeeds.personId),
      ),
    )
    .innerJoin(accounts, eq(accounts.id, personnelCalendarFeeds.accountId))
    .where(
      and(
        eq(personnelCalendarFeeds.tokenHash, hashFeedToken(token)),
        eq(accounts.personnelEnabled, true),
        sql`'DEALS' = any(${accounts.modules})`,
      ),
    );
  if (!feed) throw notFound();
  const [dealer, list] = await Promise.all([
    dealerOf(db, feed.accountId),
    feedAppointments(db, feed.accountId, feed.personId, now),
  ]);
  return renderCalendarFeed({
    person: { name: feed.name },
    companyName: dealer.name,
    uidDomain: new URL(config.publicUrl).hostname,
    appointments: list,
    dealUrl: (deal) =>
      `${config.publicUrl}/workflows/${encodeURIComponent(deal.workflowSlug)}/${encodeURIComponent(deal.id)}?tab=appointments`,
  });
}
