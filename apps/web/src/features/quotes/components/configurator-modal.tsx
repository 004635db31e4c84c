// The configurator in a frame over the quote page; the frame talks back with window.postMessage.
import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { paths } from "../../../config/paths.ts";
import { useDeleteOrderLine } from "../api/delete-order-line.ts";
import { useConfiguratorMessages } from "../hooks/use-configurator-messages.ts";

/** The line being configured; `isNew` when it was added for this and was never saved. */
export type ConfiguringLine = { lineId: string; isNew: boolean };

export type ConfiguratorModalProps = {
  quoteId: string;
  line: ConfiguringLine | null;
  onClose: () => void;
  onSaved: (orderLineId: string) => void;
};

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
