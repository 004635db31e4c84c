// The configurator in a frame over the quote page; the frame talks back with window.postMessage.
import { useTranslation } from "react-i18next";
import { paths } from "../../../config/paths.ts";
import { ConfiguratorFrame } from "../../../shared/catalogue/configurator/configurator-frame.tsx";
import { useDeleteOrderLine } from "../api/delete-order-line.ts";

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
  return (
    <ConfiguratorFrame
      src={line ? paths.productOptions.getHref(line.lineId) : null}
      title={t("quotes.configurator.title")}
      onClose={cancel}
      onSaved={onSaved}
    />
  );
}
