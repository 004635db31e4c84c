// The lean public entry (public.html): sign-in, password reset, the checkout, the customer's quote and
// the supplier's page, with Mantine, the API client and the strings, but not the signed-in app's router,
// shell or pages; signing in loads the app. Built on Preact's React layer (vite.config.ts).
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import "./app/public.css";
import { mountApp } from "./app/mount.tsx";
import { PublicApp } from "./app/public-app.tsx";
import { createAppQueryClient } from "./app/query-client.ts";
import { toastApiError } from "./app/session/session-handlers.ts";
import { configureApiClient } from "./shared/api-client/api-client.ts";

const queryClient = createAppQueryClient();
// No session to lose here: a 401 on these pages means "not signed in", which they show themselves.
configureApiClient({ onSessionLost: () => {}, onServerError: toastApiError });

mountApp(queryClient, <PublicApp />);
