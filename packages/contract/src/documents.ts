import { documentFileTypes, uploadExtensions, uploadMaxBytes, withoutBidiControls } from "@portal/domain";
import { z } from "zod";
import { defineCall } from "./call.ts";
import { idParamsSchema, okSchema, textSchema } from "./shared.ts";

// A deal's attachments (spec 000 §2 "Attachments", §3 "Deal document"). Files people upload are
// ATTACHMENT documents; the portal's own (e.g. an accepted quote's PDF) are DEAL documents, which
// cannot be renamed or deleted.

export const documentKinds = ["ATTACHMENT", "DEAL"] as const;

export const dealDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
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
export const attachmentNameSchema = textSchema.overwrite(withoutBidiControls).trim();

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
  body: z.object({ name: attachmentNameSchema.min(1).max(255) }),
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
  query: z.object({ inline: z.enum(["0", "1"]).optional() }),
  response: z.unknown(),
});
