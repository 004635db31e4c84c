// The board: one query for the deals (with the contact's name), one for their flag values, alerts and
// order worked out in memory from the workflow's statuses and flags (no query per deal).
import type { BoardCard, boardQuerySchema, DealCard } from "@portal/contract";
import { alertWeight } from "@portal/domain";
import { and, asc, eq, exists, ilike, inArray, not, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { likePattern } from "../../db/like.ts";
import {
  appointments,
  contacts,
  dealFlagValues,
  deals,
  orderLines,
  purchaseOrders,
  quotes,
} from "../../db/schema/index.ts";
import { together } from "../../db/together.ts";
import { isRealDay, onAccountDays } from "../../platform/account-time-zone.ts";
import { validationFailed } from "../../platform/errors.ts";
import { integerIds, isUuid } from "../../platform/ids.ts";
import { withPersonnel } from "../personnel/appointment-personnel.ts";
import { type DealStats, dealStatsOf, noStats } from "./deal-stats.ts";
import { alertsOf, flagValuesOf, loadWorkflowMeta, type WorkflowMeta } from "./workflow-meta.ts";

export type BoardQuery = z.output<typeof boardQuerySchema>;

type CardRow = {
  id: string;
  tuid: number;
  statusId: string;
  name: string;
  description: string;
  sidemark: string | null;
  contactId: string | null;
  contactName: string | null;
  sortOrder: number;
  isArchived: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

type Card = { card: DealCard; createdAt: number };

/** A card's own columns of the deal (its contact's name comes from a join). */
export const cardDealFields = {
  id: deals.id,
  tuid: deals.tuid,
  statusId: deals.statusId,
  name: deals.name,
  description: deals.description,
  sidemark: deals.sidemark,
  contactId: deals.contactId,
  sortOrder: deals.sortOrder,
  isArchived: deals.isArchived,
  version: deals.version,
  createdAt: deals.createdAt,
  updatedAt: deals.updatedAt,
};

export const contactOfDeal = and(eq(contacts.accountId, deals.accountId), eq(contacts.id, deals.contactId));

function searchCondition(search: string): SQL | undefined {
  const pattern = likePattern(search);
  // "1042" or "D-1042" also finds the deal by its number.
  const number = /^(?:d-?)?(\d{1,9})$/i.exec(search)?.[1];
  return or(
    ilike(deals.name, pattern),
    ilike(deals.description, pattern),
    ilike(deals.sidemark, pattern),
    ilike(contacts.name, pattern),
    ...(number === undefined ? [] : [eq(deals.tuid, Number(number))]),
  );
}

/**
 * Cards of the deals matching `where` (a condition on deals and their contact), in column order;
 * `withValues` false leaves out the quotes' value for someone who may not see quotes.
 */
export async function loadCards(
  db: Db,
  {
    accountId,
    meta,
    where,
    withValues,
  }: { accountId: string; meta: WorkflowMeta; where: SQL | undefined; withValues: boolean },
): Promise<DealCard[]> {
  const scope = and(eq(deals.accountId, accountId), eq(deals.workflowId, meta.workflow.id), where);
  const [rows, chosen, stats] = await together(db, [
    () =>
      db
        .select({ ...cardDealFields, contactName: contacts.name })
        .from(deals)
        .leftJoin(contacts, contactOfDeal)
        .where(scope)
        // The board index (account, workflow, status, sort order) serves both the filter and this order.
        .orderBy(asc(deals.statusId), asc(deals.sortOrder), asc(deals.tuid)),
    () =>
      db
        .select({ dealId: dealFlagValues.dealId, valueId: dealFlagValues.valueId })
        .from(dealFlagValues)
        .innerJoin(
          deals,
          and(eq(deals.accountId, dealFlagValues.accountId), eq(deals.id, dealFlagValues.dealId)),
        )
        .leftJoin(contacts, contactOfDeal)
        .where(scope),
    () => dealStatsOf(db, accountId, { workflowId: meta.workflow.id }),
  ]);
  const valuesByDeal = groupValues(chosen);
  return rows.map((row) => {
    const card = toCard(meta, row, valuesByDeal.get(row.id) ?? [], stats.get(row.id) ?? noStats);
    return withValues ? card : { ...card, value: null };
  });
}

/** The columns a board card shows: the full list's card without the texts and times it leaves out. */
export type BoardCardRow = Pick<
  CardRow,
  "id" | "tuid" | "statusId" | "name" | "contactId" | "contactName" | "sortOrder" | "isArchived" | "version"
>;

export function boardCardOf(
  meta: WorkflowMeta,
  row: BoardCardRow,
  chosen: readonly string[],
  stats: DealStats,
): BoardCard {
  const flagValues = flagValuesOf(meta, chosen);
  const alerts = alertsOf(meta, row.statusId, flagValues, stats);
  return {
    id: row.id,
    tuid: row.tuid,
    statusId: row.statusId,
    name: row.name,
    contact:
      row.contactId !== null && row.contactName !== null
        ? { id: row.contactId, name: row.contactName }
        : null,
    sortOrder: row.sortOrder,
    isArchived: row.isArchived,
    version: row.version,
    flagValues: flagValues.filter((value) => value.showOnCard),
    alerts,
    alertWeight: alertWeight(alerts),
    value: stats.acceptedValue,
  };
}

export function toCard(
  meta: WorkflowMeta,
  row: CardRow,
  chosen: readonly string[],
  stats: DealStats,
): DealCard {
  const card = boardCardOf(meta, row, chosen, stats);
  // Listed, not spread: 2,000 spread copies made the full list's answer a third slower to write.
  return {
    id: card.id,
    tuid: card.tuid,
    workflowId: meta.workflow.id,
    statusId: card.statusId,
    name: card.name,
    description: row.description,
    sidemark: row.sidemark,
    contact: card.contact,
    sortOrder: card.sortOrder,
    isArchived: card.isArchived,
    version: card.version,
    flagValues: card.flagValues,
    alerts: card.alerts,
    alertWeight: card.alertWeight,
    value: card.value,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Deals with a live quote holding a product of one of these suppliers. */
function supplierCondition(db: Db, manufacturerIds: number[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(orderLines)
      .innerJoin(quotes, and(eq(quotes.accountId, orderLines.accountId), eq(quotes.id, orderLines.quoteId)))
      .where(
        and(
          eq(orderLines.accountId, deals.accountId),
          eq(quotes.dealId, deals.id),
          eq(quotes.isArchived, false),
          inArray(orderLines.manufacturerId, manufacturerIds),
        ),
      ),
  );
}

/** Deals with an appointment one of these personnel people takes part in. */
function personnelCondition(db: Db, personIds: string[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(appointments)
      .where(
        and(
          eq(appointments.accountId, deals.accountId),
          eq(appointments.dealId, deals.id),
          withPersonnel(db, personIds),
        ),
      ),
  );
}

/** Deals with a purchase order, not archived, whose sales rep is one of these employees. */
function salesRepCondition(db: Db, employeeIds: number[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.accountId, deals.accountId),
          eq(purchaseOrders.dealId, deals.id),
          eq(purchaseOrders.isArchived, false),
          inArray(purchaseOrders.salesRepEmployeeId, employeeIds),
        ),
      ),
  );
}

/** The statuses a query keeps (status ids and phase together); undefined = every status. */
function statusFilter(meta: WorkflowMeta, query: BoardQuery): string[] | undefined {
  if (!query.status?.length && !query.phase) return undefined;
  // Ids are compared in memory: the csv is free text and must not reach a uuid column unchecked.
  const named = query.status?.length ? new Set(query.status) : undefined;
  return meta.statuses
    .filter((status) => (named ? named.has(status.id) : true))
    .filter((status) => (query.phase ? status.phase === query.phase : true))
    .map((status) => status.id);
}

const chosenValue = alias(dealFlagValues, "chosen_value");

/**
 * `wf`: value ids grouped by their flag; a deal matches when, for each flag named, its value is one of
 * those named. A deal without a stored value has the flag's default. Ids the workflow does not have
 * match nothing; null when none is known (then no deal matches).
 */
function flagValueCondition(db: Db, meta: WorkflowMeta, valueIds: readonly string[]): SQL | null {
  const byFlag = new Map<string, string[]>();
  for (const valueId of new Set(valueIds)) {
    const value = meta.values.get(valueId);
    if (!value) continue;
    byFlag.set(value.flagId, [...(byFlag.get(value.flagId) ?? []), value.id]);
  }
  if (byFlag.size === 0) return null;
  const ofDeal = (flagId: string) =>
    and(
      eq(chosenValue.accountId, deals.accountId),
      eq(chosenValue.dealId, deals.id),
      eq(chosenValue.flagId, flagId),
    );
  const stored = (condition: SQL | undefined) =>
    exists(db.select({ one: sql`1` }).from(chosenValue).where(condition));
  const perFlag = [...byFlag].map(([flagId, wanted]) => {
    const hasOne = stored(and(ofDeal(flagId), inArray(chosenValue.valueId, wanted)));
    const defaultValue = meta.defaults.get(flagId);
    if (!defaultValue || !wanted.includes(defaultValue.id)) return hasOne;
    return or(hasOne, not(stored(ofDeal(flagId)))) ?? hasOne;
  });
  return and(...perFlag) ?? null;
}

/** `date` = "from,to": created on those days (inclusive) in the account's time zone; either side may be empty. */
function createdCondition(accountId: string, range: string): SQL | undefined {
  const [from = "", to = ""] = range.split(",");
  if ((from && !isRealDay(from)) || (to && !isRealDay(to)))
    throw validationFailed({ date: "BAD_DATE_RANGE" });
  return onAccountDays(deals.createdAt, accountId, { from, to });
}

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

function comparator(meta: WorkflowMeta, sort: BoardQuery["sort"]): (a: Card, b: Card) => number {
  const manual = (a: Card, b: Card) =>
    (meta.statusIndex.get(a.card.statusId) ?? 0) - (meta.statusIndex.get(b.card.statusId) ?? 0) ||
    a.card.sortOrder - b.card.sortOrder ||
    a.card.tuid - b.card.tuid;
  switch (sort) {
    case "newest":
      return (a, b) => b.createdAt - a.createdAt || b.card.tuid - a.card.tuid;
    case "oldest":
      return (a, b) => a.createdAt - b.createdAt || a.card.tuid - b.card.tuid;
    case "name":
      return (a, b) => byName.compare(a.card.name, b.card.name) || a.card.tuid - b.card.tuid;
    case "alerts":
      return (a, b) => b.card.alertWeight - a.card.alertWeight || manual(a, b);
    default:
      return manual;
  }
}

/**
 * What a board query keeps: a condition on deals (and, when it searches, their contact's name) and the
 * statuses shown; `onlyLive` when it keeps every live deal of those statuses and nothing else (the
 * board as it opens), whose totals deal_column_totals keeps.
 */
export type BoardScope = {
  where: SQL | undefined;
  statusIds: string[];
  searchesContacts: boolean;
  onlyLive: boolean;
};

/** The query's filters as a condition; null when nothing can match (unknown ids, no status left). */
export function boardScope(
  db: Db,
  accountId: string,
  meta: WorkflowMeta,
  query: BoardQuery,
): BoardScope | null {
  const statusIds = statusFilter(meta, query) ?? meta.statuses.map((status) => status.id);
  if (statusIds.length === 0) return null;
  const conditions: SQL[] = [];
  if (statusIds.length < meta.statuses.length) conditions.push(inArray(deals.statusId, statusIds));
  const archived = query.archived ?? "false";
  if (archived !== "all") conditions.push(eq(deals.isArchived, archived === "true"));
  // Every filter past the statuses and archived.
  const filters: SQL[] = [];
  const search = query.search ? searchCondition(query.search) : undefined;
  if (search) filters.push(search);
  if (query.wf?.length) {
    const flags = flagValueCondition(db, meta, query.wf);
    if (!flags) return null;
    filters.push(flags);
  }
  const created = query.date ? createdCondition(accountId, query.date) : undefined;
  if (created) filters.push(created);
  if (query.manufacturer?.length) {
    const ids = integerIds(query.manufacturer);
    if (ids.length === 0) return null;
    filters.push(supplierCondition(db, ids));
  }
  // Ids that are not uuids never reach the uuid column; when none is left, no deal matches.
  if (query.personnel?.length) {
    const ids = query.personnel.filter((id) => isUuid(id));
    if (ids.length === 0) return null;
    filters.push(personnelCondition(db, ids));
  }
  if (query.rep?.length) {
    const ids = integerIds(query.rep);
    if (ids.length === 0) return null;
    filters.push(salesRepCondition(db, ids));
  }
  return {
    where: and(...conditions, ...filters),
    statusIds,
    searchesContacts: search !== undefined,
    onlyLive: archived === "false" && filters.length === 0,
  };
}

/** Every matching deal's card, sorted as asked: alerts are worked out in memory, so this reads them all. */
export async function allCards(
  db: Db,
  {
    accountId,
    meta,
    scope,
    query,
    withValues,
  }: { accountId: string; meta: WorkflowMeta; scope: BoardScope; query: BoardQuery; withValues: boolean },
): Promise<DealCard[]> {
  let cards = await loadCards(db, { accountId, meta, where: scope.where, withValues });
  if (query.alerts === "true") cards = cards.filter((card) => card.alerts.length > 0);
  const compare = comparator(meta, query.sort);
  return cards
    .map((card) => ({ card, createdAt: Date.parse(card.createdAt) }))
    .sort(compare)
    .map(({ card }) => card);
}

export async function listBoard(
  db: Db,
  {
    accountId,
    workflowId,
    query,
    withValues,
  }: { accountId: string; workflowId: string; query: BoardQuery; withValues: boolean },
): Promise<DealCard[]> {
  const meta = await loadWorkflowMeta(db, accountId, workflowId);
  const scope = boardScope(db, accountId, meta, query);
  return scope ? allCards(db, { accountId, meta, scope, query, withValues }) : [];
}

export function groupValues(chosen: readonly { dealId: string; valueId: string }[]): Map<string, string[]> {
  const valuesByDeal = new Map<string, string[]>();
  for (const { dealId, valueId } of chosen) {
    const list = valuesByDeal.get(dealId);
    if (list) list.push(valueId);
    else valuesByDeal.set(dealId, [valueId]);
  }
  return valuesByDeal;
}
