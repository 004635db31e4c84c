// `column = any($1::uuid[])`: a list of ids as one parameter. drizzle's inArray makes a parameter of
// each value and types each one as it builds the query, and PostgreSQL parses each; for the board's
// page of ~100 deals in three queries that building was a fifth of the call's time. The list may also be
// a prepared statement's placeholder, filled when it runs.
import { type AnyColumn, type Placeholder, type SQL, sql } from "drizzle-orm";

/** Whether `column` (a uuid) is one of `ids`; none matches an empty list. */
export function uuidIn(column: AnyColumn, ids: readonly string[] | Placeholder): SQL {
  return sql`${column} = any(${Array.isArray(ids) ? sql.param([...ids]) : ids}::uuid[])`;
}
