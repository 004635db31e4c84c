// The configurator frame (/product-options/{orderLineId}) and the page it is shown on (a quote or a
// purchase order) talk with window.postMessage (configuratorMessageSchema): the frame posts, the page
// listens.
import { type ConfiguratorMessage, configuratorMessageSchema } from "@portal/contract";
import { useEffect, useRef } from "react";
import { reportSessionLost } from "../../../shared/api-client/api-client.ts";
import { showErrorToast } from "../../../shared/ui/toasts.ts";

/** The frame's side. */
export function postToPage(message: ConfiguratorMessage): void {
  // Only our own page may hear it (the frame is same-origin); opened alone, the parent is the window itself.
  window.parent.postMessage(message, window.location.origin);
}

/** The page's side: accepts only messages from our own origin that match the contract. */
export function useConfiguratorMessages(handlers: {
  onClose: () => void;
  onSaved: (orderLineId: string) => void;
}) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const parsed = configuratorMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      switch (message.type) {
        case "closeModal":
          latest.current.onClose();
          break;
        case "didSave":
          latest.current.onSaved(message.orderLineId);
          break;
        case "error":
          showErrorToast(message.message);
          break;
        case "openUrl":
          if (/^https?:\/\//.test(message.url) || message.url.startsWith("/"))
            window.open(message.url, "_blank", "noopener");
          break;
        case "sessionExpired":
          latest.current.onClose();
          reportSessionLost(401);
          break;
      }
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, []);
}
