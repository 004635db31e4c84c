import { type CallBody, type Quote, updateQuote } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeQuote } from "./get-quote.ts";

export type UpdateQuoteBody = CallBody<typeof updateQuote>;

export function putQuote(quoteId: string, body: UpdateQuoteBody): Promise<Quote> {
  return callApi(updateQuote, { params: { id: quoteId }, body });
}

/** Saves the details, adjustments and overrides; a 409 (someone saved first) is left to the caller. */
export function useUpdateQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateQuoteBody) => putQuote(quoteId, body),
    onSuccess: (quote) => storeQuote(queryClient, quote),
  });
}
