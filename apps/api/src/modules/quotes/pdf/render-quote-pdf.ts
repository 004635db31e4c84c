// Renders one of a quote's PDFs to a buffer; 501 when the account switched that template off.
import { renderToBuffer } from "@react-pdf/renderer";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { dealerSettings } from "../../../db/schema/index.ts";
import { AppError } from "../../../platform/errors.ts";
import type { FileStore } from "../../../platform/files.ts";
import { pdfData } from "./pdf-data.ts";
import { InstallDocument, MeasureDocument, QuoteDocument } from "./quote-documents.tsx";

export type PdfKind = "quote" | "measure" | "install";

const templates = { quote: QuoteDocument, measure: MeasureDocument, install: InstallDocument } as const;

export async function renderQuotePdf(
  db: Db,
  files: FileStore,
  { accountId, quoteId, kind }: { accountId: string; quoteId: string; kind: PdfKind },
): Promise<Buffer> {
  const [settings] = await db
    .select({ disabled: dealerSettings.disabledPdfTemplates })
    .from(dealerSettings)
    .where(eq(dealerSettings.accountId, accountId));
  if (settings?.disabled.includes(kind)) throw new AppError("TEMPLATE_NOT_CONFIGURED");
  return renderTemplate(db, files, { accountId, quoteId, kind });
}

/** The PDF whatever the account's template switches say (the accepted quote is always kept). */
export async function renderTemplate(
  db: Db,
  files: FileStore,
  { accountId, quoteId, kind }: { accountId: string; quoteId: string; kind: PdfKind },
): Promise<Buffer> {
  const data = await pdfData(db, files, accountId, quoteId);
  // Each template returns a <Document>; renderToBuffer's type wants to see that element itself.
  const Template = templates[kind];
  return renderToBuffer(Template({ data }));
}
