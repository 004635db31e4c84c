// One level of a catalogue import (brands, categories, sub-categories or products): the file's rows
// matched with the supplier's stored rows of that level, the same way for every level.
import type { CatalogueChangeCounts } from "@portal/contract";
import { sameJson } from "@portal/domain";
import { eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import type {
  catalogueBrands,
  catalogueCategories,
  catalogueProducts,
  catalogueSubCategories,
} from "../../db/schema/index.ts";

type LevelTable =
  | typeof catalogueBrands
  | typeof catalogueCategories
  | typeof catalogueSubCategories
  | typeof catalogueProducts;

/** One row the file lists at a level. */
export type ListedRow<Content> = {
  key: string;
  /** What matches it with a stored row: its key, after its parent's id where keys repeat across parents. */
  place: string;
  sortOrder: number;
  /**
   * The columns the file decides: compared with the stored row's, written when they differ. Given
   * this level's ids by place, for a column that points within the level (a product's master).
   */
  content: (ids: ReadonlyMap<string, string>) => Content;
};

export type CatalogueLevel<T extends LevelTable, Content> = {
  table: T;
  scope: { accountId: string; manufacturerId: number };
  now: Date;
  /** A stored row's place, as the listed rows give theirs. */
  placeOf: (row: T["$inferSelect"]) => string;
  listed: readonly ListedRow<Content>[];
  /** Added rows this picks go in before the others (a master before the products that name it). */
  insertFirst?: (content: Content) => boolean;
  /** What a level that keeps versions writes beside the content (products). */
  stamps?: {
    added: () => Partial<T["$inferInsert"]>;
    rewritten: (
      stored: T["$inferSelect"],
      content: Content,
      outcome: "restored" | "changed",
    ) => Partial<T["$inferInsert"]>;
    removed: (stored: T["$inferSelect"]) => Partial<T["$inferInsert"]>;
  };
};

export type SyncedLevel = {
  /** Each listed row's id by place: the stored row's, or a new one. */
  ids: ReadonlyMap<string, string>;
  /** What the file added, changed and left unchanged; `removed` is removeUnlisted's to fill. */
  counts: CatalogueChangeCounts;
  /** Marks the level's live rows the file no longer lists removed; answers how many. */
  removeUnlisted: () => Promise<number>;
};

/** Rows per INSERT: PostgreSQL allows 65,535 parameters in one statement. */
const insertChunk = 500;

/**
 * How a stored row compares with the file's: `same` leaves it alone, `moved` only rewrites its place
 * in the list (not counted: inserting a row moves every row after it), `changed` rewrites it.
 */
function compare(
  stored: { removedAt: Date | null; sortOrder: number },
  sortOrder: number,
  sameContent: boolean,
): "restored" | "changed" | "moved" | "same" {
  if (stored.removedAt) return "restored";
  if (!sameContent) return "changed";
  return stored.sortOrder === sortOrder ? "same" : "moved";
}

/**
 * Adds the level's new rows and rewrites its changed, moved and restored ones (all inserts first,
 * masters before the rest, then the updates), leaving its unlisted rows to removeUnlisted: the import
 * removes children before their parents, after every level is in.
 */
export async function syncCatalogueLevel<T extends LevelTable, Content extends Partial<T["$inferSelect"]>>(
  tx: Db,
  level: CatalogueLevel<T, Content>,
): Promise<SyncedLevel> {
  const { table, scope, now, stamps } = level;
  // Drizzle cannot type a query on a table chosen by the caller; the level's types check what goes in.
  const query: PgTable = table;
  const stored = (await tx
    .select()
    .from(query)
    .where(eq(table.manufacturerId, scope.manufacturerId))) as T["$inferSelect"][];
  const byPlace = new Map(stored.map((row) => [level.placeOf(row), row]));
  const ids = new Map(level.listed.map((row) => [row.place, byPlace.get(row.place)?.id ?? newId()]));
  const counts: CatalogueChangeCounts = { added: 0, changed: 0, removed: 0, unchanged: 0 };
  const insertsFirst: object[] = [];
  const inserts: object[] = [];
  const updates: { id: string; values: object }[] = [];
  for (const listed of level.listed) {
    const row = byPlace.get(listed.place);
    const id = ids.get(listed.place) ?? newId();
    const { key, sortOrder } = listed;
    const content = listed.content(ids);
    if (!row) {
      counts.added += 1;
      const values = { ...scope, ...content, id, key, sortOrder, ...stamps?.added() };
      (level.insertFirst?.(content) ? insertsFirst : inserts).push(values);
      continue;
    }
    const fields = Object.keys(content) as (keyof Content & keyof T["$inferSelect"])[];
    const outcome = compare(
      row,
      sortOrder,
      fields.every((field) => sameJson(row[field], content[field])),
    );
    if (outcome === "restored") counts.added += 1;
    else if (outcome === "changed") counts.changed += 1;
    else counts.unchanged += 1;
    if (outcome === "moved") updates.push({ id, values: { sortOrder } });
    else if (outcome !== "same") {
      const stamped = stamps?.rewritten(row, content, outcome);
      updates.push({ id, values: { ...content, ...stamped, sortOrder, removedAt: null } });
    }
  }
  for (const rows of [insertsFirst, inserts]) {
    for (let start = 0; start < rows.length; start += insertChunk) {
      await tx.insert(query).values(rows.slice(start, start + insertChunk));
    }
  }
  for (const update of updates) {
    await tx.update(query).set(update.values).where(eq(table.id, update.id));
  }

  const removeUnlisted = async (): Promise<number> => {
    const gone = stored.filter((row) => row.removedAt === null && !ids.has(level.placeOf(row)));
    if (gone.length === 0) return 0;
    if (stamps) {
      // Each row's own stamp, so one statement a row.
      for (const row of gone) {
        await tx
          .update(query)
          .set({ ...stamps.removed(row), removedAt: now })
          .where(eq(table.id, row.id));
      }
    } else {
      const goneIds = gone.map((row) => row.id);
      await tx.update(query).set({ removedAt: now }).where(inArray(table.id, goneIds));
    }
    return gone.length;
  };
  return { ids, counts, removeUnlisted };
}
