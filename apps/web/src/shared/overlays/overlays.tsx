import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { toastDurationMs } from "../../config/env.ts";

/**
 * The toast and dialog managers. The dialog manager needs no children: dialogs are opened through
 * `modals.*` events, and render here, inside the app's theme, query and i18n providers.
 */
export function Overlays({ onMounted }: { onMounted: () => () => void }) {
  // Effects run children first: by now the dialog manager listens for its events.
  useEffect(() => onMounted(), [onMounted]);
  return (
    <>
      <ModalsProvider />
      <Notifications autoClose={toastDurationMs} position="top-right" limit={4} />
    </>
  );
}
