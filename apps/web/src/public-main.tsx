// The lean public entry (public.html): sign-in and password reset, with Mantine, the API client and
// the strings, but not the signed-in app's router, shell or pages; signing in loads the app.
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers.tsx";
import { PublicApp } from "./app/public-app.tsx";
import { createAppQueryClient } from "./app/query-client.ts";
import { toastApiError } from "./app/session/session-handlers.ts";
import { configureApiClient } from "./shared/api-client/api-client.ts";
import { currentLanguage, i18nReady } from "./shared/i18n/i18n.ts";

const queryClient = createAppQueryClient();
// No session to lose here: a 401 on these pages means "not signed in", which they show themselves.
configureApiClient({ onSessionLost: () => {}, onServerError: toastApiError });

const root = document.getElementById("root");
if (!root) throw new Error("public.html has no #root element");

void i18nReady
  .catch(() => {})
  .then(() => {
    document.documentElement.lang = currentLanguage();
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <PublicApp />
        </AppProviders>
      </StrictMode>,
    );
  });
