// Adding or changing a quote's adjustment (a discount or a surcharge), in a dialog: loaded when the page is
// idle (price-summary.tsx).
import { Modal } from "@mantine/core";
import type { TaxMode } from "@portal/domain";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { AdjustmentForm } from "./adjustment-form.tsx";
import type { AdjustmentInput } from "./quote-save.ts";

export type AdjustmentDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Adding one (else changing `initial`). */
  isNew: boolean;
  initial: AdjustmentInput | null;
  taxMode: TaxMode;
  saving: boolean;
  onSubmit: (value: AdjustmentInput) => void;
};

export function AdjustmentDialog({
  opened,
  onClose,
  isNew,
  initial,
  taxMode,
  saving,
  onSubmit,
}: AdjustmentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isNew ? t("quotes.adjustment.addTitle") : t("quotes.adjustment.editTitle")}
    >
      {opened ? (
        <AdjustmentForm
          initial={initial}
          taxMode={taxMode}
          saving={saving}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
