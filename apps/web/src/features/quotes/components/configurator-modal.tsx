// The configurator in a frame over the quote page; the frame talks back with window.postMessage.
import { Modal } from "@mantine/core";
import { configuratorMessageSchema } from "@portal/contract";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../config/paths.ts";
import { reportSessionLost } from "../../../shared/api-client/api-client.ts";
import { showErrorToast } from "../../../shared/ui/toasts.ts";

export type ConfiguratorModalProps = {
  orderLineId: string | null;
  onClose: () => void;
  onSaved: (orderLineId: string) => void;
};

/** Accepts only messages from our own origin that match the contract. */
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

export function ConfiguratorModal({ orderLineId, onClose, onSaved }: ConfiguratorModalProps) {
  const { t } = useTranslation();
  useConfiguratorMessages({ onClose, onSaved });
  return (
    <Modal
      opened={orderLineId !== null}
      onClose={onClose}
      title={t("quotes.configurator.title")}
      size="min(1100px, 96vw)"
      padding="xs"
      styles={{ body: { padding: 0 } }}
    >
      {orderLineId ? (
        <iframe
          title={t("quotes.configurator.title")}
          src={paths.productOptions.getHref(orderLineId)}
          style={{ width: "100%", height: "min(80vh, 900px)", border: 0, display: "block" }}
        />
      ) : null}
    </Modal>
  );
}
