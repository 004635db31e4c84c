// What the quote PDFs show, gathered once: the dealer's company, the customer, the quote.
import type { Quote } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companies, contacts, dealerSettings, deals, documents, quotes } from "../../../db/schema/index.ts";
import { notFound } from "../../../platform/errors.ts";
import type { FileStore } from "../../../platform/files.ts";
import { getQuote } from "../quotes.service.ts";

export type PdfData = {
  quote: Quote;
  company: {
    name: string;
    email: string;
    phone: string | null;
    addressLines: string[];
    details: string | null;
    /** The company logo as a data URL (PNG or JPEG), or null without one. */
    logo: string | null;
  };
  customer: { name: string; email: string | null; phone: string | null } | null;
  deal: { name: string; sidemark: string | null };
  bindingText: string | null;
  signature: string | null;
  acceptedAt: Date | null;
  locale: string;
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

export async function pdfData(
  db: Db,
  files: FileStore,
  accountId: string,
  quoteId: string,
): Promise<PdfData> {
  const quote = await getQuote(db, accountId, quoteId);
  const [row] = await db
    .select({ signature: quotes.signature, acceptedAt: quotes.acceptedAt })
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), eq(quotes.id, quoteId)));
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.accountId, accountId), eq(companies.isMain, true)));
  const [settings] = await db.select().from(dealerSettings).where(eq(dealerSettings.accountId, accountId));
  const [deal] = await db
    .select({ name: deals.name, sidemark: deals.sidemark, contactId: deals.contactId })
    .from(deals)
    .where(and(eq(deals.accountId, accountId), eq(deals.id, quote.context.deal.id)));
  if (!company || !deal) throw notFound();
  const [contact] = deal.contactId
    ? await db
        .select({ name: contacts.name, email: contacts.email, phone: contacts.phone })
        .from(contacts)
        .where(and(eq(contacts.accountId, accountId), eq(contacts.id, deal.contactId)))
    : [];
  const address = company.address;
  return {
    quote,
    company: {
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
      details: settings?.companyDetails ?? null,
      logo: await logoOf(db, files, accountId, settings?.companyLogoDocumentId ?? null),
    },
    customer: contact ?? null,
    deal: { name: deal.name, sidemark: deal.sidemark },
    bindingText: settings?.bindingText ?? null,
    signature: row?.signature ?? null,
    acceptedAt: row?.acceptedAt ?? null,
    locale: "en-AU",
  };
}
