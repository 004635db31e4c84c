// Words for the domain's adjustment rule (packages/domain adjustmentError), as the settings screens show them.
import type { AdjustmentErrorCode } from "@portal/domain";
import type { TFunction } from "../../../shared/i18n/translator.ts";

export function adjustmentErrorText(t: TFunction, code: AdjustmentErrorCode | null): string | null {
  if (code === "MARGIN_TOO_HIGH") return t("errors.MARGIN_TOO_HIGH");
  if (code === "ADJUSTMENT_NEGATIVE") return t("settings.products.adjustmentNegative");
  return null;
}
