import type { Person } from "@portal/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { personnel } from "../../db/schema/index.ts";

export async function listPersonnel(db: Db, accountId: string): Promise<Person[]> {
  return db
    .select({
      id: personnel.id,
      name: personnel.name,
      email: personnel.email,
      labels: personnel.labels,
      notes: personnel.notes,
      badgeColor: personnel.badgeColor,
    })
    .from(personnel)
    .where(eq(personnel.accountId, accountId))
    .orderBy(asc(sql`lower(${personnel.name})`), asc(personnel.id));
}

export async function listPersonnelLabels(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ label: sql<string>`unnest(${personnel.labels})` })
    .from(personnel)
    .where(eq(personnel.accountId, accountId));
  return rows.map((row) => row.label).sort(byLabel.compare);
}

const byLabel = new Intl.Collator("en", { sensitivity: "base", numeric: true });
