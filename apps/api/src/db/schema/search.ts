// Global search columns (issue 13): per searched table, a generated tsvector (the `simple` configuration
// over unaccented, lower-cased text) and the same text for pg_trgm. Their GIN indexes sit on each table.
// `portal_unaccent` is migration 0016's IMMUTABLE wrapper of unaccent (a generated column needs one).
import { type SQL, sql } from "drizzle-orm";
import { customType, text } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** `'a' || ' ' || 'b'`, each part null-safe: the unaccented, lower-cased text one row is found by. */
function searchText(parts: string[]): SQL {
  return sql.raw(
    `portal_unaccent(lower(${parts.map((part) => `coalesce(${part}, '')`).join(` || ' ' || `)}))`,
  );
}

/** The two generated columns for a table searched by these SQL expressions (column names, quoted). */
export function searchColumns(parts: string[]) {
  return {
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, ${searchText(parts)})`,
    ),
    searchText: text("search_text").generatedAlwaysAs(searchText(parts)),
  };
}
