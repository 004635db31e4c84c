// What the API client does when the session is lost or the server fails (spec 000 §4, 001 §8).
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../config/paths.ts";
import { meQueryKey } from "../../features/session/api/get-me.ts";
import { signOut } from "../../features/session/api/logout.ts";
import type { ApiClientHooks } from "../../shared/api-client/api-client.ts";
import type { ApiError } from "../../shared/api-client/api-error.ts";
import { errorText } from "../../shared/api-client/error-text.ts";
import { setSessionEndReason, wasSessionActive } from "../../shared/session/session-flags.ts";
import { showRefusalToast, showServerErrorToast } from "../../shared/ui/toasts.ts";

/** The slice of the router the handlers need (a data router satisfies it). */
export type SessionNavigator = {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  state: { location: { pathname: string; search: string } };
};

export function createSessionHandlers(queryClient: QueryClient, router: SessionNavigator): ApiClientHooks {
  return {
    onSessionLost: () => {
      // Inside the quote page's configurator frame: the page above ends the session, not the frame.
      if (window.parent !== window && router.state.location.pathname.startsWith("/product-options/")) {
        window.parent.postMessage({ type: "sessionExpired" }, window.location.origin);
        return;
      }
      // A 401 while the session is still unknown means "not signed in" for a first visit: the
      // guard sends the visitor to /login. Only a session that was established can expire, in
      // this page or before a reload.
      if (!queryClient.getQueryData(meQueryKey) && !wasSessionActive()) return;
      setSessionEndReason("expired");
      queryClient.clear();
      // A 419 leaves the server session alive; end it so /login does not bounce the user back in.
      void signOut().catch(() => undefined);
      const { pathname, search } = router.state.location;
      void router.navigate(paths.login.getHref(`${pathname}${search}`), { replace: true });
    },
    onServerError: toastApiError,
  };
}

/** A refusal (4xx) says what happened; the generic words are for the server's own faults. */
export function toastApiError(error: ApiError): void {
  if (error.status !== null && error.status < 500) showRefusalToast(error.code, errorText(error));
  else showServerErrorToast();
}
