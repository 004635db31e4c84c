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

const queryClient = createAppQueryClient();
const router = createAppRouter(queryClient);
configureApiClient(createSessionHandlers(queryClient, router));

mountApp(queryClient, <RouterProvider router={router} />);
