// The customer's link to a quote: made (or copied), emailed, revoked; the quote reloads to show it.
import { createQuoteShareLink, emailQuoteLink, revokeQuoteShareLink } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { quoteKeys } from "./quote-keys.ts";

type ShareAction = "link" | "email" | "revoke";

export function sendShareAction(
  quoteId: string,
  action: ShareAction,
): Promise<{ url?: string; to?: string }> {
  const params = { id: quoteId };
  if (action === "link") return callApi(createQuoteShareLink, { params });
  if (action === "email") return callApi(emailQuoteLink, { params });
  return callApi(revokeQuoteShareLink, { params }).then(() => ({}));
}

export function useShareQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ShareAction) => sendShareAction(quoteId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteKeys.detail(quoteId) }),
  });
}
