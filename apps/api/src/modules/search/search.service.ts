// Global search (spec 000 §3 "Global search result"; issue 13): the best matches of each entity type the
// caller may see, in their account only. A type the caller may not see is skipped, not refused.
import {
  type SearchEntityType,
  type SearchResult,
  searchEntityTypes,
  searchLimitPerType,
} from "@portal/contract";
import { type AccessAction, purchaseOrderNumber } from "@portal/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contacts, deals, personnel, purchaseOrders, quotes } from "../../db/schema/index.ts";
import { allows } from "../../platform/access.ts";
import type { Auth } from "../../platform/session-store.ts";
import { visibleTo } from "../purchase-orders/purchase-orders.service.ts";
import { amongCandidates, candidateIds, ranking, type SearchTerms, searchTermsOf } from "./search-query.ts";

/** What each type needs the caller to be allowed (the same actions as its own screens). */
const accessOf: Record<SearchEntityType, AccessAction> = {
  CONTACT: "contacts.view",
  DEAL: "deals.view",
  PERSON: "personnel.view",
  PURCHASE_ORDER: "orders.view",
  QUOTE: "quotes",
};

type Found = { items: SearchResult[]; total: number };
type Search = (db: Db, auth: Auth, terms: SearchTerms) => Promise<Found>;

const total = sql<number>`count(*) over ()`.mapWith(Number);
const limit = searchLimitPerType;

function found<Row extends { total: number }>(rows: Row[], toResult: (row: Row) => SearchResult): Found {
  return { items: rows.map(toResult), total: rows[0]?.total ?? 0 };
}

const dates = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const searchContacts: Search = async (db, auth, terms) => {
  const scope = eq(contacts.accountId, auth.accountId);
  const rows = await db
    .select({
      id: contacts.id,
      tuid: contacts.tuid,
      name: contacts.name,
      email: contacts.email,
      phone: contacts.phone,
      createdAt: contacts.createdAt,
      updatedAt: contacts.updatedAt,
      total,
    })
    .from(contacts)
    .where(and(scope, amongCandidates(contacts, candidateIds(db, contacts, scope, terms, null))))
    .orderBy(...ranking(contacts, terms, null), desc(contacts.updatedAt), contacts.id)
    .limit(limit);
  return found(rows, (row) => ({
    entityType: "CONTACT",
    id: row.id,
    title: row.name,
    description: [row.email, row.phone].filter(Boolean).join(" · "),
    tuid: row.tuid,
    ...dates(row),
    isArchived: false,
    context: {},
  }));
};

const searchDeals: Search = async (db, auth, terms) => {
  const scope = eq(deals.accountId, auth.accountId);
  const number = { tuid: deals.tuid, prefix: "d" };
  const rows = await db
    .select({
      id: deals.id,
      tuid: deals.tuid,
      name: deals.name,
      sidemark: deals.sidemark,
      description: deals.description,
      isArchived: deals.isArchived,
      workflowId: deals.workflowId,
      statusId: deals.statusId,
      createdAt: deals.createdAt,
      updatedAt: deals.updatedAt,
      total,
    })
    .from(deals)
    .where(and(scope, amongCandidates(deals, candidateIds(db, deals, scope, terms, number))))
    .orderBy(...ranking(deals, terms, deals.tuid), desc(deals.updatedAt), deals.id)
    .limit(limit);
  return found(rows, (row) => ({
    entityType: "DEAL",
    id: row.id,
    title: row.name,
    description: row.sidemark || row.description,
    tuid: row.tuid,
    ...dates(row),
    isArchived: row.isArchived,
    context: { workflowId: row.workflowId, statusId: row.statusId },
  }));
};

const searchPersonnel: Search = async (db, auth, terms) => {
  const scope = eq(personnel.accountId, auth.accountId);
  const rows = await db
    .select({
      id: personnel.id,
      name: personnel.name,
      email: personnel.email,
      createdAt: personnel.createdAt,
      updatedAt: personnel.updatedAt,
      total,
    })
    .from(personnel)
    .where(and(scope, amongCandidates(personnel, candidateIds(db, personnel, scope, terms, null))))
    .orderBy(...ranking(personnel, terms, null), desc(personnel.updatedAt), personnel.id)
    .limit(limit);
  return found(rows, (row) => ({
    entityType: "PERSON",
    id: row.id,
    title: row.name,
    description: row.email,
    tuid: null,
    ...dates(row),
    isArchived: false,
    context: {},
  }));
};

const searchPurchaseOrders: Search = async (db, auth, terms) => {
  const scope = visibleTo(auth);
  const number = { tuid: purchaseOrders.tuid, prefix: "po" };
  const rows = await db
    .select({
      id: purchaseOrders.id,
      tuid: purchaseOrders.tuid,
      revision: purchaseOrders.revision,
      sidemark: purchaseOrders.sidemark,
      customerName: sql<string | null>`${purchaseOrders.customerDetails}->>'name'`,
      isArchived: purchaseOrders.isArchived,
      manufacturerId: purchaseOrders.manufacturerId,
      status: purchaseOrders.status,
      createdAt: purchaseOrders.createdAt,
      updatedAt: purchaseOrders.updatedAt,
      total,
    })
    .from(purchaseOrders)
    .where(
      and(scope, amongCandidates(purchaseOrders, candidateIds(db, purchaseOrders, scope, terms, number))),
    )
    .orderBy(
      ...ranking(purchaseOrders, terms, purchaseOrders.tuid),
      desc(purchaseOrders.updatedAt),
      purchaseOrders.id,
    )
    .limit(limit);
  return found(rows, (row) => ({
    entityType: "PURCHASE_ORDER",
    id: row.id,
    title: purchaseOrderNumber(row.tuid, row.revision),
    description: [row.sidemark, row.customerName].filter(Boolean).join(" · "),
    tuid: row.tuid,
    ...dates(row),
    isArchived: row.isArchived,
    context: { manufacturerId: row.manufacturerId, status: row.status },
  }));
};

const searchQuotes: Search = async (db, auth, terms) => {
  const scope = eq(quotes.accountId, auth.accountId);
  const number = { tuid: quotes.tuid, prefix: "q" };
  const rows = await db
    .select({
      id: quotes.id,
      tuid: quotes.tuid,
      description: quotes.description,
      dealName: deals.name,
      isArchived: quotes.isArchived,
      dealId: quotes.dealId,
      workflowId: deals.workflowId,
      status: quotes.status,
      createdAt: quotes.createdAt,
      updatedAt: quotes.updatedAt,
      total,
    })
    .from(quotes)
    .innerJoin(deals, and(eq(deals.accountId, quotes.accountId), eq(deals.id, quotes.dealId)))
    .where(and(scope, amongCandidates(quotes, candidateIds(db, quotes, scope, terms, number))))
    .orderBy(...ranking(quotes, terms, quotes.tuid), desc(quotes.updatedAt), quotes.id)
    .limit(limit);
  return found(rows, (row) => ({
    entityType: "QUOTE",
    id: row.id,
    title: `Q-${row.tuid}`,
    description: [row.dealName, row.description].filter(Boolean).join(" · "),
    tuid: row.tuid,
    ...dates(row),
    isArchived: row.isArchived,
    context: { dealId: row.dealId, workflowId: row.workflowId, status: row.status },
  }));
};

const searches: Record<SearchEntityType, Search> = {
  CONTACT: searchContacts,
  DEAL: searchDeals,
  PERSON: searchPersonnel,
  PURCHASE_ORDER: searchPurchaseOrders,
  QUOTE: searchQuotes,
};

/** Each asked type (all when none) that the caller may see, searched side by side. */
export async function globalSearch(
  db: Db,
  auth: Auth,
  query: { q: string; types?: SearchEntityType[] | undefined },
): Promise<Found> {
  const asked = query.types && query.types.length > 0 ? new Set(query.types) : new Set(searchEntityTypes);
  const types = searchEntityTypes.filter((type) => asked.has(type) && allows(auth, accessOf[type]));
  const terms = searchTermsOf(query.q);
  // Trigram similarity over a whole account is the slow part: only a type that nothing else matched
  // asks it, so a typo still finds its row and a good query pays nothing for it.
  const exact = { ...terms, fuzzy: null };
  const fuzzy = { prefixes: [], number: null, fuzzy: terms.fuzzy };
  const answers = await Promise.all(
    types.map(async (type) => {
      const answer = await searches[type](db, auth, exact);
      return answer.items.length > 0 || terms.fuzzy === null ? answer : searches[type](db, auth, fuzzy);
    }),
  );
  return {
    items: answers.flatMap((answer) => answer.items),
    total: answers.reduce((sum, answer) => sum + answer.total, 0),
  };
}
