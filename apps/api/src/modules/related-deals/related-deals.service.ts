// Links between deals of one account, in any workflows. A link is stored once per pair (smaller id
// first), so it is symmetric by construction: both deals list it and either side removes it.
import type { RelatedDeal } from "@portal/contract";
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deals, relatedDeals, workflowStatuses, workflows } from "../../db/schema/index.ts";
import { notFound, validationFailed } from "../../platform/errors.ts";
import { findDeal, lockWritableDeal } from "../deals/deal-rows.ts";

const searchLimit = 20;

/** Ids compare as PostgreSQL compares uuids once both are lower case. */
function pair(first: string, second: string): { lowDealId: string; highDealId: string } {
  const a = first.toLowerCase();
  const b = second.toLowerCase();
  return a < b ? { lowDealId: a, highDealId: b } : { lowDealId: b, highDealId: a };
}

const pairIs = (accountId: string, a: string, b: string) => {
  const { lowDealId, highDealId } = pair(a, b);
  return and(
    eq(relatedDeals.accountId, accountId),
    eq(relatedDeals.lowDealId, lowDealId),
    eq(relatedDeals.highDealId, highDealId),
  );
};

/** Deals with their status and workflow, as the picker and the tab show them. */
async function relatedDealRows(
  db: Db,
  accountId: string,
  where: SQL | undefined,
  options: { limit?: number } = {},
): Promise<RelatedDeal[]> {
  const query = db
    .select({
      id: deals.id,
      tuid: deals.tuid,
      name: deals.name,
      description: deals.description,
      isArchived: deals.isArchived,
      statusId: workflowStatuses.id,
      statusName: workflowStatuses.name,
      phase: workflowStatuses.phase,
      workflowId: workflows.id,
      workflowName: workflows.name,
      workflowSlug: workflows.slug,
    })
    .from(deals)
    .innerJoin(
      workflowStatuses,
      and(eq(workflowStatuses.accountId, deals.accountId), eq(workflowStatuses.id, deals.statusId)),
    )
    .innerJoin(workflows, and(eq(workflows.accountId, deals.accountId), eq(workflows.id, deals.workflowId)))
    .where(and(eq(deals.accountId, accountId), where))
    .orderBy(asc(deals.isArchived), desc(deals.updatedAt), desc(deals.tuid))
    .$dynamic();
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map((row) => ({
    id: row.id,
    tuid: row.tuid,
    name: row.name,
    description: row.description,
    isArchived: row.isArchived,
    context: {
      status: { id: row.statusId, name: row.statusName, phase: row.phase },
      workflow: { id: row.workflowId, name: row.workflowName, slug: row.workflowSlug },
    },
  }));
}

async function linkedIds(db: Db, accountId: string, dealId: string): Promise<string[]> {
  const rows = await db
    .select({ low: relatedDeals.lowDealId, high: relatedDeals.highDealId })
    .from(relatedDeals)
    .where(
      and(
        eq(relatedDeals.accountId, accountId),
        or(eq(relatedDeals.lowDealId, dealId), eq(relatedDeals.highDealId, dealId)),
      ),
    );
  return rows.map((row) => (row.low === dealId ? row.high : row.low));
}

export async function listRelatedDeals(db: Db, accountId: string, dealId: string): Promise<RelatedDeal[]> {
  await findDeal(db, accountId, dealId);
  const ids = await linkedIds(db, accountId, dealId);
  if (ids.length === 0) return [];
  return relatedDealRows(db, accountId, inArray(deals.id, ids));
}

/** 422 for the deal itself or a pair already linked; 404 when the other deal is not the account's. */
export async function linkRelatedDeal(
  db: Db,
  {
    accountId,
    dealId,
    relatedDealId,
    now,
  }: { accountId: string; dealId: string; relatedDealId: string; now: Date },
): Promise<RelatedDeal[]> {
  await db.transaction(async (tx) => {
    await lockWritableDeal(tx, accountId, dealId);
    if (relatedDealId.toLowerCase() === dealId.toLowerCase())
      throw validationFailed({ relatedDealId: ["RELATED_TO_ITSELF"] });
    await findDeal(tx, accountId, relatedDealId);
    const inserted = await tx
      .insert(relatedDeals)
      .values({ accountId, ...pair(dealId, relatedDealId), createdAt: now })
      .onConflictDoNothing()
      .returning({ low: relatedDeals.lowDealId });
    if (inserted.length === 0) {
      throw validationFailed({ relatedDealId: ["ALREADY_RELATED"] });
    }
  });
  return listRelatedDeals(db, accountId, dealId);
}

/** 404 when the deals are not linked (or either is not the account's). */
export async function unlinkRelatedDeal(
  db: Db,
  accountId: string,
  dealId: string,
  relatedDealId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWritableDeal(tx, accountId, dealId);
    const removed = await tx
      .delete(relatedDeals)
      .where(pairIs(accountId, dealId, relatedDealId))
      .returning({ low: relatedDeals.lowDealId });
    if (removed.length === 0) throw notFound();
  });
}

/** `\`, `%` and `_` match themselves in a LIKE pattern. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The link picker: name, sidemark or number ("1042", "D-1042"), across workflows; open deals first. */
export async function searchDeals(
  db: Db,
  accountId: string,
  query: { search?: string | undefined; excludeId?: string | undefined },
): Promise<RelatedDeal[]> {
  const conditions: SQL[] = [];
  if (query.excludeId) conditions.push(ne(deals.id, query.excludeId));
  if (query.search) {
    const pattern = likePattern(query.search);
    const number = /^(?:d-?)?(\d{1,9})$/i.exec(query.search)?.[1];
    const match = or(
      ilike(deals.name, pattern),
      ilike(deals.sidemark, pattern),
      ...(number === undefined ? [] : [eq(deals.tuid, Number(number))]),
    );
    if (match) conditions.push(match);
  }
  return relatedDealRows(db, accountId, and(...conditions), { limit: searchLimit });
}
