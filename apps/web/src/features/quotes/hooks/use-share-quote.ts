// The customer's link to a quote: made (or copied), emailed, revoked; the quote reloads to show it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteQuoteShareLink, postQuoteLinkEmail, postQuoteShareLink } from "../../customer-quote/index.ts";
import { quoteKeys } from "../api/quote-keys.ts";

type ShareAction = "link" | "email" | "revoke";

function sendShareAction(quoteId: string, action: ShareAction): Promise<{ url?: string; to?: string }> {
  if (action === "link") return postQuoteShareLink(quoteId);
  if (action === "email") return postQuoteLinkEmail(quoteId);
  return deleteQuoteShareLink(quoteId).then(() => ({}));
}

export function useShareQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ShareAction) => sendShareAction(quoteId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteKeys.detail(quoteId) }),
  });
}
