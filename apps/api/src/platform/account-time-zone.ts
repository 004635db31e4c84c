// The account's calendar: days a user names (a list's date range) are days in the main company's time zone.
import { type SQL, sql } from "drizzle-orm";
import { companies } from "../db/schema/index.ts";

/** The zone of an account whose main company names none. */
export const defaultTimeZone = "Australia/Sydney";

/** The account's time zone, as SQL to use in a query (`… at time zone ${accountTimeZone(id)}`). */
export function accountTimeZone(accountId: string): SQL {
  return sql`coalesce((select ${companies.timezone} from ${companies} where ${companies.accountId} = ${accountId} and ${companies.isMain} limit 1), ${defaultTimeZone})`;
}
