// The dealer as its customers see it: the main company's name (the account's when it has none yet).
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accounts, companies } from "../db/schema/index.ts";

export type Dealer = { id: string; name: string };

export async function dealerOf(db: Db, accountId: string): Promise<Dealer> {
  const [row] = await db
    .select({ companyId: companies.id, company: companies.name, account: accounts.name })
    .from(accounts)
    .leftJoin(companies, and(eq(companies.accountId, accounts.id), eq(companies.isMain, true)))
    .where(eq(accounts.id, accountId));
  return {
    id: row?.companyId === null || row?.companyId === undefined ? accountId : String(row.companyId),
    name: row?.company ?? row?.account ?? "",
  };
}
