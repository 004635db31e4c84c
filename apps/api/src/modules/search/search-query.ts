// How a typed search becomes SQL (issue 13): a number ("Q-1042", "po87", "1042") matches its entity exactly
// and by prefix; words match as prefixes in the generated tsvector (simple configuration, unaccented); and
// from three characters the pg_trgm word similarity forgives typos. Ranking: exact number, ts_rank, similarity.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { union } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";

/** What the typed text means for the query. */
export type SearchTerms = {
  /** The text for trigram similarity, or null when too short (or a number) to forgive typos. */
  fuzzy: string | null;
  /** Lexeme prefixes every match must carry (lower-case; the database unaccents them). */
  prefixes: string[];
  /** A number typed as one: its prefix ("d", "q", "po") if any, and its value. */
  number: { prefix: string | undefined; value: number } | null;
};

const numberPattern = /^(d|q|po)?\s*-?\s*(\d{1,9})(?:-r\d{1,4})?$/i;

export function searchTermsOf(text: string): SearchTerms {
  const number = numberPattern.exec(text);
  if (number) {
    const prefix = number[1]?.toLowerCase();
    const digits = String(Number(number[2]));
    return { fuzzy: null, prefixes: [`${prefix ?? ""}${digits}`], number: { prefix, value: Number(digits) } };
  }
  const prefixes = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return { fuzzy: text.length >= 3 ? text.toLowerCase() : null, prefixes, number: null };
}

/** The columns migration 0016 gives a searched table. */
export type SearchedTable = {
  id: PgColumn;
  accountId: PgColumn;
  searchVector: PgColumn;
  searchText: PgColumn;
};

/** Matches looked at per type before ranking: a short prefix may match most of an account. */
export const candidateCap = 500;

/**
 * The ids worth ranking: the exact number (when `tuid` is given and the typed number's prefix is this
 * type's), and up to candidateCap text matches, within `scope` (the account and what the caller may see).
 */
export function candidateIds(
  db: Db,
  table: SearchedTable,
  scope: SQL | undefined,
  terms: SearchTerms,
  number: { tuid: PgColumn; prefix: string } | null,
) {
  const matches: SQL[] = [];
  if (terms.prefixes.length > 0) matches.push(sql`${table.searchVector} @@ ${tsQuery(terms)}`);
  if (terms.fuzzy !== null) matches.push(sql`${table.searchText} %> portal_unaccent(${terms.fuzzy})`);
  const text = db
    .select({ id: table.id })
    .from(table.id.table)
    .where(and(scope, matches.length > 0 ? sql.join(matches, sql` or `) : sql`false`))
    .limit(candidateCap);
  const typed = terms.number;
  if (number === null || typed === null || (typed.prefix !== undefined && typed.prefix !== number.prefix))
    return text;
  const exact = db
    .select({ id: table.id })
    .from(table.id.table)
    .where(and(scope, eq(number.tuid, typed.value)));
  return union(exact, text);
}

/** `'zoe':* & 'smi':*`, each lexeme quoted, so nothing typed is read as tsquery syntax. */
function tsQuery(terms: SearchTerms): SQL {
  return sql`(select string_agg(quote_literal(portal_unaccent(term)) || ':*', ' & ')
    from unnest(${`{${terms.prefixes.map((term) => `"${term}"`).join(",")}}`}::text[]) as term)::tsquery`;
}

/** Best first: the typed number, then ts_rank, then trigram similarity (the caller adds a tie-break). */
export function ranking(table: SearchedTable, terms: SearchTerms, tuid: PgColumn | null): SQL[] {
  const order: SQL[] = [];
  if (tuid !== null && terms.number !== null) order.push(sql`(${tuid} = ${terms.number.value}) desc`);
  if (terms.prefixes.length > 0) order.push(sql`ts_rank(${table.searchVector}, ${tsQuery(terms)}) desc`);
  if (terms.fuzzy !== null)
    order.push(sql`word_similarity(portal_unaccent(${terms.fuzzy}), ${table.searchText}) desc`);
  return order;
}

/** Rows of `table` among the candidates (an id subquery). */
export function amongCandidates(table: SearchedTable, ids: ReturnType<typeof candidateIds>): SQL {
  return inArray(table.id, ids);
}
