// The quote's PDFs (the quote, measure sheet or install sheet), opened as a blob; a switched-off
// template answers 501 TEMPLATE_NOT_CONFIGURED, which fetchPdf words.
import { getQuotePdf, type pdfKinds } from "@portal/contract";
import { fetchPdf, openBlob } from "../../../shared/api-client/fetch-pdf.ts";

export type PdfKind = (typeof pdfKinds)[number];

export async function openQuotePdf(quoteId: string, kind: PdfKind, fileName: string): Promise<void> {
  const pdf = await fetchPdf(getQuotePdf, { id: quoteId, kind });
  if (pdf) openBlob(pdf, fileName);
}
