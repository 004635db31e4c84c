// The account's calendar: days a user names (a list's date range) are days in the main company's time zone.
import { isTimeZone } from "@portal/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { accounts, companies } from "../db/schema/index.ts";

/** The zone of an account whose main company names none. */
export const defaultTimeZone = "Australia/Sydney";

/** The account's time zone, as SQL to use in a query (`… at time zone ${accountTimeZone(id)}`). */
export function accountTimeZone(accountId: string): SQL {
  return sql`coalesce((select ${companies.timezone} from ${companies} where ${companies.accountId} = ${accountId} and ${companies.isMain} limit 1), ${defaultTimeZone})`;
}

/** The account's time zone by name: the main company's (when Intl knows it), else the default. */
export async function accountTimeZoneName(db: Db, accountId: string): Promise<string> {
  const [row] = await db
    .select({ zone: companies.timezone })
    .from(companies)
    .where(and(eq(companies.accountId, accountId), eq(companies.isMain, true)))
    .limit(1);
  return row && isTimeZone(row.zone) ? row.zone : defaultTimeZone;
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-MM-dd naming a day the calendar has (not 2026-02-30). */
export function isRealDay(day: string): boolean {
  const match = isoDay.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  return date !== null && date.toISOString().slice(0, 10) === day;
}

/**
 * `column` (a timestamp) falls on the days `from` to `to`, both included, in the account's time zone;
 * either end may be absent. The caller has checked that each names a real day (isRealDay).
 */
export function onAccountDays(
  column: PgColumn,
  accountId: string,
  days: { from?: string | undefined; to?: string | undefined },
): SQL | undefined {
  const zone = accountTimeZone(accountId);
  return and(
    days.from ? sql`${column} >= (${days.from}::date::timestamp at time zone ${zone})` : undefined,
    days.to ? sql`${column} < ((${days.to}::date + 1)::timestamp at time zone ${zone})` : undefined,
  );
}

/** The day `at` falls on in the account's time zone (yyyy-MM-dd): "today" for a range that ends now. */
export async function accountDay(db: Db, accountId: string, at: Date): Promise<string> {
  const zone = accountTimeZone(accountId);
  const [row] = await db
    .select({
      day: sql<string>`to_char((${at.toISOString()}::timestamptz at time zone ${zone})::date, 'YYYY-MM-DD')`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return row.day;
}
