// Who did something, as the API shows it: { id, name } of an employee of the account.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { employees } from "../db/schema/index.ts";

export type PersonRef = { id: number; name: string };

/** Display names of the account's employees among `ids` (one query; unknown ids are left out). */
export async function employeeNames(
  db: Db,
  accountId: string,
  ids: ReadonlyArray<number | null>,
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.accountId, accountId), inArray(employees.id, wanted)));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

export function personRef(names: ReadonlyMap<number, string>, id: number | null): PersonRef | null {
  if (id === null) return null;
  const name = names.get(id);
  return name === undefined ? null : { id, name };
}
