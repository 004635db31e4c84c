// What a failed order change tells the user: a stale change is the spec's conflict toast and a fresh
// order; a refusal (read-only, a newer revision, no lines…) is its words. Field errors stay with the form.
import { useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../../shared/api-client/api-error.ts";
import { refusalText } from "../../../shared/api-client/error-text.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showErrorToast } from "../../../shared/ui/toasts.ts";
import { getPurchaseOrderQueryOptions } from "../api/get-purchase-order.ts";

export function useOrderProblem(orderId: string): (error: unknown) => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (error) => {
    if (!isApiError(error) || error.status === 422 || error.status === null || error.status >= 500) return;
    if (error.code === "CONFLICT") showErrorToast(t("deals.conflictMessage"), t("deals.conflictTitle"));
    else showErrorToast(refusalText(error));
    void queryClient.invalidateQueries({ queryKey: getPurchaseOrderQueryOptions(orderId).queryKey });
  };
}
