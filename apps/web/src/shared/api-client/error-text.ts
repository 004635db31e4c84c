// The words for a refusal: the answer's code in the user's language (`errors.<code>` in the locale
// files), never the API's English. An unknown code (a newer server) falls back to the generic words.
import type { FieldError } from "@portal/contract";
import { i18n } from "../i18n/i18n.ts";
import { isApiError } from "./api-error.ts";

function words(code: string, params: Record<string, string | number> | undefined): string | null {
  const key = `errors.${code}`;
  return i18n.exists(key) ? i18n.t(key, params) : null;
}

/** What went wrong with a call, for a toast, an alert or a form's message. */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t("errors.genericMessage");
  return words(error.code, error.params) ?? i18n.t("errors.genericMessage");
}

/** What is wrong with one field, as a 422 answer said it. */
export function fieldErrorText(error: FieldError): string {
  return words(error.code, error.params) ?? i18n.t("forms.invalid");
}

/** The first field error of a 422 answer, in words; null when the answer named no field. */
export function firstFieldErrorText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const first = Object.values(error.errors).find((list) => list.length > 0)?.[0];
  return first ? fieldErrorText(first) : null;
}

/**
 * Why a call was refused, for an alert in place (a dialog's): the first field error or the refusal's
 * words; a server failure (5xx, no answer) gets the generic words.
 */
export function refusalText(error: unknown): string {
  if (!isApiError(error) || error.status === null || error.status >= 500)
    return i18n.t("errors.genericMessage");
  return firstFieldErrorText(error) ?? errorText(error);
}
