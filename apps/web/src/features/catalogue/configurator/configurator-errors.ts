// Which configurator field each of the server's line errors belongs to, so a refused Save shows it there.

import type { FormErrors } from "@mantine/form";
import type { LineChoices, ProductDetail } from "@portal/contract";
import type { LineError } from "../components/line-error-text.ts";

/** Errors that belong to no one field (e.g. the dealer's margin) sit here; no input has this path. */
export const wholeLinePath = "line";

function pathOf(error: LineError, product: ProductDetail, values: LineChoices): string {
  switch (error.code) {
    case "BAD_SIZE":
      // The missing one, else (a size the supplier does not make) the width.
      if (product.hasWidth && values.width === null) return "width";
      if (product.hasHeight && values.height === null) return "height";
      if (product.hasWidth) return "width";
      return product.hasHeight ? "height" : wholeLinePath;
    case "MISSING_REQUIRED_OPTIONS":
      return error.groupId ? `selections.${error.groupId}` : wholeLinePath;
    case "INVALID_OPTIONS":
      if (error.groupId) return `selections.${error.groupId}`;
      return error.optionId !== undefined && error.optionId === values.fabricId ? "fabricId" : wholeLinePath;
    case "OPTIONS_NOT_SELECTED": {
      const firstRequired = product.optionGroups.find((group) => group.required);
      if (firstRequired) return `selections.${firstRequired.id}`;
      return product.fabrics.length > 0 ? "fabricId" : wholeLinePath;
    }
    default:
      return wholeLinePath;
  }
}

/** The form errors of a line's errors: per field the first one, worded by `word`. */
export function lineErrorFields(
  errors: readonly LineError[],
  product: ProductDetail,
  values: LineChoices,
  word: (error: LineError) => string,
): FormErrors {
  const fields: FormErrors = {};
  for (const error of errors) {
    const path = pathOf(error, product, values);
    if (fields[path] === undefined) fields[path] = word(error);
  }
  return fields;
}
