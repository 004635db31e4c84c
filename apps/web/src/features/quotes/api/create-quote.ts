import { createQuote, type Quote } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeQuote } from "./get-quote.ts";

/** A new, empty Draft on the deal. */
export function postQuote(dealId: string): Promise<Quote> {
  return callApi(createQuote, { params: { id: dealId }, body: { description: "" } });
}

export function useCreateQuote(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postQuote(dealId),
    onSuccess: (quote) => storeQuote(queryClient, quote),
  });
}
