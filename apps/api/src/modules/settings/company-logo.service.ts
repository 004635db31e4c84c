// The company logo every PDF shows: uploaded as a LOGO document (PNG or JPEG, checked like any upload),
// named in dealer settings. A new one replaces the one before; removing it deletes its file.
import type { companyLogoSchema } from "@portal/contract";
import { logoExtension, logoMaxBytes, mimeTypeByExtension } from "@portal/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { dealerSettings, documents } from "../../db/schema/index.ts";
import { AppError } from "../../platform/errors.ts";
import type { FileStore } from "../../platform/files.ts";
import type { FileUpload } from "../../platform/uploads.ts";
import { storeUpload } from "../documents/documents.service.ts";

type CompanyLogo = z.infer<typeof companyLogoSchema>;

/** Where the web app shows the logo (the signed-in download, inline). */
export function logoUrl(documentId: number | null): string | null {
  return documentId === null ? null : `/api/documents/${documentId}/download?inline=1`;
}

const answer = (documentId: number | null): CompanyLogo => ({
  companyLogoDocumentId: documentId,
  companyLogoDocumentUrl: logoUrl(documentId),
});

/** The account's settings row, locked, with its current logo (the row is made when missing). */
async function lockSettings(tx: Db, accountId: string): Promise<number | null> {
  await tx.insert(dealerSettings).values({ accountId }).onConflictDoNothing();
  const [row] = await tx
    .select({ logoId: dealerSettings.companyLogoDocumentId })
    .from(dealerSettings)
    .where(eq(dealerSettings.accountId, accountId))
    .for("update");
  return row?.logoId ?? null;
}

/** Deletes a LOGO document's row; answers its file's key, for deleting once the change is committed. */
async function removeLogoRow(tx: Db, accountId: string, documentId: number): Promise<string | null> {
  const [removed] = await tx
    .delete(documents)
    .where(and(eq(documents.accountId, accountId), eq(documents.id, documentId), eq(documents.kind, "LOGO")))
    .returning({ storageKey: documents.storageKey });
  return removed?.storageKey ?? null;
}

export async function uploadCompanyLogo(
  db: Db,
  files: FileStore,
  { who, upload, now }: { who: { accountId: string; employeeId: number }; upload: FileUpload; now: Date },
): Promise<CompanyLogo> {
  const { accountId } = who;
  const stored = await storeUpload(files, accountId, upload, {
    extensionOf: logoExtension,
    maxBytes: logoMaxBytes,
    wrongType: () => new AppError("LOGO_WRONG_TYPE"),
    tooLarge: () => new AppError("LOGO_TOO_LARGE"),
  });
  let replaced: string | null = null;
  let documentId: number;
  try {
    documentId = await db.transaction(async (tx) => {
      const previous = await lockSettings(tx, accountId);
      const [inserted] = await tx
        .insert(documents)
        .values({
          accountId,
          dealId: null,
          kind: "LOGO",
          name: (upload.fileName.trim() || `logo.${stored.extension}`).slice(0, 255),
          mimeType: mimeTypeByExtension[stored.extension],
          size: stored.size,
          storageKey: stored.storageKey,
          createdAt: now,
          createdBy: who.employeeId,
        })
        .returning({ id: documents.id });
      if (!inserted) throw new Error("logo insert returned nothing");
      await tx
        .update(dealerSettings)
        .set({ companyLogoDocumentId: inserted.id, updatedAt: now })
        .where(eq(dealerSettings.accountId, accountId));
      if (previous !== null) replaced = await removeLogoRow(tx, accountId, previous);
      return inserted.id;
    });
  } catch (error) {
    await files.delete(stored.storageKey);
    throw error;
  }
  if (replaced) await files.delete(replaced);
  return answer(documentId);
}

export async function deleteCompanyLogo(
  db: Db,
  files: FileStore,
  accountId: string,
  now: Date,
): Promise<CompanyLogo> {
  const removed = await db.transaction(async (tx) => {
    const previous = await lockSettings(tx, accountId);
    if (previous === null) return null;
    await tx
      .update(dealerSettings)
      .set({ companyLogoDocumentId: null, updatedAt: now })
      .where(eq(dealerSettings.accountId, accountId));
    return removeLogoRow(tx, accountId, previous);
  });
  if (removed) await files.delete(removed);
  return answer(null);
}
