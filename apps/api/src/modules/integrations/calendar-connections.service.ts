// The account's calendar connections (spec 000 §3 "Calendar connection"): the list, the portal's own
// calendar as the VIRTUAL_CALENDAR connection, and disconnecting. Linking an external account is
// calendar-oauth.ts.
import type { CalendarConnection, CalendarProviders } from "@portal/contract";
import { oauthCalendarProviders } from "@portal/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { calendarConnections, companies } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import type { Auth } from "../../platform/session-store.ts";

const connectionColumns = {
  id: calendarConnections.id,
  provider: calendarConnections.provider,
  status: calendarConnections.status,
  email: calendarConnections.email,
};

export async function listCalendarConnections(db: Db, accountId: string): Promise<CalendarConnection[]> {
  return db
    .select(connectionColumns)
    .from(calendarConnections)
    .where(eq(calendarConnections.accountId, accountId))
    .orderBy(asc(calendarConnections.createdAt), asc(calendarConnections.id));
}

/** Where every provider sends the browser back; the admin registers it with the provider's OAuth client. */
export function calendarRedirectUri(config: Config): string {
  return `${config.publicUrl}/api/account/calendar-connections/oauth-callback`;
}

export function getCalendarProviders(config: Config): CalendarProviders {
  return {
    redirectUri: calendarRedirectUri(config),
    providers: oauthCalendarProviders.map((provider) => ({
      provider,
      configured: config.calendarOAuth[provider] !== null,
    })),
  };
}

/** One writer of an account's calendar connections at a time (the unique index would answer a 500). */
export async function lockCalendarConnections(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendar-connections:${accountId}`}))`);
}

/**
 * The portal's own calendar, whose iCalendar feeds other calendars subscribe to, counts as the
 * VIRTUAL_CALENDAR connection: connecting it needs no provider and is valid at once. One per account.
 */
export async function connectVirtualCalendar(db: Db, auth: Auth, now: Date): Promise<CalendarConnection> {
  return db.transaction(async (tx) => {
    await lockCalendarConnections(tx, auth.accountId);
    const [existing] = await tx
      .select({ id: calendarConnections.id })
      .from(calendarConnections)
      .where(
        and(
          eq(calendarConnections.accountId, auth.accountId),
          eq(calendarConnections.provider, "VIRTUAL_CALENDAR"),
        ),
      )
      .limit(1);
    if (existing) throw new AppError("CALENDAR_ALREADY_CONNECTED");
    const [company] = await tx
      .select({ email: companies.email })
      .from(companies)
      .where(and(eq(companies.accountId, auth.accountId), eq(companies.isMain, true)))
      .limit(1);
    if (!company) throw notFound();
    const [created] = await tx
      .insert(calendarConnections)
      .values({
        accountId: auth.accountId,
        provider: "VIRTUAL_CALENDAR",
        status: "VALID",
        email: company.email,
        createdBy: auth.employeeId,
        createdAt: now,
      })
      .returning(connectionColumns);
    if (!created) throw new Error("the calendar connection was not inserted");
    return created;
  });
}

/** Deletes the connection and the tokens it kept; another account's id answers 404. */
export async function disconnectCalendar(db: Db, accountId: string, id: number): Promise<void> {
  const deleted = await db
    .delete(calendarConnections)
    .where(and(eq(calendarConnections.accountId, accountId), eq(calendarConnections.id, id)))
    .returning({ id: calendarConnections.id });
  if (deleted.length === 0) throw notFound();
}
