import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers.tsx";
import { createAppQueryClient } from "../app/query-client.ts";
import { appRoutes } from "../app/router.tsx";
import { createSessionHandlers } from "../app/session/session-handlers.ts";
import { configureApiClient } from "../shared/api-client/api-client.ts";

/** The whole app (real route table, guards and providers) at `url`, on a fake API. */
export function renderApp(url: string) {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [url] });
  configureApiClient(createSessionHandlers(queryClient, router));
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}

/** One component inside the providers, for component tests. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <AppProviders queryClient={queryClient} env="test">
      {ui}
    </AppProviders>,
  );
}

/**
 * Imports every route's lazy code, as a browser that has the app's chunks cached finds it: a test's
 * first page then renders in milliseconds, not after its modules are transformed.
 */
export async function loadAppRoutes() {
  const pending: Promise<unknown>[] = [];
  const visit = (routes: RouteObject[]) => {
    for (const route of routes) {
      if (typeof route.lazy === "function") pending.push(route.lazy());
      if (route.children) visit(route.children);
    }
  };
  visit(appRoutes(createAppQueryClient()));
  await Promise.all(pending);
}
