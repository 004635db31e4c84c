// The configurator in a frame over the quote page; the frame talks back with window.postMessage.
import { Modal } from "@mantine/core";
import { configuratorMessageSchema } from "@portal/contract";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../config/paths.ts";
import { reportSessionLost } from "../../../shared/api-client/api-client.ts";
import { showErrorToast } from "../../../shared/ui/toasts.ts";
import { useDeleteOrderLine } from "../api/delete-order-line.ts";

/** The line being configured; `isNew` when it was added for this and was never saved. */
export type ConfiguringLine = { lineId: string; isNew: boolean };

export type ConfiguratorModalProps = {
  quoteId: string;
  line: ConfiguringLine | null;
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

export function ConfiguratorModal({ quoteId, line, onClose, onSaved }: ConfiguratorModalProps) {
  const { t } = useTranslation();
  const discard = useDeleteOrderLine(quoteId);
  // A line added for this dialog and closed unsaved would sit half-made on the quote and block Accept.
  const cancel = () => {
    if (line?.isNew) discard.mutate(line.lineId);
    onClose();
  };
  useConfiguratorMessages({ onClose: cancel, onSaved });
  const orderLineId = line?.lineId ?? null;
  return (
    <Modal
      opened={orderLineId !== null}
      onClose={cancel}
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
