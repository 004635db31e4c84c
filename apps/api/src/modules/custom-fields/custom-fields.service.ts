// Custom deal fields ("udfs"): a key derived once from the name, a type fixed at creation, archived not deleted.
import type {
  CustomField,
  createCustomField as createCustomFieldCall,
  updateCustomField as updateCustomFieldCall,
} from "@portal/contract";
import { slugify, uniqueSlug } from "@portal/domain";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { customFields } from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";

type CustomFieldRow = typeof customFields.$inferSelect;
export type NewCustomField = z.output<NonNullable<(typeof createCustomFieldCall)["body"]>>;
export type CustomFieldUpdate = z.output<NonNullable<(typeof updateCustomFieldCall)["body"]>>;

/** Where a deal keeps the field's value. */
export const customFieldPath = (key: string) => `udfs.${key}`;

export function toCustomField(row: CustomFieldRow): CustomField {
  return {
    id: row.id,
    name: row.name,
    path: customFieldPath(row.key),
    type: row.type,
    required: row.required,
  };
}

/**
 * A key for `name` not in `taken`: the name's slug with underscores ("Lead source" → lead_source), then
 * lead_source_2, … Slugs never contain underscores, so the two spellings map one to one.
 */
export function customFieldKey(name: string, taken: Iterable<string>): string {
  const takenSlugs = new Set([...taken].map((key) => key.replaceAll("_", "-")));
  return uniqueSlug(slugify(name) ? name : "field", takenSlugs).replaceAll("-", "_");
}

const live = (accountId: string) =>
  and(eq(customFields.accountId, accountId), isNull(customFields.archivedAt));

export async function listCustomFields(db: Db, accountId: string): Promise<CustomField[]> {
  const rows = await db
    .select()
    .from(customFields)
    .where(live(accountId))
    .orderBy(asc(customFields.createdAt), asc(customFields.id));
  return rows.map(toCustomField);
}

export async function createCustomField(
  db: Db,
  accountId: string,
  input: NewCustomField,
  now: Date,
): Promise<CustomField> {
  return db.transaction(async (tx) => {
    // Two fields of the same name created at once must not pick the same key.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`custom_fields:${accountId}`}))`);
    // Archived fields keep their keys: deals still hold values under them.
    const taken = await tx
      .select({ key: customFields.key })
      .from(customFields)
      .where(eq(customFields.accountId, accountId));
    const [row] = await tx
      .insert(customFields)
      .values({
        id: newId(),
        accountId,
        name: input.name,
        key: customFieldKey(
          input.name,
          taken.map((field) => field.key),
        ),
        type: input.type,
        required: input.required,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("custom field not stored");
    return toCustomField(row);
  });
}

/** Name and required only: the type and the key never change. Archived fields are gone for settings (404). */
export async function updateCustomField(
  db: Db,
  { accountId, id, update, now }: { accountId: string; id: string; update: CustomFieldUpdate; now: Date },
): Promise<CustomField> {
  const [row] = await db
    .update(customFields)
    .set({ name: update.name, required: update.required, updatedAt: now })
    .where(and(live(accountId), eq(customFields.id, id)))
    .returning();
  if (!row) throw notFound();
  return toCustomField(row);
}

export async function archiveCustomField(db: Db, accountId: string, id: string, now: Date): Promise<void> {
  const archived = await db
    .update(customFields)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(live(accountId), eq(customFields.id, id)))
    .returning({ id: customFields.id });
  if (archived.length === 0) throw notFound();
}
