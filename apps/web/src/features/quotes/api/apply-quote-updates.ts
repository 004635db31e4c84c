import { applyQuoteUpdates, type Quote } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeQuote } from "./get-quote.ts";

/** Re-prices a Draft's lines with the supplier's current data. */
export function postApplyQuoteUpdates(quoteId: string): Promise<Quote> {
  return callApi(applyQuoteUpdates, { params: { id: quoteId } });
}

export function useApplyQuoteUpdates(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postApplyQuoteUpdates(quoteId),
    onSuccess: (quote) => storeQuote(queryClient, quote),
  });
}
