import { useMemo } from "react";
import { Outlet, ScrollRestoration, useNavigate, useSearchParams } from "react-router";
import { type PageNavigation, PageNavigationProvider } from "../../shared/navigation/page-navigation.tsx";
import { UpdateNotice } from "./update-notice.tsx";
import { useDocumentTitle } from "./use-document-title.ts";

/** The router, for the pages the public entry renders as well (they do not name the router). */
function useRouterNavigation(): PageNavigation {
  const navigateTo = useNavigate();
  const [search] = useSearchParams();
  return useMemo(
    () => ({ search, navigate: (to, options) => void navigateTo(to, { replace: options?.replace }) }),
    [navigateTo, search],
  );
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <PageNavigationProvider value={useRouterNavigation()}>
      <Outlet />
      <UpdateNotice />
      <ScrollRestoration />
    </PageNavigationProvider>
  );
}
