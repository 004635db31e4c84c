// The board by column (ours): per status, how many deals match, their value, and one page of cards;
// the filters and cards are the full list's (deal-board.ts).
import {
  type BoardCard,
  type BoardColumn,
  type BoardPageQuery,
  boardPageSize,
  type DealCard,
} from "@portal/contract";
import { sumMoney } from "@portal/domain";
import { type AnyColumn, and, asc, desc, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import { uuidIn } from "../../db/any-of.ts";
import type { Db } from "../../db/client.ts";
import { preparedStatement } from "../../db/prepared.ts";
import {
  contacts,
  dealColumnTotals,
  dealFlagValues,
  deals,
  quotes,
  workflowStatuses,
} from "../../db/schema/index.ts";
import { together } from "../../db/together.ts";
import { notFound } from "../../platform/errors.ts";
import {
  allCards,
  type BoardQuery,
  type BoardScope,
  boardCardOf,
  boardScope,
  contactOfDeal,
} from "./deal-board.ts";
import { dealStatsOf, noStats } from "./deal-stats.ts";
import { activeWorkflowIdBySlug, loadWorkflowMeta, type WorkflowMeta } from "./workflow-meta.ts";

/** Which cards of each column: `limit` of them after the first `offset`. */
export type BoardPage = { offset: number; limit: number };

/** The board's first page of every column (the board calls' answer). */
export async function boardFirstPages(
  db: Db,
  {
    accountId,
    workflowId,
    query,
    withValues,
  }: { accountId: string; workflowId: string; query: BoardPageQuery; withValues: boolean },
): Promise<{ columns: BoardColumn[] }> {
  const page = { offset: 0, limit: query.limit ?? boardPageSize };
  return { columns: await boardColumns(db, { accountId, workflowId, query, page, withValues }) };
}

/** The same, for the account's active workflow of this slug (a board page's address); 404 without one. */
export async function boardBySlug(
  db: Db,
  {
    accountId,
    slug,
    query,
    withValues,
  }: { accountId: string; slug: string; query: BoardPageQuery; withValues: boolean },
): Promise<{ columns: BoardColumn[] }> {
  return boardFirstPages(db, {
    accountId,
    workflowId: await activeWorkflowIdBySlug(db, accountId, slug),
    query,
    withValues,
  });
}

/**
 * The board by column (ours): for each status shown (or only `onlyStatusId`), how many deals match, their
 * value, and one page of their cards. In board order, or newest/oldest first, the pages come straight
 * from the board index, so the cost follows the page and not the workflow's size. The counts and values
 * of the board as it opens are kept per column (deal_column_totals); a filtered board's are worked out
 * from its matching deals. The alerts filter and the alerts and name orders
 * are worked out in memory from every matching card, as the full list does.
 */
export async function boardColumns(
  db: Db,
  {
    accountId,
    workflowId,
    query,
    page,
    withValues,
    onlyStatusId,
  }: {
    accountId: string;
    workflowId: string;
    query: BoardQuery;
    page: BoardPage;
    withValues: boolean;
    onlyStatusId?: string;
  },
): Promise<BoardColumn[]> {
  const meta = await loadWorkflowMeta(db, accountId, workflowId);
  if (onlyStatusId !== undefined && !meta.statusIndex.has(onlyStatusId)) throw notFound();
  const scope = boardScope(db, accountId, meta, query);
  const wanted = onlyStatusId === undefined ? meta.statuses.map((status) => status.id) : [onlyStatusId];
  const shown = scope ? wanted.filter((id) => scope.statusIds.includes(id)) : [];
  const empty = (statusId: string): BoardColumn => ({
    statusId,
    count: 0,
    value: withValues ? "0.00" : null,
    cards: [],
  });
  if (!scope || shown.length === 0) {
    // A status filtered out of the board has no column, unless that one column is asked for.
    return onlyStatusId === undefined ? [] : [empty(onlyStatusId)];
  }
  const inMemory = query.alerts === "true" || query.sort === "alerts" || query.sort === "name";
  if (inMemory) {
    const cards = await allCards(db, { accountId, meta, scope, query, withValues });
    return shown.map((statusId) => {
      const column = cards.filter((card) => card.statusId === statusId);
      return {
        statusId,
        count: column.length,
        value: withValues ? sumMoney(column.map((card) => card.value ?? "0.00")) : null,
        cards: column.slice(page.offset, page.offset + page.limit).map(toBoardCard),
      };
    });
  }
  const [totals, cards] = await together(db, [
    () => columnTotals(db, accountId, meta, scope, shown, withValues),
    () => pagedCards(db, accountId, meta, scope, shown, query.sort, page, withValues),
  ]);
  return shown.map((statusId) => ({
    statusId,
    count: totals.get(statusId)?.count ?? 0,
    value: withValues ? (totals.get(statusId)?.value ?? "0.00") : null,
    cards: cards.get(statusId) ?? [],
  }));
}

function toBoardCard({
  workflowId: _workflow,
  description: _description,
  sidemark: _sidemark,
  createdAt: _created,
  updatedAt: _updated,
  ...card
}: DealCard): BoardCard {
  return card;
}

/** Deals joined to their contact only when the scope's condition reads the contact's name. */
function withContactIfSearched<
  Query extends { leftJoin: (table: typeof contacts, on: SQL | undefined) => Query },
>(query: Query, scope: Pick<BoardScope, "searchesContacts">): Query {
  return scope.searchesContacts ? query.leftJoin(contacts, contactOfDeal) : query;
}

type ColumnTotals = Map<string, { count: number; value: string }>;

/** The counts and values kept per column (deal_column_totals) of the statuses asked for. */
const keptTotals = (db: Db) =>
  preparedStatement(db, "board_kept_totals", (on, name) =>
    on
      .select({
        statusId: dealColumnTotals.statusId,
        count: dealColumnTotals.liveCount,
        value: sql<string>`${dealColumnTotals.acceptedValue}::text`,
      })
      .from(dealColumnTotals)
      .where(
        and(
          eq(dealColumnTotals.accountId, sql.placeholder("accountId")),
          eq(dealColumnTotals.workflowId, sql.placeholder("workflowId")),
          uuidIn(dealColumnTotals.statusId, sql.placeholder("statusIds")),
        ),
      )
      .prepare(name),
  );

/**
 * Per status: how many deals match, and the value of their accepted quotes (live ones only). The board as
 * it opens reads them from deal_column_totals, a row per column; a filtered board counts its deals and
 * sums only the accepted quotes of matching deals.
 */
async function columnTotals(
  db: Db,
  accountId: string,
  meta: WorkflowMeta,
  scope: BoardScope,
  statusIds: string[],
  withValues: boolean,
): Promise<ColumnTotals> {
  if (scope.onlyLive) {
    const kept = await keptTotals(db).execute({ accountId, workflowId: meta.workflow.id, statusIds });
    return new Map(kept.map(({ statusId, count, value }) => [statusId, { count, value }]));
  }
  const where = and(
    eq(deals.accountId, accountId),
    eq(deals.workflowId, meta.workflow.id),
    inArray(deals.statusId, statusIds),
    scope.where,
  );
  const counting = db
    .select({ statusId: deals.statusId, count: sql<number>`count(*)::int` })
    .from(deals)
    .$dynamic();
  const valuing = db
    .select({
      statusId: deals.statusId,
      value: sql<string>`sum(${quotes.totalSellPrice})::numeric(14,2)::text`,
    })
    .from(quotes)
    .innerJoin(deals, and(eq(deals.accountId, quotes.accountId), eq(deals.id, quotes.dealId)))
    .$dynamic();
  const [counts, values] = await together(db, [
    () => withContactIfSearched(counting, scope).where(where).groupBy(deals.statusId),
    () =>
      withValues
        ? withContactIfSearched(valuing, scope)
            .where(
              and(
                eq(quotes.accountId, accountId),
                eq(quotes.status, "ACCEPTED"),
                eq(quotes.isArchived, false),
                where,
              ),
            )
            .groupBy(deals.statusId)
        : [],
  ]);
  const valueByStatus = new Map(values.map((row) => [row.statusId, row.value]));
  return new Map(
    counts.map((row) => [
      row.statusId,
      { count: Number(row.count), value: valueByStatus.get(row.statusId) ?? "0.00" },
    ]),
  );
}

/** What a page of cards is cut by: values, or a prepared statement's placeholders for them. */
type PageParams = {
  accountId: string | Placeholder;
  workflowId: string | Placeholder;
  statusIds: string[] | Placeholder;
  limit: number | Placeholder;
  offset: number | Placeholder;
};

/** The board as it opens (live deals, no filter): its pages by a statement prepared once per order. */
const livePageParams: PageParams = {
  accountId: sql.placeholder("accountId"),
  workflowId: sql.placeholder("workflowId"),
  statusIds: sql.placeholder("statusIds"),
  limit: sql.placeholder("limit"),
  offset: sql.placeholder("offset"),
};

/** The orders a page is cut in (the alerts and name orders are worked out in memory). */
type PageOrder = "manual" | "newest" | "oldest";

const pageOrderOf = (sort: BoardQuery["sort"]): PageOrder =>
  sort === "newest" || sort === "oldest" ? sort : "manual";

/**
 * One page of cards per status in one statement: a lateral subquery per status walks the board index
 * (account, workflow, status, sort order) and stops after the page.
 */
function pageOfCards(
  db: Db,
  scope: Pick<BoardScope, "where" | "searchesContacts">,
  order: PageOrder,
  params: PageParams,
) {
  type OrderColumns = { createdAt: AnyColumn; tuid: AnyColumn; sortOrder: AnyColumn };
  const orderBy = (columns: OrderColumns) =>
    order === "newest"
      ? [desc(columns.createdAt), desc(columns.tuid)]
      : order === "oldest"
        ? [asc(columns.createdAt), asc(columns.tuid)]
        : [asc(columns.sortOrder), asc(columns.tuid)];
  // What a board card shows, and the time its order may need: the texts and the other times stay out.
  const cardsOfStatus = db
    .select({
      id: deals.id,
      tuid: deals.tuid,
      statusId: deals.statusId,
      name: deals.name,
      contactId: deals.contactId,
      sortOrder: deals.sortOrder,
      isArchived: deals.isArchived,
      version: deals.version,
      createdAt: deals.createdAt,
    })
    .from(deals)
    .$dynamic();
  // The page is cut from deals alone; each card's contact is joined to the page afterwards.
  const page = withContactIfSearched(cardsOfStatus, scope)
    .where(
      and(
        eq(deals.accountId, params.accountId),
        eq(deals.workflowId, params.workflowId),
        eq(deals.statusId, workflowStatuses.id),
        scope.where,
      ),
    )
    .orderBy(...orderBy(deals))
    .limit(params.limit)
    .offset(params.offset)
    .as("card");
  return (
    db
      .select({
        id: page.id,
        tuid: page.tuid,
        statusId: page.statusId,
        name: page.name,
        contactId: page.contactId,
        contactName: contacts.name,
        sortOrder: page.sortOrder,
        isArchived: page.isArchived,
        version: page.version,
        // Each card's flag values, deal by deal through their key (account, deal). Asked for as a list of
        // the page's ids, the planner reads the whole table once the list is long against it (2 ms of a
        // 10,000-deal board's 8). Joined into one text: the driver parses a text[] character by
        // character, a tenth of the board's time in Node, and ids hold no comma.
        valueIds: sql<string>`array_to_string(array(select ${dealFlagValues.valueId} from ${dealFlagValues} where ${and(
          eq(dealFlagValues.accountId, params.accountId),
          eq(dealFlagValues.dealId, page.id),
        )}), ',')`,
      })
      .from(workflowStatuses)
      .crossJoinLateral(page)
      .leftJoin(contacts, and(eq(contacts.accountId, params.accountId), eq(contacts.id, page.contactId)))
      .where(
        and(
          eq(workflowStatuses.accountId, params.accountId),
          eq(workflowStatuses.workflowId, params.workflowId),
          uuidIn(workflowStatuses.id, params.statusIds),
        ),
      )
      // Joining the contacts may reorder rows: each column's page is put back in its order.
      .orderBy(...orderBy(page))
  );
}

/** Each status's page of cards, in the column's order. */
async function pagedCards(
  db: Db,
  accountId: string,
  meta: WorkflowMeta,
  scope: BoardScope,
  statusIds: string[],
  sort: BoardQuery["sort"],
  pageRange: BoardPage,
  withValues: boolean,
): Promise<Map<string, BoardCard[]>> {
  const params = { accountId, workflowId: meta.workflow.id, statusIds, ...pageRange };
  const order = pageOrderOf(sort);
  // Live deals only and no filter: the statuses shown are the only other condition, and the page's
  // join to its status already keeps to them. One statement per order, named by it.
  const rows = scope.onlyLive
    ? await preparedStatement(db, `board_page_${order}`, (on, name) =>
        pageOfCards(
          on,
          { where: eq(deals.isArchived, false), searchesContacts: false },
          order,
          livePageParams,
        ).prepare(name),
      ).execute(params)
    : await pageOfCards(db, scope, order, params);
  const stats = await dealStatsOf(db, accountId, { dealIds: rows.map((row) => row.id) });
  const byStatus = new Map<string, BoardCard[]>(statusIds.map((id) => [id, []]));
  // Each status's rows come out of its subquery in order; kept in that order per column.
  for (const { valueIds, ...row } of rows) {
    const chosen = valueIds === "" ? [] : valueIds.split(",");
    const card = boardCardOf(meta, row, chosen, stats.get(row.id) ?? noStats);
    byStatus.get(row.statusId)?.push(withValues ? card : { ...card, value: null });
  }
  return byStatus;
}
