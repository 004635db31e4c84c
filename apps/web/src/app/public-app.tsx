// The lean public entry's pages (public.html): what a visitor opens before signing in, without the
// signed-in app's router, shell and overlays. Each page here is also routed in the signed-in app
// (router.tsx), which shows it without a page load when the app itself goes there.
import { type ComponentType, useMemo } from "react";
import { paths } from "../config/paths.ts";
import { LoginPage } from "../features/auth/pages/login-page.tsx";
import { ResetPasswordPage } from "../features/auth/pages/reset-password-page.tsx";
import {
  documentNavigation,
  PageNavigationProvider,
  Redirect,
} from "../shared/navigation/page-navigation.tsx";
import { useDocumentTitle } from "./layout/use-document-title.ts";

/** Each public page by its path; the API serves this entry only for these (contract `publicPagePaths`). */
export const publicPages: Record<string, ComponentType> = {
  [paths.login.path]: LoginPage,
  [paths.resetPassword.path]: ResetPasswordPage,
};

export function PublicApp({ location = window.location }: { location?: Location }) {
  useDocumentTitle();
  const navigation = useMemo(() => documentNavigation(location), [location]);
  const Page = publicPages[location.pathname];
  return (
    <PageNavigationProvider value={navigation}>
      {Page ? <Page /> : <Redirect to={paths.login.getHref()} />}
    </PageNavigationProvider>
  );
}
