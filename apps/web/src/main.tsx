import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers.tsx";
import { createAppQueryClient } from "./app/query-client.ts";
import { createAppRouter } from "./app/router.tsx";
import { createSessionHandlers } from "./app/session/session-handlers.ts";
import { configureApiClient } from "./shared/api-client/api-client.ts";
import { currentLanguage, i18nReady } from "./shared/i18n/i18n.ts";

const queryClient = createAppQueryClient();
const router = createAppRouter(queryClient);
configureApiClient(createSessionHandlers(queryClient, router));

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A stored Polish loads its strings before the first render; English is there at once. Should they
// fail to load, the app still renders (in English).
void i18nReady
  .catch(() => {})
  .then(() => {
    document.documentElement.lang = currentLanguage();
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
