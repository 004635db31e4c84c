// Every route of the app and its guards in one table (spec 000 §2, 001 §2). Pages load lazily so the
// public pages stay small; areas not built yet are not routed and fall through to the redirects.

import type { AccessAction } from "@portal/domain";
import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type LoaderFunctionArgs, Navigate, type RouteObject } from "react-router";
import { paths, type SettingsTab } from "../config/paths.ts";
import { boardBySlugPath } from "../features/deals/api/board-by-slug.ts";
import { getWorkflowsQueryOptions } from "../features/workflows/api/list-workflows.ts";
import { startGet } from "../shared/api-client/api-client.ts";
import { nextTask } from "../shared/ui/next-task.tsx";
import { PageLoader } from "../shared/ui/page-loader.tsx";
import { settingsTabAction } from "./access.ts";
import { AccessGate } from "./access-gate.tsx";
import { RootLayout } from "./layout/root-layout.tsx";
import { RouteErrorView } from "./layout/route-error-view.tsx";
import { prefetchSession } from "./session/prefetch-session.ts";

const generalTab: SettingsTab = "general";
const workflowsTab: SettingsTab = "workflows";
const customFieldsTab: SettingsTab = "custom-fields";
const toGeneralTab = paths.settingsTab.getHref(generalTab);

/** The route table; loaders start each page's data while its code loads (never waiting for it). */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorView,
    // Shown while the first route's lazy chunk loads.
    HydrateFallback: FullScreenLoader,
    children: [
      // Public
      {
        path: paths.login.path,
        lazy: async () => ({
          Component: (await import("../features/session/pages/login-page.tsx")).LoginPage,
        }),
      },
      {
        path: paths.resetPassword.path,
        lazy: async () => ({
          Component: (await import("../features/session/pages/reset-password-page.tsx")).ResetPasswordPage,
        }),
      },
      // The configurator, framed by the quote or purchase order page: no app shell; its calls carry the
      // session.
      {
        path: paths.productOptions.path,
        lazy: async () => ({
          Component: (await import("./routes/product-options-route.tsx")).ProductOptionsRoute,
        }),
      },
      // Signed in
      {
        // The session's calls start before the layout's code is asked for: every signed-in page waits
        // for them, and their code comes with the entry rather than queued behind the route's chunks.
        loader: () => {
          prefetchSession(queryClient);
          return null;
        },
        // Once per visit: later navigations find the session in the query cache.
        shouldRevalidate: () => false,
        lazy: async () => ({
          Component: (await import("./layout/signed-in-layout.tsx")).SignedInLayout,
        }),
        children: [
          {
            path: paths.dashboard.path,
            lazy: async () => ({
              Component: (await import("./routes/dashboard-route.tsx")).DashboardRoute,
            }),
          },
          {
            path: paths.contacts.path,
            element: <AccessGate action="contacts.view" redirectTo={paths.dashboard.getHref()} />,
            children: [
              {
                lazy: async () => ({
                  Component: (await import("./routes/contacts-route.tsx")).ContactsRoute,
                }),
                children: [
                  // Nothing open over the list.
                  { index: true, element: null },
                  {
                    path: ":contactId",
                    lazy: async () => ({
                      Component: (await import("./routes/contacts-route.tsx")).ContactDetailRoute,
                    }),
                  },
                  // Unknown sub-paths land on the list.
                  { path: "*", element: <Navigate to={paths.contacts.getHref()} replace /> },
                ],
              },
              // A contact's deal is a page of its own (not a modal over the list), with a way back.
              {
                path: ":contactId/:workflowSlug/:dealId",
                lazy: async () => ({
                  Component: (await import("./routes/deal-detail-route.tsx")).ContactDealDetailRoute,
                }),
              },
            ],
          },
          // Only with the personnel feature (spec 000 §2); an unknown person or sub-path lands on the list.
          {
            path: paths.personnel.path,
            element: <AccessGate action="personnel.view" redirectTo={paths.dashboard.getHref()} />,
            children: [
              {
                lazy: async () => ({
                  Component: (await import("./routes/personnel-route.tsx")).PersonnelRoute,
                }),
                children: [
                  // Nothing open over the list.
                  { index: true, element: null },
                  {
                    path: ":personId",
                    lazy: async () => ({
                      Component: (await import("./routes/personnel-route.tsx")).PersonDetailRoute,
                    }),
                  },
                  { path: "*", element: <Navigate to={paths.personnel.getHref()} replace /> },
                ],
              },
            ],
          },
          // The calendar (spec 000 §2): an event opens as a dialog over it; unknown sub-paths land on it.
          {
            path: paths.calendar.path,
            element: <AccessGate action="deals.view" redirectTo={paths.dashboard.getHref()} />,
            children: [
              {
                lazy: async () => ({
                  Component: (await import("./routes/calendar-route.tsx")).CalendarRoute,
                }),
                children: [
                  // Nothing open over the calendar.
                  { index: true, element: null },
                  {
                    path: ":eventId",
                    lazy: async () => ({
                      Component: (await import("./routes/calendar-event-route.tsx")).CalendarEventRoute,
                    }),
                  },
                  { path: "*", element: <Navigate to={paths.calendar.getHref()} replace /> },
                ],
              },
            ],
          },
          {
            path: paths.workflow.path,
            element: <AccessGate action="deals.view" redirectTo={paths.dashboard.getHref()} />,
            children: [
              {
                index: true,
                loader: ({ params, request }) => {
                  const url = new URL(request.url);
                  const slug = params.workflowSlug ?? "";
                  // The board is filed under the workflow's id, which the list gives. On a first visit
                  // to an unfiltered board (as the navigation opens it), the board is asked for by the
                  // address's slug now, beside the list and the session's calls: asked for once the
                  // list had come, it waited behind the page's chunks. Filters are the board code's to
                  // read, so a filtered board waits for it.
                  const workflows = getWorkflowsQueryOptions();
                  const sent =
                    url.search === "" && queryClient.getQueryData(workflows.queryKey) === undefined
                      ? startGet(boardBySlugPath(slug))
                      : undefined;
                  void queryClient.prefetchQuery(workflows);
                  void import("../features/deals/api/get-workflow-board-by-slug.ts")
                    .then(({ prefetchBoard }) => prefetchBoard(queryClient, slug, url.searchParams, sent))
                    .catch(() => undefined);
                  return null;
                },
                // Filters changing on the board are the page's to fetch; another board starts its own.
                shouldRevalidate: ({ currentParams, nextParams }) =>
                  currentParams.workflowSlug !== nextParams.workflowSlug,
                lazy: async () => ({
                  Component: (await import("./routes/deal-board-route.tsx")).DealBoardRoute,
                }),
              },
              // The deal detail is a sibling page of the board, not rendered inside it.
              {
                path: ":dealId",
                lazy: async () => ({
                  Component: (await import("./routes/deal-detail-route.tsx")).DealDetailRoute,
                }),
              },
              // A quote (and its lines) is for those with quotes; anyone else lands on the deal itself.
              {
                element: (
                  <AccessGate
                    action="quotes"
                    redirectTo={({ workflowSlug = "", dealId = "" }) =>
                      paths.deal.getHref(workflowSlug, dealId)
                    }
                  />
                ),
                children: [
                  {
                    path: ":dealId/quotes/:quoteId",
                    lazy: async () => ({ Component: (await import("./routes/quote-route.tsx")).QuoteRoute }),
                  },
                  {
                    path: ":dealId/quotes/:quoteId/products/:orderLineId",
                    lazy: async () => ({
                      Component: (await import("./routes/quote-line-route.tsx")).QuoteLineRoute,
                    }),
                  },
                ],
              },
            ],
          },
          {
            path: paths.orders.path,
            element: <AccessGate action="orders.view" redirectTo={paths.dashboard.getHref()} />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("./routes/purchase-orders-route.tsx")).PurchaseOrdersRoute,
                }),
              },
              // Making an order is for those who may change orders; anyone else lands on the list. A
              // static segment outranks ":orderId", so "new" is never taken for an order's id.
              {
                path: "new",
                element: <AccessGate action="orders.edit" redirectTo={paths.orders.getHref()} />,
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import("./routes/purchase-orders-route.tsx")).NewPurchaseOrderRoute,
                    }),
                  },
                ],
              },
              {
                path: ":orderId",
                lazy: async () => ({
                  Component: (await import("./routes/purchase-orders-route.tsx")).PurchaseOrderRoute,
                }),
              },
              {
                // The order page with one of its products open (spec 000 §2).
                path: ":orderId/products/:orderLineId",
                lazy: async () => ({
                  Component: (await import("./routes/purchase-orders-route.tsx")).PurchaseOrderRoute,
                }),
              },
              {
                // The order page with its supplier order open (spec 000 §2).
                path: ":orderId/supplier-order/:manufacturerOrderId",
                lazy: async () => ({
                  Component: (await import("./routes/purchase-orders-route.tsx")).PurchaseOrderRoute,
                }),
              },
              { path: "*", element: <Navigate to={paths.orders.getHref()} replace /> },
            ],
          },
          // Always there for the signed-in (spec 000 §2 "Always: /documents").
          {
            path: paths.documents.path,
            lazy: async () => ({
              Component: (await import("../features/documents/pages/documents-page.tsx")).DocumentsPage,
            }),
          },
          {
            path: paths.settings.path,
            element: <AccessGate action="settings.view" redirectTo={paths.dashboard.getHref()} />,
            children: [
              {
                lazy: async () => ({
                  Component: (await import("./routes/settings-layout-route.tsx")).SettingsLayoutRoute,
                }),
                children: [
                  { index: true, element: <Navigate to={toGeneralTab} replace /> },
                  // General is where every other tab falls back to: without it, the dashboard.
                  settingsTab(
                    generalTab,
                    settingsTabAction.general,
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import("./routes/general-settings-route.tsx")).GeneralSettingsRoute,
                      }),
                    },
                    paths.dashboard.getHref(),
                  ),
                  settingsTab("orders", settingsTabAction.orders, {
                    index: true,
                    lazy: async () => ({
                      Component: (await import("./routes/orders-settings-route.tsx")).OrdersSettingsRoute,
                    }),
                  }),
                  settingsTab("quotes", settingsTabAction.quotes, {
                    index: true,
                    lazy: async () => ({
                      Component: (await import("./routes/quote-settings-route.tsx")).QuoteSettingsRoute,
                    }),
                  }),
                  settingsTab("products", settingsTabAction.products, {
                    index: true,
                    lazy: async () => ({
                      Component: (await import("./routes/products-settings-route.tsx")).ProductsSettingsRoute,
                    }),
                  }),
                  settingsTab("suppliers", settingsTabAction.suppliers, {
                    index: true,
                    lazy: async () => ({
                      Component: (await import("./routes/suppliers-settings-route.tsx"))
                        .SuppliersSettingsRoute,
                    }),
                  }),
                  settingsTab("bundles", settingsTabAction.bundles, {
                    index: true,
                    lazy: async () => ({
                      Component: (await import("./routes/bundles-settings-route.tsx")).BundlesSettingsRoute,
                    }),
                  }),
                  settingsTab("integrations", settingsTabAction.integrations, {
                    index: true,
                    lazy: async () => ({
                      Component: (await import("./routes/integrations-settings-route.tsx"))
                        .IntegrationsSettingsRoute,
                    }),
                  }),
                  settingsTab(workflowsTab, settingsTabAction.workflows, {
                    index: true,
                    lazy: async () => ({
                      Component: (await import("./routes/workflows-settings-route.tsx"))
                        .WorkflowsSettingsRoute,
                    }),
                  }),
                  settingsTab(customFieldsTab, settingsTabAction["custom-fields"], {
                    index: true,
                    lazy: async () => ({
                      Component: (await import("./routes/custom-fields-settings-route.tsx"))
                        .CustomFieldsSettingsRoute,
                    }),
                  }),
                  settingsTab("employees", settingsTabAction.employees, {
                    index: true,
                    lazy: async () => ({
                      Component: (await import("./routes/employees-settings-route.tsx"))
                        .EmployeesSettingsRoute,
                    }),
                  }),
                  // Unknown tabs and tabs the user may not open land on general.
                  { path: "*", element: <Navigate to={toGeneralTab} replace /> },
                ],
              },
            ],
          },
          { path: "*", element: <Navigate to={paths.dashboard.getHref()} replace /> },
        ],
      },
    ],
  },
];

function FullScreenLoader() {
  return <PageLoader fullScreen />;
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(loadingInTasksOfTheirOwn(appRoutes(queryClient)));
}

/**
 * Each route's code and data start loading in a task of their own. Starting a route's import adds a
 * modulepreload link per chunk it needs (about 80 for the board and its layouts, 60–90 ms on a slow
 * machine); at the page's start that work would otherwise join the task that evaluates the entry and
 * starts the router. A loader only starts its calls (and imports their code), so it waits the same way.
 */
function loadingInTasksOfTheirOwn(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, loader, children } = route;
    return {
      ...route,
      // The code waits one task more than the data: the loaders' few chunks are then asked for before
      // the route's many, which the browser fetches six at a time in the order they were asked for.
      ...(typeof lazy === "function" ? { lazy: () => nextTask().then(nextTask).then(lazy) } : {}),
      ...(typeof loader === "function"
        ? { loader: (args: LoaderFunctionArgs) => nextTask().then(() => loader(args)) }
        : {}),
      ...(children ? { children: loadingInTasksOfTheirOwn(children) } : {}),
    } as RouteObject;
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** A settings tab: the page, behind the gate of the tab's access action (spec 000 §2 Settings pages). */
function settingsTab(
  path: string,
  action: AccessAction,
  page: RouteObject,
  redirectTo: string = toGeneralTab,
): RouteObject {
  return { path, element: <AccessGate action={action} redirectTo={redirectTo} />, children: [page] };
}
