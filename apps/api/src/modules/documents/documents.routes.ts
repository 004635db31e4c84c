import {
  deleteDealDocument,
  documentUploadField,
  downloadDocument,
  listAccountDocuments,
  listDealDocuments,
  listDocumentCategories,
  listManufacturerDocuments,
  renameDealDocument,
  renameDocument,
  uploadDealDocument,
  uploadDocument,
  uploadLimits,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { featuresOf } from "../../platform/access.ts";
import { ok, registerCall } from "../../platform/route.ts";
import { readFileUpload } from "../../platform/uploads.ts";
import * as accountDocuments from "./account-documents.service.ts";
import * as documents from "./documents.service.ts";

export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const { db, files, now } = app.deps;
  const view = { access: "deals.view" } as const;
  const edit = { access: "deals.edit" } as const;

  registerCall(
    app,
    listDealDocuments,
    async ({ auth, params }) => documents.listDealDocuments(db, auth.accountId, params.id),
    view,
  );
  registerCall(
    app,
    uploadDealDocument,
    async ({ auth, params, request }) => {
      const upload = await readFileUpload(request, {
        field: uploadLimits.field,
        maxBytes: uploadLimits.maxBytes,
      });
      return documents.uploadDealDocument(db, files, { who: auth, dealId: params.id, upload, now: now() });
    },
    edit,
  );
  registerCall(
    app,
    renameDealDocument,
    async ({ auth, params, body }) => documents.renameDealDocument(db, auth.accountId, params.id, body.name),
    edit,
  );
  registerCall(
    app,
    deleteDealDocument,
    async ({ auth, params }) => {
      await documents.deleteDealDocument(db, files, auth.accountId, params.id);
      return ok;
    },
    edit,
  );
  // Signed in is enough for the route (the Documents page is always there); a deal's file needs Deals.
  registerCall(
    app,
    downloadDocument,
    async ({ auth, params, query, reply }) => {
      const file = await documents.openDocument(db, files, {
        who: { accountId: auth.accountId, canSeeDeals: featuresOf(auth).Deals },
        documentId: params.id,
        wantInline: query.inline === "1",
      });
      reply
        .header("content-type", file.mimeType)
        .header("content-length", String(file.size))
        .header("x-content-type-options", "nosniff")
        .header(
          "content-disposition",
          documents.contentDisposition(file.inline ? "inline" : "attachment", file.fileName),
        )
        .header("cache-control", "private, no-store");
      if (file.inline) reply.header("content-security-policy", documents.inlineContentSecurityPolicy);
      return reply.send(file.stream);
    },
    { access: "session" },
  );

  // The Documents page is always there (spec 001 §6): signed in is enough for every call of it.
  const session = { access: "session" } as const;
  registerCall(
    app,
    listDocumentCategories,
    async () => ({ data: await accountDocuments.listDocumentCategories(db) }),
    session,
  );
  registerCall(
    app,
    listAccountDocuments,
    async ({ auth }) => accountDocuments.listAccountDocuments(db, auth.accountId),
    session,
  );
  registerCall(
    app,
    listManufacturerDocuments,
    async ({ auth }) => ({ data: await accountDocuments.listManufacturerDocuments(db, auth.accountId) }),
    session,
  );
  registerCall(
    app,
    uploadDocument,
    async ({ auth, request }) => {
      const upload = await readFileUpload(request, {
        field: documentUploadField,
        maxBytes: uploadLimits.maxBytes,
      });
      return accountDocuments.uploadAccountDocument(db, files, { who: auth, upload, now: now() });
    },
    session,
  );
  registerCall(
    app,
    renameDocument,
    async ({ auth, params, body }) => ({
      data: await accountDocuments.renameAccountDocument(db, {
        accountId: auth.accountId,
        documentId: params.id,
        name: body.name,
        now: now(),
      }),
    }),
    session,
  );
}
