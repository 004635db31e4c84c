// A deal's documents: upload (checked before anything is kept), list, rename, delete, download.
import { randomUUID } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import type { DealDocument } from "@portal/contract";
import {
  contentMatchesExtension,
  documentFileType,
  mimeTypeByExtension,
  type UploadExtension,
  uploadExtension,
  uploadExtensions,
  uploadMaxBytes,
  withoutBidiControls,
} from "@portal/domain";
import { and, desc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { dealerManufacturers, documents, manufacturers } from "../../db/schema/index.ts";
import { AppError, forbidden, notFound, validationFailed } from "../../platform/errors.ts";
import type { FileStore, StoredFile } from "../../platform/files.ts";
import { type FileUpload, fileTooLarge, uploadFieldCodes } from "../../platform/uploads.ts";
import { findDeal, lockWritableDeal, refuseArchived } from "../deals/deal-rows.ts";

type DocumentRow = typeof documents.$inferSelect;
type Who = { accountId: string; employeeId: number };

/** How much of a file's start is checked against its extension (text files: no NUL byte in it). */
const headBytes = 4096;
const nameMaxLength = 255;

const tooLarge = () => fileTooLarge(uploadMaxBytes);
const wrongType = () =>
  new AppError("FILE_TYPE_NOT_ALLOWED", { params: { allowed: uploadExtensions.join(", ") } });

/** What every document upload may be (spec 001 §5 "Uploads"): the extensions and 25 MB. */
export const documentUploadRules = {
  extensionOf: uploadExtension,
  maxBytes: uploadMaxBytes,
  wrongType,
  tooLarge,
};
const contentMismatch = () => new AppError("FILE_CONTENT_MISMATCH");
const cannotChange = () => new AppError("DOCUMENT_LOCKED");

export function toDealDocument(row: DocumentRow): DealDocument {
  return {
    id: row.id,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    // A deal holds attachments and its own DEAL documents; a LOGO belongs to no deal.
    kind: row.kind === "DEAL" ? "DEAL" : "ATTACHMENT",
    fileType: documentFileType(row.mimeType),
    createdAt: row.createdAt.toISOString(),
    downloadUrl: `/api/documents/${row.id}/download`,
  };
}

export async function listDealDocuments(db: Db, accountId: string, dealId: string): Promise<DealDocument[]> {
  await findDeal(db, accountId, dealId);
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.accountId, accountId), eq(documents.dealId, dealId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(toDealDocument);
}

/**
 * Passes the file through once its first bytes fit the extension; fails with 415 when they do not, with
 * 413 when the upload stopped at the size limit and with 422 when it has no bytes at all, so the store
 * keeps nothing in any of these cases.
 */
class UploadCheck extends Transform {
  private head: Buffer = Buffer.alloc(0);
  private checked = false;

  constructor(
    private readonly extension: UploadExtension,
    private readonly upload: Pick<FileUpload, "field" | "truncated">,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.checked) {
      callback(null, chunk);
      return;
    }
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < headBytes) {
      callback();
      return;
    }
    this.checkHead(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.upload.truncated()) {
      callback(tooLarge());
      return;
    }
    // Before the content check: an empty file of a type with a signature would otherwise be a 415.
    if (!this.checked && this.head.length === 0) {
      callback(validationFailed({ [this.upload.field]: [uploadFieldCodes.empty] }));
      return;
    }
    if (this.checked) {
      callback();
      return;
    }
    this.checkHead(callback);
  }

  private checkHead(callback: TransformCallback): void {
    this.checked = true;
    if (!contentMatchesExtension(this.extension, this.head.subarray(0, headBytes))) {
      callback(contentMismatch());
      return;
    }
    const head = this.head;
    this.head = Buffer.alloc(0);
    callback(null, head);
  }
}

/** A name for people: the one typed, else the file's own, without bidirectional controls; at most 255 characters. */
export function documentName(typed: string | undefined, fileName: string): string {
  const name = withoutBidiControls(typed ?? "").trim() || withoutBidiControls(fileName).trim() || "file";
  return name.slice(0, nameMaxLength);
}

/**
 * Writes an upload to the file store once its extension is one `extensionOf` accepts, its content
 * matches that extension, it is neither empty nor larger than `maxBytes` and no second file follows it;
 * nothing is kept on any refusal.
 */
export async function storeUpload<E extends UploadExtension>(
  files: FileStore,
  accountId: string,
  upload: FileUpload,
  rules: {
    extensionOf: (fileName: string) => E | null;
    maxBytes: number;
    wrongType: () => AppError;
    tooLarge: () => AppError;
  },
): Promise<{ storageKey: string; extension: E; size: number }> {
  const extension = rules.extensionOf(upload.fileName);
  if (!extension) {
    upload.stream.resume();
    throw rules.wrongType();
  }
  const storageKey = `${accountId}/${randomUUID()}.${extension}`;
  let size: number;
  try {
    ({ size } = await files.write(storageKey, upload.stream, new UploadCheck(extension, upload)));
  } catch (error) {
    // Read what is left so the request completes before the answer.
    upload.stream.resume();
    if (upload.truncated()) throw rules.tooLarge();
    throw error;
  }
  if (size > rules.maxBytes) {
    await files.delete(storageKey);
    throw rules.tooLarge();
  }
  try {
    await upload.rest();
  } catch (error) {
    await files.delete(storageKey);
    throw error;
  }
  return { storageKey, extension, size };
}

/**
 * Stores an uploaded file as an ATTACHMENT of the deal. Refusals (archived deal, extension, size,
 * content) happen before anything is kept; a failure after the file is written removes it again.
 */
export async function uploadDealDocument(
  db: Db,
  files: FileStore,
  { who, dealId, upload, now }: { who: Who; dealId: string; upload: FileUpload; now: Date },
): Promise<DealDocument> {
  const { accountId } = who;
  try {
    refuseArchived(await findDeal(db, accountId, dealId));
  } catch (error) {
    upload.stream.resume();
    throw error;
  }
  const { storageKey, extension, size } = await storeUpload(files, accountId, upload, documentUploadRules);
  try {
    const row = await db.transaction(async (tx) => {
      await lockWritableDeal(tx, accountId, dealId);
      const [inserted] = await tx
        .insert(documents)
        .values({
          accountId,
          dealId,
          kind: "ATTACHMENT",
          name: documentName(upload.fields.name, upload.fileName),
          // Never the browser's type: the one that belongs to the checked extension.
          mimeType: mimeTypeByExtension[extension],
          size,
          storageKey,
          createdAt: now,
          createdBy: who.employeeId,
        })
        .returning();
      if (!inserted) throw new Error("document insert returned nothing");
      return inserted;
    });
    return toDealDocument(row);
  } catch (error) {
    await files.delete(storageKey);
    throw error;
  }
}

/** A deal document for a write: the account's (404), an ATTACHMENT (403), its deal writable (403). */
async function lockChangeableDocument(tx: Db, accountId: string, documentId: number): Promise<DocumentRow> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.accountId, accountId), eq(documents.id, documentId), isNotNull(documents.dealId)))
    .for("update");
  if (!row?.dealId) throw notFound();
  await lockWritableDeal(tx, accountId, row.dealId);
  if (row.kind !== "ATTACHMENT") throw cannotChange();
  return row;
}

export async function renameDealDocument(
  db: Db,
  accountId: string,
  documentId: number,
  name: string,
): Promise<DealDocument> {
  return db.transaction(async (tx) => {
    await lockChangeableDocument(tx, accountId, documentId);
    const [row] = await tx
      .update(documents)
      .set({ name })
      .where(and(eq(documents.accountId, accountId), eq(documents.id, documentId)))
      .returning();
    if (!row) throw notFound();
    return toDealDocument(row);
  });
}

export async function deleteDealDocument(
  db: Db,
  files: FileStore,
  accountId: string,
  documentId: number,
): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const found = await lockChangeableDocument(tx, accountId, documentId);
    await tx.delete(documents).where(and(eq(documents.accountId, accountId), eq(documents.id, documentId)));
    return found;
  });
  // After the commit: a file without a row is harmless, a row without its file is not.
  await files.delete(row.storageKey);
}

export type Download = StoredFile & {
  mimeType: string;
  /** The name people see, ending with the stored file's extension. */
  fileName: string;
  inline: boolean;
};

const inlineTypes = /^(image\/(png|jpeg)|application\/pdf)$/;

/** The extension of the stored file (its key ends with it). */
export function storedExtension(storageKey: string): string {
  return storageKey.slice(storageKey.lastIndexOf(".") + 1);
}

/** The name a download gets: the document's, ending with the stored file's extension. */
export function downloadFileName(name: string, storageKey: string): string {
  const extension = storedExtension(storageKey);
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}

/**
 * A supplier's DOCUMENT that this dealer may read: shared by a supplier the dealer is linked to
 * (dealer_manufacturers), and kept in that supplier's own account.
 */
export function sharedWithDealer(accountId: string): SQL {
  return sql`(${documents.kind} = 'DOCUMENT' and exists (
    select 1 from ${dealerManufacturers}
    join ${manufacturers} on ${manufacturers.id} = ${dealerManufacturers.manufacturerId}
    where ${dealerManufacturers.accountId} = ${accountId}
      and ${dealerManufacturers.manufacturerId} = ${documents.manufacturerId}
      and ${manufacturers.accountId} = ${documents.accountId}))`;
}

/**
 * The file of one of the account's documents, or of a supplier's document shared with it (404
 * otherwise). Deal documents need the Deals feature. Inline only for images and PDFs; everything else
 * downloads as an attachment.
 */
export async function openDocument(
  db: Db,
  files: FileStore,
  {
    who,
    documentId,
    wantInline,
  }: { who: { accountId: string; canSeeDeals: boolean }; documentId: number; wantInline: boolean },
): Promise<Download> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        or(eq(documents.accountId, who.accountId), sharedWithDealer(who.accountId)),
      ),
    );
  if (!row) throw notFound();
  if (row.dealId !== null && !who.canSeeDeals) throw forbidden();
  const fileName = downloadFileName(row.name, row.storageKey);
  let stored: StoredFile;
  try {
    stored = await files.read(row.storageKey);
  } catch {
    throw notFound();
  }
  return {
    ...stored,
    mimeType: row.mimeType,
    fileName,
    inline: wantInline && inlineTypes.test(row.mimeType),
  };
}

/** RFC 6266 with an RFC 5987 `filename*` for any name, and a plain ASCII `filename` for old clients. */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const inlineContentSecurityPolicy =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
