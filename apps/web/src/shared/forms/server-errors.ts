import type { UseFormReturnType } from "@mantine/form";
import { isApiError } from "../api-client/api-error.ts";
import { fieldErrorText } from "../api-client/error-text.ts";

/**
 * Puts a 422 answer's field errors on the form's fields. `fieldMap` maps body field names to form paths
 * where they differ. Answers true when at least one error landed on a field.
 */
export function applyServerErrors<Values>(
  form: Pick<UseFormReturnType<Values>, "setFieldError">,
  error: unknown,
  fieldMap: Record<string, string> = {},
): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!first) continue;
    const path = fieldMap[field] ?? field;
    form.setFieldError(path as never, fieldErrorText(first));
    applied = true;
  }
  return applied;
}
