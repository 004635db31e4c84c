// What the quote PDFs show, gathered once: the dealer's company, the customer, the quote.
import type { Quote } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companies, contacts, dealerSettings, deals, quotes } from "../../../db/schema/index.ts";
import { notFound } from "../../../platform/errors.ts";
import { getQuote } from "../quotes.service.ts";

export type PdfData = {
  quote: Quote;
  company: {
    name: string;
    email: string;
    phone: string | null;
    addressLines: string[];
    details: string | null;
  };
  customer: { name: string; email: string | null; phone: string | null } | null;
  deal: { name: string; sidemark: string | null };
  bindingText: string | null;
  signature: string | null;
  acceptedAt: Date | null;
  locale: string;
};

export async function pdfData(db: Db, accountId: string, quoteId: string): Promise<PdfData> {
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
    },
    customer: contact ?? null,
    deal: { name: deal.name, sidemark: deal.sidemark },
    bindingText: settings?.bindingText ?? null,
    signature: row?.signature ?? null,
    acceptedAt: row?.acceptedAt ?? null,
    locale: "en-AU",
  };
}
