import { type Deal, setDealFlag, type Workflow } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../../shared/api-client/api-client.ts";
import { hasStatus } from "../../../../shared/api-client/api-error.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { showErrorToast } from "../../../../shared/ui/toasts.ts";
import { dealKeys } from "../../api/deal-keys.ts";
import { storeDeal } from "./get-deal.ts";

type WorkflowFlag = Workflow["context"]["flags"][number];

export type SetDealFlagInput = { dealId: string; flag: WorkflowFlag; valueId: string };

export function putDealFlag({ dealId, flag, valueId }: SetDealFlagInput): Promise<Deal> {
  return callApi(setDealFlag, {
    params: { id: dealId, workflowFlagId: flag.id },
    body: { workflowFlagValueId: valueId },
  });
}

/** Optimistic, rolled back on failure (spec 001 §8 "Failed optimistic updates … flags"). */
export function useSetDealFlag() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDealFlag,
    onMutate: async ({ dealId, flag, valueId }) => {
      const key = dealKeys.detail(dealId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Deal>(key);
      const value = flag.values.find((item) => item.id === valueId);
      if (previous && value) {
        const others = previous.context.flagValues.filter((item) => item.workflowFlagId !== flag.id);
        queryClient.setQueryData<Deal>(key, {
          ...previous,
          context: {
            ...previous.context,
            flagValues: [
              ...others,
              {
                workflowFlagId: flag.id,
                workflowFlagName: flag.name,
                workflowFlagValueId: value.id,
                label: value.label,
                appearance: value.appearance,
                showOnCard: value.showOnCard,
              },
            ],
          },
        });
      }
      return { previous };
    },
    onError: (error, { dealId }, context) => {
      if (context?.previous) queryClient.setQueryData(dealKeys.detail(dealId), context.previous);
      if (hasStatus(error, 409)) showErrorToast(t("deals.conflictMessage"), t("deals.conflictTitle"));
      void queryClient.invalidateQueries({ queryKey: dealKeys.detail(dealId) });
    },
    onSuccess: (deal) => storeDeal(queryClient, deal),
  });
}
