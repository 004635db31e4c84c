// The signed-in layout's guard: restores the session (me, account settings, providers) or sends the
// visitor to /login with a returnUrl (spec 000 §2, §4).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { getMeQueryOptions } from "../../features/session/api/get-me.ts";
import { signOut } from "../../features/session/api/logout.ts";
import { getAccountSettingsQueryOptions } from "../../features/settings/api/get-account-settings.ts";
import { getProvidersQueryOptions } from "../../features/settings/api/get-providers.ts";
import { hasStatus } from "../../shared/api-client/api-error.ts";
import { setSessionEndReason } from "../../shared/session/session-flags.ts";
import { PageLoader } from "../../shared/ui/page-loader.tsx";

export type RequireSessionProps = { children: ReactNode };

const notSignedIn = (error: unknown) => hasStatus(error, 401, 419);

export function RequireSession({ children }: RequireSessionProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(getMeQueryOptions());
  const signedIn = me.data !== undefined;
  const settings = useQuery({ ...getAccountSettingsQueryOptions(), enabled: signedIn });
  const providers = useQuery({ ...getProvidersQueryOptions(), enabled: signedIn });

  const returnUrl = `${location.pathname}${location.search}`;
  const failure = [me.error, settings.error, providers.error].find((error) => error && !notSignedIn(error));
  const restoreFailed = failure !== undefined;

  useEffect(() => {
    if (!restoreFailed) return;
    // Half a session is worse than none: drop everything cached and start again at /login.
    setSessionEndReason("restoreFailed");
    queryClient.clear();
    void signOut().catch(() => undefined);
    void navigate(paths.login.getHref(returnUrl), { replace: true });
  }, [restoreFailed, queryClient, navigate, returnUrl]);

  if (notSignedIn(me.error) && !signedIn) {
    return <Navigate to={paths.login.getHref(returnUrl)} replace />;
  }
  if (restoreFailed || !me.data || !settings.data || !providers.data) {
    return <PageLoader fullScreen />;
  }
  return <>{children}</>;
}
