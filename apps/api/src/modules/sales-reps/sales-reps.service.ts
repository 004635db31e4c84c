import type { SalesRep } from "@portal/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { employees } from "../../db/schema/index.ts";

/** Active employees of the account, by name; disabled ones cannot be chosen for a new order. */
export async function listSalesReps(db: Db, accountId: string): Promise<SalesRep[]> {
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.accountId, accountId), eq(employees.status, "active")))
    .orderBy(
      asc(sql`lower(${employees.firstName})`),
      asc(sql`lower(${employees.lastName})`),
      asc(employees.id),
    );
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() }));
}
