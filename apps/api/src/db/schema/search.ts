// Global search columns (issue 13): per searched table, a generated tsvector (the `simple` configuration
// over unaccented, lower-cased text) with its GIN index on the table. Typos are forgiven through the
// account's vocabulary (search-words.ts). `portal_unaccent` is migration 0016's IMMUTABLE wrapper of
// unaccent (a generated column needs one). The GIN indexes lead with account_id (btree_gin) and have
// fastupdate off: with it on, every search reads the unmerged pending list (up to 4 MB) too, which cost
// ~100 ms a search after a bulk insert; a dealer's writes are few, so they pay the merge instead.
import { type SQL, sql } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** `'a' || ' ' || 'b'`, each part null-safe: the unaccented, lower-cased text one row is found by. */
function searchText(parts: string[]): SQL {
  return sql.raw(
    `portal_unaccent(lower(${parts.map((part) => `coalesce(${part}, '')`).join(` || ' ' || `)}))`,
  );
}

/** The generated column for a table searched by these SQL expressions (column names, quoted). */
export function searchColumns(parts: string[]) {
  return {
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, ${searchText(parts)})`,
    ),
  };
}
