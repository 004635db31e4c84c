// The configurator in a frame over the quote page, for a line on the quote; the frame talks back with
// window.postMessage. (A product being added is configured in the page first: add-quote-product.tsx.)

import { paths } from "../../../config/paths.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ConfiguratorFrame } from "../../catalogue/components.ts";

export type ConfiguratorModalProps = {
  opened: boolean;
  /** The line being configured; null while the dialog is closed. */
  lineId: string | null;
  onClose: () => void;
  onSaved: (orderLineId: string) => void;
};

export function ConfiguratorModal({ opened, lineId, onClose, onSaved }: ConfiguratorModalProps) {
  const { t } = useTranslation();
  return (
    <ConfiguratorFrame
      src={opened && lineId ? paths.productOptions.getHref(lineId) : null}
      title={t("quotes.configurator.title")}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
