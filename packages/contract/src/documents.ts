import { documentFileTypes, uploadExtensions, uploadMaxBytes, withoutBidiControls } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { idParamsSchema, intIdParamSchema, okSchema, textSchema } from "./shared.ts";

// A deal's attachments (spec 000 §2 "Attachments", §3 "Deal document"). Files people upload are
// ATTACHMENT documents; the portal's own (e.g. an accepted quote's PDF) are DEAL documents, which
// cannot be renamed or deleted.

export const documentKinds = ["ATTACHMENT", "DEAL"] as const;

export const dealDocumentSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().check(z.int()),
  kind: z.enum(documentKinds),
  /** Derived from mimeType for people: excel, image, pdf, text, word, unknown. */
  fileType: z.enum(documentFileTypes),
  createdAt: z.iso.datetime({ offset: true }),
  /** GET it to download; `?inline=1` shows an image or PDF in the page. */
  downloadUrl: z.string(),
});
export type DealDocument = z.infer<typeof dealDocumentSchema>;

export const uploadLimits = {
  maxBytes: uploadMaxBytes,
  extensions: uploadExtensions,
  field: "file",
} as const;

/** An attachment's name as typed: trimmed, without the bidirectional controls that disguise a file's type. */
export const attachmentNameSchema = textSchema.check(z.overwrite(withoutBidiControls), z.trim());

export const listDealDocuments = defineCall({
  method: "GET",
  path: "/deals/:id/documents",
  summary: "A deal's documents, newest first",
  params: z.object({ id: z.uuid() }),
  response: z.array(dealDocumentSchema),
});

/**
 * Multipart with one `file` part (and an optional `name` field before it). 413 over 25 MB, 415 for an
 * extension not allowed or content that does not match it; nothing is stored on any refusal.
 */
export const uploadDealDocument = defineCall({
  method: "POST",
  path: "/deals/:id/documents",
  summary: "Attach a file to a deal (not on an archived deal)",
  params: z.object({ id: z.uuid() }),
  response: dealDocumentSchema,
});

export const renameDealDocument = defineCall({
  method: "PUT",
  path: "/deal-documents/:id",
  summary: "Rename an attachment (not a DEAL document)",
  params: idParamsSchema,
  body: z.object({ name: attachmentNameSchema.check(z.minLength(1), z.maxLength(255)) }),
  response: dealDocumentSchema,
});

export const deleteDealDocument = defineCall({
  method: "DELETE",
  path: "/deal-documents/:id",
  summary: "Delete an attachment and its file (not a DEAL document)",
  params: idParamsSchema,
  response: okSchema,
});

/** Streams the file (not JSON): Content-Disposition attachment, or inline with `?inline=1`. */
export const downloadDocument = defineCall({
  method: "GET",
  path: "/documents/:id/download",
  summary: "Download a document's file",
  params: idParamsSchema,
  query: z.object({ inline: z.optional(z.enum(["0", "1"])) }),
  produces: "application/octet-stream",
  response: z.unknown(),
});

// The Documents page (spec 000 §2 "Documents page", §3 "Document category", "Document list item",
// "Upload response"; 001 §7 "Documents"): the account's own documents and those its suppliers share.
// The `/old/` calls are the spec's, in its snake_case; `GET /documents` is ours and answers the same
// document entity as the upload, so the page reads one shape.

const timestamp = z.iso.datetime({ offset: true });

/** A product document category (one list for every account). */
export const documentCategorySchema = z.object({
  id: z.number().check(z.int()),
  category: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().check(z.int()),
});
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

/** One of the account's own documents, as the upload answers it (spec's "Upload response" document). */
export const accountDocumentSchema = z.object({
  id: z.number().check(z.int()),
  account_id: z.uuid(),
  created_at: timestamp,
  direct_upload: z.boolean(),
  /** The stored file's extension (lower case, no dot). */
  extension: z.string(),
  /** The file's name as it was uploaded. */
  filename: z.string(),
  mime_type: z.string(),
  name: z.string(),
  size: z.number().check(z.int()),
  /** Derived from mime_type for people: excel, image, pdf, text, word, unknown. */
  type: z.enum(documentFileTypes),
  updated_at: timestamp,
  /** GET it to download (`?inline=1` shows an image or PDF in the page). */
  url: z.string(),
  /** Not in the spec's list: the category it is filed under, or null. */
  document_category_id: z.nullable(z.number().check(z.int())),
});
export type AccountDocument = z.infer<typeof accountDocumentSchema>;

/** A document a supplier shares with its dealers (spec's "Document list item"). */
export const documentListItemSchema = z.object({
  name: z.string(),
  type: z.enum(documentFileTypes),
  created_at: timestamp,
  manufacturer_id: z.number().check(z.int()),
  manufacturer_name: z.string(),
  url: z.string(),
  /** Not in the spec's list: the category the supplier filed it under, or null. */
  document_category_id: z.nullable(z.number().check(z.int())),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

/** The multipart part holding the file of `POST /old/documents`. */
export const documentUploadField = "document";

/** An id sent as a form field: blank means none. */
const formIdSchema = z.union([
  z.pipe(
    z.literal(""),
    z.transform(() => null),
  ),
  intIdParamSchema,
]);

/**
 * The text fields of `POST /old/documents` (multipart, all text; before or after the file). The file's
 * extension, size and content are checked as every upload's (25 MB; 413, 415).
 */
export const documentUploadFieldsSchema = z.object({
  /** The client's id for this upload, answered back (one is made when it sends none). */
  uuid: z.optional(z.uuid()),
  /** What the upload makes: this call makes the account's own documents only. */
  friendly_type: z.optional(z.enum(["document"])),
  /** The name people see; blank takes the file's own name. */
  friendly_name: z.optional(attachmentNameSchema.check(z.maxLength(255))),
  /** An active category of `GET /old/product-document-categories/select`; blank for none. */
  document_category_id: z.optional(formIdSchema),
  /** 1 when a person picked the file (the Documents page), 0 when another system hands it over. */
  directUpload: z.optional(z.enum(["0", "1"])),
});
export type DocumentUploadFields = z.input<typeof documentUploadFieldsSchema>;

export const listDocumentCategories = defineCall({
  method: "GET",
  path: "/old/product-document-categories/select",
  summary:
    "The product document categories, in their order (inactive ones too, for documents filed under them)",
  response: z.object({ data: z.array(documentCategorySchema) }),
});

export const listManufacturerDocuments = defineCall({
  method: "GET",
  path: "/old/manufacturer-documents",
  summary: "The documents the account's suppliers share with it, newest first",
  response: z.object({ data: z.array(documentListItemSchema) }),
});

export const listAccountDocuments = defineCall({
  method: "GET",
  path: "/documents",
  summary: "The account's own documents (the Documents page's), newest first",
  response: z.array(accountDocumentSchema),
});

/**
 * Multipart: the file in `document` and the text fields of documentUploadFieldsSchema. 413 over 25 MB,
 * 415 for an extension not allowed or content that does not match it, 422 for a field; nothing is kept
 * on any refusal. A supplier's own account shares what it uploads with its dealers.
 */
export const uploadDocument = defineCall({
  method: "POST",
  path: "/old/documents",
  summary: "Upload a document to the Documents page",
  response: z.object({ uuid: z.uuid(), document: accountDocumentSchema }),
});

/** The spec's method spoofing: a POST whose body says `_method: "PUT"`. */
export const renameDocument = defineCall({
  method: "POST",
  path: "/old/documents/:id",
  summary: "Rename one of the account's own documents",
  params: idParamsSchema,
  body: z.object({
    _method: z.literal("PUT"),
    name: attachmentNameSchema.check(z.minLength(1), z.maxLength(255)),
  }),
  response: z.object({ data: accountDocumentSchema }),
});
