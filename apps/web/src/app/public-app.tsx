// The lean public entry's pages (public.html): what a visitor opens before signing in, without the
// signed-in app's router, shell and overlays. Each page here is also routed in the signed-in app
// (router.tsx), which shows it without a page load when the app itself goes there.
import { type ComponentType, lazy, Suspense, useMemo } from "react";
import { paths } from "../config/paths.ts";
import { CheckoutPage } from "../features/checkout/pages/checkout-page.tsx";
import { CheckoutReturnPage } from "../features/checkout/pages/checkout-return-page.tsx";
import { LoginPage } from "../features/session/pages/login-page.tsx";
import { ResetPasswordPage } from "../features/session/pages/reset-password-page.tsx";
import {
  documentNavigation,
  PageNavigationProvider,
  Redirect,
} from "../shared/navigation/page-navigation.tsx";
import { PageLoader } from "../shared/ui/page-loader.tsx";
import { useDocumentTitle } from "./layout/use-document-title.ts";

// The quote page carries tables and the signature pad that sign-in and checkout do without: its own chunk.
const CustomerQuotePage = lazy(async () => ({
  default: (await import("../features/customer-quote/pages/customer-quote-page.tsx")).CustomerQuotePage,
}));

// The supplier's page carries a form and the order's lines: its own chunk too.
const SupplierOrderPage = lazy(async () => ({
  default: (await import("../features/supplier-orders/pages/supplier-order-page.tsx")).SupplierOrderPage,
}));

type PageParams = Record<string, string>;

/**
 * Each public page by its path pattern (`:name` is one segment, handed to the page); the API serves
 * this entry only under the contract's `publicPagePaths`. The checkout pages live only here: a staff
 * member opening a payment link loads this entry too.
 */
export const publicPages: Record<string, ComponentType<PageParams>> = {
  [paths.login.path]: LoginPage,
  [paths.resetPassword.path]: ResetPasswordPage,
  [paths.checkout.path]: ({ paymentId = "" }) => <CheckoutPage paymentId={paymentId} />,
  [paths.checkoutReturn.path]: ({ paymentId = "" }) => <CheckoutReturnPage paymentId={paymentId} />,
  [paths.customerQuote.path]: ({ token = "" }) => (
    <Suspense fallback={<PageLoader />}>
      <CustomerQuotePage token={token} />
    </Suspense>
  ),
  [paths.supplierPage.path]: ({ token = "" }) => (
    <Suspense fallback={<PageLoader />}>
      <SupplierOrderPage token={token} />
    </Suspense>
  ),
};

/** The segments a pattern names, or null when the path is not the pattern's. */
export function matchPath(pattern: string, pathname: string): PageParams | null {
  const want = pattern.split("/");
  const have = pathname.replace(/\/+$/, "").split("/");
  if (want.length !== have.length) return null;
  const params: PageParams = {};
  for (const [index, part] of want.entries()) {
    const segment = have[index] ?? "";
    if (part.startsWith(":")) {
      if (!segment) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) return null;
  }
  return params;
}

function findPage(pathname: string): { Page: ComponentType<PageParams>; params: PageParams } | null {
  for (const [pattern, Page] of Object.entries(publicPages)) {
    const params = matchPath(pattern, pathname);
    if (params) return { Page, params };
  }
  return null;
}

export function PublicApp({ location = window.location }: { location?: Location }) {
  useDocumentTitle();
  const navigation = useMemo(() => documentNavigation(location), [location]);
  const found = findPage(location.pathname);
  return (
    <PageNavigationProvider value={navigation}>
      {found ? <found.Page {...found.params} /> : <Redirect to={paths.login.getHref()} />}
    </PageNavigationProvider>
  );
}
