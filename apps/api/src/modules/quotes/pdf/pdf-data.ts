// What the quote PDFs show, gathered once: the dealer's company, the customer, the quote.
import type { Quote } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contacts, dealerSettings, deals, quotes } from "../../../db/schema/index.ts";
import { notFound } from "../../../platform/errors.ts";
import type { FileStore } from "../../../platform/files.ts";
import { companyForPdf, type PdfCompany } from "../../../platform/pdf/pdf-company.ts";
import { getQuote } from "../quotes.service.ts";

export type PdfData = {
  quote: Quote;
  company: PdfCompany;
  customer: { name: string; email: string | null; phone: string | null } | null;
  deal: { name: string; sidemark: string | null };
  bindingText: string | null;
  signature: string | null;
  acceptedAt: Date | null;
  locale: string;
};

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
  const company = await companyForPdf(db, files, accountId);
  const [settings] = await db
    .select({ bindingText: dealerSettings.bindingText })
    .from(dealerSettings)
    .where(eq(dealerSettings.accountId, accountId));
  const [deal] = await db
    .select({ name: deals.name, sidemark: deals.sidemark, contactId: deals.contactId })
    .from(deals)
    .where(and(eq(deals.accountId, accountId), eq(deals.id, quote.context.deal.id)));
  if (!deal) throw notFound();
  const [contact] = deal.contactId
    ? await db
        .select({ name: contacts.name, email: contacts.email, phone: contacts.phone })
        .from(contacts)
        .where(and(eq(contacts.accountId, accountId), eq(contacts.id, deal.contactId)))
    : [];
  return {
    quote,
    company,
    customer: contact ?? null,
    deal: { name: deal.name, sidemark: deal.sidemark },
    bindingText: settings?.bindingText ?? null,
    signature: row?.signature ?? null,
    acceptedAt: row?.acceptedAt ?? null,
    locale: "en-AU",
  };
}
