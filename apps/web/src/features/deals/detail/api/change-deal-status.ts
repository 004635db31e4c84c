import { changeDealStatus, type Deal, type Workflow } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../../shared/api-client/api-client.ts";
import { hasStatus } from "../../../../shared/api-client/api-error.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { showErrorToast } from "../../../../shared/ui/toasts.ts";
import { dealKeys } from "../../api/deal-keys.ts";
import { storeDeal } from "./get-deal.ts";

export type ChangeDealStatusInput = { deal: Deal; targetStatusId: string };

export function postDealStatus({ deal, targetStatusId }: ChangeDealStatusInput): Promise<Deal> {
  return callApi(changeDealStatus, {
    params: { id: deal.id },
    body: { currentStatusId: deal.statusId, targetStatusId },
  });
}

/** Optimistic (spec 000 §4 Deal): the new status shows at once; a 409 is the spec's toast and a fresh deal. */
export function useChangeDealStatus(workflow: Workflow) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDealStatus,
    onMutate: async ({ deal, targetStatusId }) => {
      const key = dealKeys.detail(deal.id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Deal>(key);
      const status = workflow.context.statuses.find((item) => item.id === targetStatusId);
      if (previous && status) {
        queryClient.setQueryData<Deal>(key, {
          ...previous,
          statusId: status.id,
          context: { ...previous.context, status },
        });
      }
      return { previous };
    },
    onError: (error, { deal }, context) => {
      if (context?.previous) queryClient.setQueryData(dealKeys.detail(deal.id), context.previous);
      if (hasStatus(error, 409)) showErrorToast(t("deals.conflictMessage"), t("deals.conflictTitle"));
    },
    onSuccess: (deal) => storeDeal(queryClient, deal),
    onSettled: (_data, error, { deal }) =>
      error ? queryClient.invalidateQueries({ queryKey: dealKeys.detail(deal.id) }) : undefined,
  });
}
