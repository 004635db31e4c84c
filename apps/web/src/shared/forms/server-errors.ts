import type { FormErrors, UseFormReturnType } from "@mantine/form";
import { isApiError } from "../api-client/api-error.ts";
import { fieldErrorText } from "../api-client/error-text.ts";

/**
 * A 422 answer's field errors in the user's words, by form path (`fieldMap` maps body field names to
 * form paths where they differ); null when the error is not a 422 with field errors.
 */
export function serverFieldErrors(error: unknown, fieldMap: Record<string, string> = {}): FormErrors | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const found: FormErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (first) found[fieldMap[field] ?? field] = fieldErrorText(first);
  }
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * Puts a 422 answer's field errors on a form's fields (for forms outside the forms layer; an app form
 * calls `form.refuseServer`, which also reveals the first). Answers true when one landed on a field.
 */
export function applyServerErrors<Values>(
  form: Pick<UseFormReturnType<Values>, "setFieldError">,
  error: unknown,
  fieldMap: Record<string, string> = {},
): boolean {
  const found = serverFieldErrors(error, fieldMap);
  for (const [path, message] of Object.entries(found ?? {})) form.setFieldError(path as never, message);
  return found !== null;
}
