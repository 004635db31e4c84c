import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import "./app/app-strings.ts";
import { RouterProvider } from "react-router/dom";
import { mountApp } from "./app/mount.tsx";
import { createAppQueryClient } from "./app/query-client.ts";
import { createAppRouter } from "./app/router.tsx";
import { createSessionHandlers } from "./app/session/session-handlers.ts";
import { configureApiClient } from "./shared/api-client/api-client.ts";
import { inNextTask } from "./shared/ui/next-task.tsx";

// The router starts (matching the address, starting the first route's code and data) in the task after
// the one that evaluated the entry's modules, rather than lengthening it. (Not a top-level await: that
// splits the chunks differently and added 10 kB to every route.)
inNextTask(() => {
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient);
  configureApiClient(createSessionHandlers(queryClient, router));
  mountApp(queryClient, <RouterProvider router={router} />);
});
