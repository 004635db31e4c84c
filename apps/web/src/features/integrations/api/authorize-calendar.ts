import { authorizeCalendar, type OAuthCalendarProvider } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export function startCalendarLink(provider: OAuthCalendarProvider): Promise<{ url: string }> {
  return callApi(authorizeCalendar, { body: { provider } });
}

/**
 * Starts linking a Google or Microsoft calendar: the answer is the provider's page, where the browser
 * goes next; the provider sends it back to /settings/integrations with the outcome.
 */
export function useAuthorizeCalendar() {
  return useMutation({
    mutationFn: startCalendarLink,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
