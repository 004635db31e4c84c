// PDFs the API answers (a quote's, a purchase order's): binary, so fetched here with the session rather
// than through callApi. A failure is shown once here; the caller gets null.
import type { Call, CallParams } from "@portal/contract";
import { i18n } from "../i18n/i18n.ts";
import { showErrorToast, showServerErrorToast } from "../ui/toasts.ts";
import { callUrl, reportSessionLost } from "./api-client.ts";

/** The PDF a call answers (its path filled in with `params`), or null after saying why it could not be had. */
export async function fetchPdf<C extends Call>(call: C, params: CallParams<C>): Promise<Blob | null> {
  let response: Response;
  try {
    response = await fetch(callUrl(call, { params }), {
      credentials: "include",
      headers: { accept: "application/pdf" },
    });
  } catch {
    showServerErrorToast();
    return null;
  }
  if (response.status === 401 || response.status === 419) {
    reportSessionLost(response.status);
    return null;
  }
  if (!response.ok) {
    // A refusal with a code the app words (e.g. TEMPLATE_NOT_CONFIGURED), else the generic server toast.
    const body: unknown = await response.json().catch(() => null);
    const code = body && typeof body === "object" && "code" in body ? String(body.code) : null;
    if (code && code !== "SERVER_ERROR" && i18n.exists(`errors.${code}`))
      showErrorToast(i18n.t(`errors.${code}`));
    else showServerErrorToast();
    return null;
  }
  return response.blob();
}

/** Opens a PDF in a new tab; where pop-ups are blocked, downloads it as `fileName`. */
export function openBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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
