// Global search (spec 000 §3 "Global search result"; issue 13): the best matches of each entity type the
// caller may see, in their account only. A type the caller may not see is skipped, not refused.
import {
  type SearchEntityType,
  type SearchResult,
  searchEntityTypes,
  searchLimitPerType,
} from "@portal/contract";
import { type AccessAction, purchaseOrderNumber } from "@portal/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { contacts, deals, personnel, purchaseOrders, quotes } from "../../db/schema/index.ts";
import { allows } from "../../platform/access.ts";
import type { Auth } from "../../platform/session-store.ts";
import { visibleTo } from "../purchase-orders/purchase-orders.service.ts";
import {
  correctedTerms,
  orderOf,
  type SearchedTable,
  type SearchTerms,
  searchTermsOf,
  topMatches,
} from "./search-query.ts";

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

const dates = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The best matches of one searched table joined back for the columns a result shows, best first. */
function bestOf(
  db: Db,
  table: SearchedTable,
  scope: SQL | undefined,
  terms: SearchTerms,
  number: { tuid: PgColumn; prefix: string } | null,
) {
  const top = topMatches(db, { table, scope, terms, number, limit: searchLimitPerType });
  return { top, total: top.total, order: orderOf(top), on: eq(table.id, top.id) };
}

function found<Row extends { total: number }>(rows: Row[], toResult: (row: Row) => SearchResult): Found {
  return { items: rows.map(toResult), total: rows[0]?.total ?? 0 };
}

const searchContacts: Search = async (db, auth, terms) => {
  const best = bestOf(db, contacts, eq(contacts.accountId, auth.accountId), terms, null);
  const rows = await db
    .select({
      id: contacts.id,
      tuid: contacts.tuid,
      name: contacts.name,
      email: contacts.email,
      phone: contacts.phone,
      createdAt: contacts.createdAt,
      updatedAt: contacts.updatedAt,
      total: best.total,
    })
    .from(best.top)
    .innerJoin(contacts, best.on)
    .orderBy(...best.order);
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
  const best = bestOf(db, deals, eq(deals.accountId, auth.accountId), terms, {
    tuid: deals.tuid,
    prefix: "d",
  });
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
      total: best.total,
    })
    .from(best.top)
    .innerJoin(deals, best.on)
    .orderBy(...best.order);
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
  const best = bestOf(db, personnel, eq(personnel.accountId, auth.accountId), terms, null);
  const rows = await db
    .select({
      id: personnel.id,
      name: personnel.name,
      email: personnel.email,
      createdAt: personnel.createdAt,
      updatedAt: personnel.updatedAt,
      total: best.total,
    })
    .from(best.top)
    .innerJoin(personnel, best.on)
    .orderBy(...best.order);
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
  const best = bestOf(db, purchaseOrders, visibleTo(auth), terms, {
    tuid: purchaseOrders.tuid,
    prefix: "po",
  });
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
      total: best.total,
    })
    .from(best.top)
    .innerJoin(purchaseOrders, best.on)
    .orderBy(...best.order);
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
  const best = bestOf(db, quotes, eq(quotes.accountId, auth.accountId), terms, {
    tuid: quotes.tuid,
    prefix: "q",
  });
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
      total: best.total,
    })
    .from(best.top)
    .innerJoin(quotes, best.on)
    .innerJoin(deals, and(eq(deals.accountId, quotes.accountId), eq(deals.id, quotes.dealId)))
    .orderBy(...best.order);
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
  // A type that found nothing as typed asks again with the typed words' close spellings from the
  // account's vocabulary: looked up once, only when some type needs it.
  let corrected: Promise<SearchTerms | null> | undefined;
  const answers = await Promise.all(
    types.map(async (type) => {
      const answer = await searches[type](db, auth, terms);
      if (answer.items.length > 0 || terms.fuzzy.length === 0) return answer;
      corrected ??= correctedTerms(db, auth.accountId, terms);
      const widened = await corrected;
      return widened === null ? answer : searches[type](db, auth, widened);
    }),
  );
  return {
    items: answers.flatMap((answer) => answer.items),
    total: answers.reduce((sum, answer) => sum + answer.total, 0),
  };
}
