import type { UseFormReturnType } from "@mantine/form";
import { isApiError } from "../api-client/api-error.ts";

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
    const message = messages[0];
    if (!message) continue;
    const path = fieldMap[field] ?? field;
    form.setFieldError(path as never, message);
    applied = true;
  }
  return applied;
}
