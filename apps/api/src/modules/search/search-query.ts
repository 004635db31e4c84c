// How a typed search becomes SQL (issue 13). A number ("Q-1042", "po87", "1042") matches its entity
// exactly and, like every typed word, as a lexeme prefix of the generated tsvector (simple configuration,
// unaccented). When a type finds nothing as typed, each word of three letters or more is looked up in the
// account's vocabulary with pg_trgm (a short list, so milliseconds) and the search runs again with the
// words it is close to: "kowalsky" finds Kowalski without comparing it with every row's text.
// Ranking: the exact number, then ts_rank, then the newest.
import { and, desc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { union } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { searchWords } from "../../db/schema/index.ts";

/** One lexeme of the query: typed (matched as a prefix) or a typo's correction (matched whole). */
type Lexeme = { text: string; prefix: boolean };

/** What the typed text means for the query. */
export type SearchTerms = {
  /** Every group must match a row; any lexeme of a group will do. */
  groups: Lexeme[][];
  /** Typed words in which a typo may be forgiven: letters only, three or more. */
  fuzzy: string[];
  /** A number typed as one: its prefix ("d", "q", "po") if any, and its value. */
  number: { prefix: string | undefined; value: number } | null;
};

const numberPattern = /^(d|q|po)?\s*-?\s*(\d{1,9})(?:-r\d{1,4})?$/i;
/** A word the vocabulary holds (migration 0018 keeps three to forty letters, no digits). */
const correctable = /^\p{L}{3,40}$/u;

export function searchTermsOf(text: string): SearchTerms {
  const number = numberPattern.exec(text);
  if (number) {
    const prefix = number[1]?.toLowerCase();
    const digits = String(Number(number[2]));
    return {
      groups: [[{ text: `${prefix ?? ""}${digits}`, prefix: true }]],
      fuzzy: [],
      number: { prefix, value: Number(digits) },
    };
  }
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return {
    groups: words.map((word) => [{ text: word, prefix: true }]),
    fuzzy: words.filter((word) => correctable.test(word)),
    number: null,
  };
}

/** Corrections asked per typed word: enough for a name spelt two ways, few enough to stay precise. */
const correctionsPerWord = 3;

/**
 * The terms again with each correctable word widened to the account's words it resembles (pg_trgm
 * similarity at its default threshold, closest first), or null when the vocabulary offers nothing new.
 */
export async function correctedTerms(
  db: Db,
  accountId: string,
  terms: SearchTerms,
): Promise<SearchTerms | null> {
  if (terms.fuzzy.length === 0) return null;
  const lookups = await Promise.all(
    terms.fuzzy.map(async (typed) => {
      const close = await db
        .select({ word: searchWords.word })
        .from(searchWords)
        .where(
          and(eq(searchWords.accountId, accountId), sql`${searchWords.word} % portal_unaccent(${typed})`),
        )
        .orderBy(sql`${searchWords.word} <-> portal_unaccent(${typed})`)
        .limit(correctionsPerWord);
      return [typed, close.map((row) => row.word)] as const;
    }),
  );
  const found = new Map(lookups);
  let widened = false;
  const groups = terms.groups.map((group) => {
    const typed = group[0];
    const corrections = (typed && found.get(typed.text)) ?? [];
    const fresh = corrections.filter((word) => word !== typed?.text);
    if (fresh.length > 0) widened = true;
    return [...group, ...fresh.map((word) => ({ text: word, prefix: false }))];
  });
  return widened ? { ...terms, groups, fuzzy: [] } : null;
}

/** The columns a searched table has for this (migration 0016's vector, and the row's times). */
export type SearchedTable = {
  id: PgColumn;
  searchVector: PgColumn;
  updatedAt: PgColumn;
};

/** Matches looked at per type before ranking: a short prefix may match most of an account. */
export const candidateCap = 500;

/** `('zoe':* | 'zoey') & 'smi':*`, each lexeme quoted, so nothing typed is read as tsquery syntax. */
function tsQuery(terms: SearchTerms): SQL {
  const quote = (lexeme: Lexeme) =>
    `'${lexeme.text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'${lexeme.prefix ? ":*" : ""}`;
  const text = terms.groups.map((group) => `(${group.map(quote).join(" | ")})`).join(" & ");
  return sql`portal_unaccent(${text})::tsquery`;
}

/**
 * The best `limit` matches of `table` within `scope` (the account and what the caller may see), best
 * first, with how many matched (up to candidateCap) as `total`. Up to candidateCap text matches are
 * ranked, plus the row whose number was typed (when `number` names this type's). Join it to the table
 * for the columns to show, and order by `orderOf`.
 */
export function topMatches(
  db: Db,
  {
    table,
    scope,
    terms,
    number,
    limit,
  }: {
    table: SearchedTable;
    scope: SQL | undefined;
    terms: SearchTerms;
    number: { tuid: PgColumn; prefix: string } | null;
    limit: number;
  },
) {
  const query = tsQuery(terms);
  const typed = terms.number;
  const named =
    number !== null && typed !== null && (typed.prefix === undefined || typed.prefix === number.prefix);
  const columns = {
    id: table.id,
    rank: sql<number>`ts_rank(${table.searchVector}, ${query})`.as("rank"),
    exact: (named ? sql<boolean>`${number.tuid} = ${typed.value}` : sql<boolean>`false`).as("exact"),
    updatedAt: table.updatedAt,
  };
  const text = db
    .select(columns)
    .from(table.id.table)
    .where(and(scope, sql`${table.searchVector} @@ ${query}`))
    .limit(candidateCap);
  const candidates = (
    named
      ? union(
          db
            .select(columns)
            .from(table.id.table)
            .where(and(scope, eq(number.tuid, typed.value))),
          text,
        )
      : text
  ).as("candidates");
  return db
    .select({
      id: candidates.id,
      rank: candidates.rank,
      exact: candidates.exact,
      updatedAt: candidates.updatedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number).as("total"),
    })
    .from(candidates)
    .orderBy(...orderOf(candidates))
    .limit(limit)
    .as("top");
}

/** Best first: the typed number, the text rank, the newest, then the id for a stable order. */
export function orderOf(matches: Record<"exact" | "rank" | "updatedAt" | "id", SQLWrapper>): SQL[] {
  return [desc(matches.exact), desc(matches.rank), desc(matches.updatedAt), sql`${matches.id}`];
}
