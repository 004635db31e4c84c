import { type BoardCard, type DealCard, moveDeal } from "@portal/contract";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showErrorToast } from "../../../shared/ui/toasts.ts";
import { type BoardData, moveInBoard, replaceCard } from "../components/board-model.ts";

export type MoveDealInput = { deal: BoardCard; targetStatusId: string; belowDealId: string | null };

export function postMoveDeal({ deal, targetStatusId, belowDealId }: MoveDealInput): Promise<DealCard> {
  return callApi(moveDeal, {
    params: { id: deal.id },
    body: { version: deal.version, targetStatusId, belowDealId },
  });
}

/**
 * Moves are optimistic (spec 000 §4 Deal): the card moves at once and goes back if the save fails.
 * A 409 means someone else changed the deal first: not an error, a toast and a fresh board.
 */
export function useMoveDeal(queryKey: QueryKey) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutationKey = ["deals", "move"];
  return useMutation({
    mutationKey,
    mutationFn: postMoveDeal,
    onMutate: async ({ deal, targetStatusId, belowDealId }) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData<BoardData>(queryKey);
      if (previous) {
        queryClient.setQueryData<BoardData>(
          queryKey,
          moveInBoard(previous, deal.id, targetStatusId, belowDealId),
        );
      }
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      if (hasStatus(error, 409)) showErrorToast(t("deals.conflictMessage"), t("deals.conflictTitle"));
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<BoardData>(queryKey, (board) => (board ? replaceCard(board, saved) : board)),
    // Only the last of several quick moves refetches, so an earlier answer cannot undo a later move.
    onSettled: () =>
      queryClient.isMutating({ mutationKey }) === 1
        ? queryClient.invalidateQueries({ queryKey, exact: true })
        : undefined,
  });
}
