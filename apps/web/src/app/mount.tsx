import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { currentLanguage, i18nReady, loadLanguage } from "../shared/i18n/i18n.ts";
import { AppProviders } from "./providers.tsx";

/**
 * Renders an entry's app into its page's #root, inside the providers. A stored Polish loads its strings
 * before the first render; English is there at once. Should they fail to load, the app still renders
 * (in English).
 */
export function mountApp(queryClient: QueryClient, app: ReactNode): void {
  const root = document.getElementById("root");
  if (!root) throw new Error("the page has no #root element");
  // Every part of the strings the entry added by now, in the stored language.
  void i18nReady
    .then(() => loadLanguage(currentLanguage()))
    .catch(() => {})
    .then(() => {
      document.documentElement.lang = currentLanguage();
      createRoot(root).render(
        <StrictMode>
          <AppProviders queryClient={queryClient}>{app}</AppProviders>
        </StrictMode>,
      );
    });
}
