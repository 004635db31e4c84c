// The order toolbar's dialog (order-toolbar.tsx): Review and submit, Edit details, or Revise, with its
// form. Loaded when the page is idle.
import { Alert, Stack } from "@mantine/core";
import type { PurchaseOrder, PurchaseOrderDetailsInput } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { OrderDetailsForm, type SalesRepOption } from "./order-details-form.tsx";
import { ReviewOrder } from "./review-order.tsx";

export type OrderToolbarDialogProps = {
  opened: boolean;
  /** Which dialog (the last one, while it closes). */
  dialog: "details" | "revise" | "review";
  onClose: () => void;
  order: PurchaseOrder;
  salesReps: readonly SalesRepOption[];
  canSetPrivate: boolean;
  saving: boolean;
  /** Review's details, saved in place or as a new revision. */
  onSaveDetails: (body: PurchaseOrderDetailsInput) => Promise<PurchaseOrder>;
  onSubmit: (version: number) => Promise<void>;
  /** Edit details' or Revise's Save. */
  onSave: (body: PurchaseOrderDetailsInput) => Promise<void>;
};

export function OrderToolbarDialog({
  opened,
  dialog,
  onClose,
  order,
  salesReps,
  canSetPrivate,
  saving,
  onSaveDetails,
  onSubmit,
  onSave,
}: OrderToolbarDialogProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size={dialog === "review" ? "xl" : "lg"}
      title={
        dialog === "review"
          ? t("purchaseOrders.review.title", { number: order.number })
          : dialog === "revise"
            ? t("purchaseOrders.reviseTitle", { number: order.number })
            : t("purchaseOrders.editDetails")
      }
    >
      {!opened ? null : dialog === "review" ? (
        <ReviewOrder
          order={order}
          salesReps={salesReps}
          canSetPrivate={canSetPrivate}
          saving={saving}
          onSaveDetails={onSaveDetails}
          onSubmit={onSubmit}
        />
      ) : (
        <Stack gap="md">
          {dialog === "revise" ? (
            <Alert color="blue">{t("purchaseOrders.reviseHelp", { number: order.number })}</Alert>
          ) : null}
          <OrderDetailsForm
            order={order}
            salesReps={salesReps}
            canSetPrivate={canSetPrivate}
            submitLabel={dialog === "revise" ? t("purchaseOrders.makeRevision") : t("common.save")}
            saving={saving}
            onSave={onSave}
          />
        </Stack>
      )}
    </FormModal>
  );
}
