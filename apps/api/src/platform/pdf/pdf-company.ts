// The dealer's company as its PDFs head them (quotes, sheets, purchase orders): the main company's
// name, contacts, address, the details and logo from the dealer settings, and its time zone for dates.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, dealerSettings, documents } from "../../db/schema/index.ts";
import { together } from "../../db/together.ts";
import { defaultTimeZone } from "../account-time-zone.ts";
import { notFound } from "../errors.ts";
import type { FileStore } from "../files.ts";

export type PdfCompany = {
  name: string;
  email: string;
  phone: string | null;
  addressLines: string[];
  details: string | null;
  /** The company logo as a data URL (PNG or JPEG), or null without one. */
  logo: string | null;
  /** Where the company is, so a PDF's dates are the days its people and customers live in. */
  timeZone: string;
};

/** The logo's bytes as a data URL; a logo whose file is gone leaves the PDFs without one. */
async function logoOf(db: Db, files: FileStore, accountId: string, documentId: number | null) {
  if (documentId === null) return null;
  const [logo] = await db
    .select({ storageKey: documents.storageKey, mimeType: documents.mimeType })
    .from(documents)
    .where(and(eq(documents.accountId, accountId), eq(documents.id, documentId), eq(documents.kind, "LOGO")));
  if (!logo) return null;
  try {
    const { stream } = await files.read(logo.storageKey);
    const bytes = Buffer.concat(await stream.toArray());
    return `data:${logo.mimeType};base64,${bytes.toString("base64")}`;
  } catch {
    return null;
  }
}

export async function companyForPdf(db: Db, files: FileStore, accountId: string): Promise<PdfCompany> {
  const [[company], [settings]] = await together(db, [
    () =>
      db
        .select()
        .from(companies)
        .where(and(eq(companies.accountId, accountId), eq(companies.isMain, true))),
    () =>
      db
        .select({
          details: dealerSettings.companyDetails,
          logoDocumentId: dealerSettings.companyLogoDocumentId,
        })
        .from(dealerSettings)
        .where(eq(dealerSettings.accountId, accountId)),
  ]);
  if (!company) throw notFound();
  const address = company.address;
  return {
    name: company.name,
    email: company.email,
    phone: company.phone,
    addressLines: address
      ? [
          address.line1,
          address.line2,
          [address.suburb, address.state, address.postcode].filter(Boolean).join(" "),
        ].filter((line) => line.trim() !== "")
      : [],
    details: settings?.details ?? null,
    logo: await logoOf(db, files, accountId, settings?.logoDocumentId ?? null),
    timeZone: company.timezone || defaultTimeZone,
  };
}
