// The quote's PDFs (the quote, measure sheet or install sheet): a binary answer, so fetched here with the
// session rather than through callApi, and opened as a blob.
import type { pdfKinds } from "@portal/contract";
import { apiBaseUrl } from "../../../config/env.ts";
import { reportSessionLost } from "../../../shared/api-client/api-client.ts";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { showErrorToast, showServerErrorToast } from "../../../shared/ui/toasts.ts";

export type PdfKind = (typeof pdfKinds)[number];

export async function openQuotePdf(quoteId: string, kind: PdfKind, fileName: string): Promise<void> {
  const response = await fetch(`${apiBaseUrl}/quotes/${encodeURIComponent(quoteId)}/pdf/${kind}`, {
    credentials: "include",
    headers: { accept: "application/pdf" },
  });
  if (response.status === 501) {
    showErrorToast(i18n.t("errors.TEMPLATE_NOT_CONFIGURED"));
    return;
  }
  if (response.status === 401 || response.status === 419) {
    reportSessionLost(response.status);
    return;
  }
  if (!response.ok) {
    showServerErrorToast();
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const opened = window.open(url, "_blank");
  if (!opened) {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
