// What can be done with the order (spec 000 §2 purchase order modals, §4 "Purchase order"): edit its
// details and review → submit while OPEN; revise (a new revision) or reopen (offline supplier) once
// SUBMITTED; clone; archive or bring back; the PDF. Read-only orders hide edit and clone.
import { Button, Group } from "@mantine/core";
import type { PurchaseOrder, PurchaseOrderDetailsInput } from "@portal/contract";
import { isPurchaseOrderReadOnly } from "@portal/domain";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { openBlob } from "../../../shared/api-client/fetch-pdf.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { Deferred, DeferredDialog, deferredPart } from "../../../shared/ui/deferred.tsx";
import { moreActionsButton } from "../../../shared/ui/more-actions-button.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useArchiveOrder } from "../api/archive-purchase-order.ts";
import { useCloneOrder } from "../api/clone-purchase-order.ts";
import { fetchOrderPdf } from "../api/get-purchase-order-pdf.ts";
import { useReopenOrder } from "../api/reopen-purchase-order.ts";
import { useSubmitOrder } from "../api/submit-purchase-order.ts";
import { useUnarchiveOrder } from "../api/unarchive-purchase-order.ts";
import { useUpdateOrder } from "../api/update-purchase-order.ts";
import { useOrderProblem } from "../hooks/use-order-problem.ts";
import type { OrderActionsMenuProps } from "./order-actions-menu.tsx";
import type { SalesRepOption } from "./order-details-form.tsx";
import type { OrderToolbarDialogProps } from "./order-toolbar-dialog.tsx";

export type OrderToolbarProps = {
  order: PurchaseOrder;
  /** Whether the session may change orders (orders.edit); without it only the PDF is offered. */
  canEdit: boolean;
  canSetPrivate: boolean;
  salesReps: readonly SalesRepOption[];
  orderHref: (orderId: string) => string;
};

type Dialog = "details" | "revise" | "review" | null;

// The ⋮ menu and the review, details and revision dialog (its forms) load when the page is idle.
const actionsMenu = deferredPart<OrderActionsMenuProps>(
  async () => (await import("./order-actions-menu.tsx")).OrderActionsMenu,
);

const toolbarDialog = deferredPart<OrderToolbarDialogProps>(
  async () => (await import("./order-toolbar-dialog.tsx")).OrderToolbarDialog,
);

export function OrderToolbar({ order, canEdit, canSetPrivate, salesReps, orderHref }: OrderToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  // A new revision opens once its dialog has closed: the form's leave guard goes with the dialog.
  const [revisionId, setRevisionId] = useState<string | null>(null);
  useEffect(() => {
    if (revisionId && dialog === null) void navigate(orderHref(revisionId));
  }, [revisionId, dialog, navigate, orderHref]);
  const onProblem = useOrderProblem(order.id);
  const update = useUpdateOrder(order.id);
  const clone = useCloneOrder(order.id);
  const archive = useArchiveOrder(order.id);
  const unarchive = useUnarchiveOrder(order.id);
  const submit = useSubmitOrder(order.id);
  const reopen = useReopenOrder(order.id);

  const readOnly = isPurchaseOrderReadOnly(order);
  const latest = order.context.latestRevision.id === order.id;
  const revisable = order.status === "SUBMITTED" && !order.isArchived && latest;
  const close = () => setDialog(null);

  /** Runs a change; a refusal or conflict is shown and thrown on, so a form keeps what was typed. */
  const attempt = async <T,>(change: () => Promise<T>): Promise<T> => {
    try {
      return await change();
    } catch (error) {
      onProblem(error);
      throw error;
    }
  };
  const quietly = (change: () => Promise<unknown>) => void change().catch(() => {});

  const saveDetails = async (body: PurchaseOrderDetailsInput) => {
    const saved = await attempt(() => update.mutateAsync(body));
    if (saved.id !== order.id) {
      close();
      showSuccessToast(t("purchaseOrders.revised", { number: saved.number }));
      setRevisionId(saved.id);
    }
    return saved;
  };

  const openPdf = async () => {
    setPdfBusy(true);
    try {
      const pdf = await fetchOrderPdf(order.id);
      if (pdf) openBlob(pdf, `${order.number}.pdf`);
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <>
      <Group gap="sm" wrap="wrap">
        {canEdit && !readOnly ? (
          <>
            <Button onClick={() => setDialog("review")}>{t("purchaseOrders.review.action")}</Button>
            <Button variant="default" onClick={() => setDialog("details")}>
              {t("purchaseOrders.editDetails")}
            </Button>
          </>
        ) : null}
        {canEdit && revisable ? (
          <Button variant="default" onClick={() => setDialog("revise")}>
            {t("purchaseOrders.revise")}
          </Button>
        ) : null}
        {canEdit && revisable && order.supplier.isOffline ? (
          <Button
            variant="default"
            loading={reopen.isPending}
            onClick={() =>
              openConfirm({
                title: t("purchaseOrders.reopenTitle"),
                message: t("purchaseOrders.reopenMessage", { supplier: order.supplier.name }),
                confirmLabel: t("purchaseOrders.reopen"),
                onConfirm: () =>
                  quietly(() =>
                    attempt(() => reopen.mutateAsync()).then(() =>
                      showSuccessToast(t("purchaseOrders.reopened", { number: order.number })),
                    ),
                  ),
              })
            }
          >
            {t("purchaseOrders.reopen")}
          </Button>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
          loading={pdfBusy}
          onClick={() => void openPdf()}
        >
          {t("purchaseOrders.viewPdf")}
        </Button>
        {canEdit ? (
          <Deferred
            part={actionsMenu}
            props={{
              label: t("purchaseOrders.moreActions"),
              busy: clone.isPending || archive.isPending || unarchive.isPending,
              canClone: !readOnly,
              isArchived: order.isArchived,
              onClone: () =>
                quietly(() =>
                  attempt(() => clone.mutateAsync()).then((copy) => {
                    showSuccessToast(t("purchaseOrders.cloned", { number: copy.number }));
                    void navigate(orderHref(copy.id));
                  }),
                ),
              onUnarchive: () => quietly(() => attempt(() => unarchive.mutateAsync())),
              onArchive: () => quietly(() => attempt(() => archive.mutateAsync())),
            }}
            placeholder={(onClick) =>
              moreActionsButton(t("purchaseOrders.moreActions"), {
                loading: clone.isPending || archive.isPending || unarchive.isPending,
                onClick,
              })
            }
          />
        ) : null}
      </Group>
      <DeferredDialog
        part={toolbarDialog}
        props={{
          opened: dialog !== null,
          dialog: dialog ?? "details",
          onClose: close,
          order,
          salesReps,
          canSetPrivate,
          saving: update.isPending,
          onSaveDetails: saveDetails,
          onSubmit: async (version: number) => {
            const sent = await attempt(() => submit.mutateAsync(version));
            close();
            showSuccessToast(
              t(order.supplier.isOffline ? "purchaseOrders.markedSubmitted" : "purchaseOrders.submitted", {
                number: sent.number,
                supplier: order.supplier.name,
              }),
            );
          },
          onSave: async (body: PurchaseOrderDetailsInput) => {
            const saved = await saveDetails(body);
            if (saved.id === order.id) {
              close();
              showSuccessToast(t("purchaseOrders.saved"));
            }
          },
        }}
      />
    </>
  );
}
