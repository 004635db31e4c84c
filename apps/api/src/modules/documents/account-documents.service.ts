// The Documents page (spec 000 §2): the account's own documents (upload, list, rename), the documents its
// suppliers share with it, and the categories documents are filed under. Uploads go through the same
// store and content check as a deal's attachments (documents.service.ts's storeUpload).
import { randomUUID } from "node:crypto";
import {
  type AccountDocument,
  type DocumentCategory,
  type DocumentListItem,
  documentUploadFieldsSchema,
  type FieldProblem,
  fieldProblemOf,
} from "@portal/contract";
import { documentFileType, mimeTypeByExtension } from "@portal/domain";
import { and, asc, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { accounts, documents, manufacturers, productDocumentCategories } from "../../db/schema/index.ts";
import { notFound, validationFailed } from "../../platform/errors.ts";
import type { FileStore } from "../../platform/files.ts";
import type { FileUpload } from "../../platform/uploads.ts";
import {
  documentName,
  documentUploadRules,
  downloadFileName,
  sharedWithDealer,
  storedExtension,
  storeUpload,
} from "./documents.service.ts";

type DocumentRow = typeof documents.$inferSelect;
type UploadFields = z.output<typeof documentUploadFieldsSchema>;

const downloadUrl = (id: number) => `/api/documents/${id}/download`;

export function toAccountDocument(row: DocumentRow): AccountDocument {
  return {
    id: row.id,
    account_id: row.accountId,
    created_at: row.createdAt.toISOString(),
    direct_upload: row.directUpload,
    extension: storedExtension(row.storageKey),
    filename: row.fileName ?? downloadFileName(row.name, row.storageKey),
    mime_type: row.mimeType,
    name: row.name,
    size: row.size,
    type: documentFileType(row.mimeType),
    updated_at: row.updatedAt.toISOString(),
    url: downloadUrl(row.id),
    document_category_id: row.categoryId,
  };
}

/** Every category in its order; inactive ones too, so a document filed under one still names it. */
export async function listDocumentCategories(db: Db): Promise<DocumentCategory[]> {
  const rows = await db
    .select()
    .from(productDocumentCategories)
    .orderBy(asc(productDocumentCategories.sortOrder), asc(productDocumentCategories.id));
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    is_active: row.isActive,
    sort_order: row.sortOrder,
  }));
}

/** The account's own documents (kind DOCUMENT), newest first. */
export async function listAccountDocuments(db: Db, accountId: string): Promise<AccountDocument[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.accountId, accountId), eq(documents.kind, "DOCUMENT")))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(toAccountDocument);
}

/** The documents of every supplier the dealer is linked to, newest first. */
export async function listManufacturerDocuments(db: Db, accountId: string): Promise<DocumentListItem[]> {
  const rows = await db
    .select({
      id: documents.id,
      name: documents.name,
      mimeType: documents.mimeType,
      createdAt: documents.createdAt,
      categoryId: documents.categoryId,
      manufacturerId: manufacturers.id,
      manufacturerName: manufacturers.name,
    })
    .from(documents)
    .innerJoin(manufacturers, eq(manufacturers.id, documents.manufacturerId))
    .where(sharedWithDealer(accountId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map((row) => ({
    name: row.name,
    type: documentFileType(row.mimeType),
    created_at: row.createdAt.toISOString(),
    manufacturer_id: row.manufacturerId,
    manufacturer_name: row.manufacturerName,
    url: downloadUrl(row.id),
    document_category_id: row.categoryId,
  }));
}

/** The upload's text fields, or a 422 naming each bad one. */
function parseUploadFields(fields: Record<string, string>): UploadFields {
  const parsed = documentUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems: Record<string, FieldProblem[]> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join(".") || "_";
    problems[path] = [...(problems[path] ?? []), fieldProblemOf(issue, fields[path] === undefined)];
  }
  throw validationFailed(problems);
}

/** 422 unless the category exists and is active (an inactive one stays on what was filed under it). */
async function requireActiveCategory(db: Db, categoryId: number): Promise<void> {
  const [row] = await db
    .select({ id: productDocumentCategories.id })
    .from(productDocumentCategories)
    .where(and(eq(productDocumentCategories.id, categoryId), eq(productDocumentCategories.isActive, true)));
  if (!row) throw validationFailed({ document_category_id: "INVALID_VALUE" });
}

/**
 * The supplier a supplier's own account (MANUFACTURER) shares its uploads as, or null for a dealer. A
 * supplier account holds its one supplier; should it hold more, the first.
 */
async function supplierOf(db: Db, accountId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .innerJoin(accounts, eq(accounts.id, manufacturers.accountId))
    .where(and(eq(manufacturers.accountId, accountId), eq(accounts.kind, "MANUFACTURER")))
    .orderBy(asc(manufacturers.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Stores an upload as one of the account's documents. Fields sent before the file are checked before it
 * is read; those after it once it is stored (the spec lists `document` first), and a refusal then
 * removes the file again, so nothing is kept on any refusal.
 */
export async function uploadAccountDocument(
  db: Db,
  files: FileStore,
  { who, upload, now }: { who: { accountId: string; employeeId: number }; upload: FileUpload; now: Date },
): Promise<{ uuid: string; document: AccountDocument }> {
  const { accountId } = who;
  try {
    const early = parseUploadFields(upload.fields);
    if (early.document_category_id) await requireActiveCategory(db, early.document_category_id);
  } catch (error) {
    upload.stream.resume();
    throw error;
  }
  const stored = await storeUpload(files, accountId, upload, documentUploadRules);
  try {
    const fields = parseUploadFields(upload.fields);
    const categoryId = fields.document_category_id ?? null;
    if (categoryId !== null) await requireActiveCategory(db, categoryId);
    const [row] = await db
      .insert(documents)
      .values({
        accountId,
        kind: "DOCUMENT",
        manufacturerId: await supplierOf(db, accountId),
        categoryId,
        name: documentName(fields.friendly_name, upload.fileName),
        fileName: upload.fileName.slice(0, 255) || `file.${stored.extension}`,
        // Never the browser's type: the one that belongs to the checked extension.
        mimeType: mimeTypeByExtension[stored.extension],
        size: stored.size,
        storageKey: stored.storageKey,
        directUpload: fields.directUpload === "1",
        createdAt: now,
        updatedAt: now,
        createdBy: who.employeeId,
      })
      .returning();
    if (!row) throw new Error("document insert returned nothing");
    return { uuid: fields.uuid ?? randomUUID(), document: toAccountDocument(row) };
  } catch (error) {
    await files.delete(stored.storageKey);
    throw error;
  }
}

/** Renames one of the account's own documents; anything else (another account's, a deal's) is a 404. */
export async function renameAccountDocument(
  db: Db,
  { accountId, documentId, name, now }: { accountId: string; documentId: number; name: string; now: Date },
): Promise<AccountDocument> {
  const [row] = await db
    .update(documents)
    .set({ name, updatedAt: now })
    .where(
      and(eq(documents.accountId, accountId), eq(documents.id, documentId), eq(documents.kind, "DOCUMENT")),
    )
    .returning();
  if (!row) throw notFound();
  return toAccountDocument(row);
}
