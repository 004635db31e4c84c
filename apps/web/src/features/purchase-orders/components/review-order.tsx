// Review order (spec 000 §4 "Purchase order"): the steps form → review (the PDF is generated and shown)
// → submit to an online supplier, or, for an offline one, the supplierOrder step with 'Mark as Submitted'.
import { Alert, Box, Button, Group, Loader, Stack, Stepper, Text } from "@mantine/core";
import type { PurchaseOrder, PurchaseOrderDetailsInput } from "@portal/contract";
import { IconDownload, IconExternalLink } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { openBlob } from "../../../shared/api-client/fetch-pdf.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { fetchOrderPdf } from "../api/get-purchase-order-pdf.ts";
import { OrderDetailsForm, type SalesRepOption } from "./order-details-form.tsx";

export type ReviewOrderProps = {
  order: PurchaseOrder;
  salesReps: readonly SalesRepOption[];
  canSetPrivate: boolean;
  saving: boolean;
  /** Saves the details (answers when saved; throws the API's error). */
  onSaveDetails: (body: PurchaseOrderDetailsInput) => Promise<unknown>;
  /** Submits the reviewed version (answers when submitted; throws the API's error). */
  onSubmit: (version: number) => Promise<unknown>;
};

/** The PDF of the order as it now is, as an object URL for the frame (revoked when it changes). */
function useOrderPdf(orderId: string, version: number) {
  const [pdf, setPdf] = useState<{ blob: Blob; url: string } | null | "failed">(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the order is a new PDF
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    setPdf(null);
    void fetchOrderPdf(orderId).then((blob) => {
      if (!live) return;
      if (!blob) {
        setPdf("failed");
        return;
      }
      url = URL.createObjectURL(blob);
      setPdf({ blob, url });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [orderId, version]);
  return pdf;
}

export function ReviewOrder({
  order,
  salesReps,
  canSetPrivate,
  saving,
  onSaveDetails,
  onSubmit,
}: ReviewOrderProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const offline = order.supplier.isOffline;
  return (
    <Stepper active={step} onStepClick={(next) => next < step && setStep(next)} size="sm">
      <Stepper.Step label={t("purchaseOrders.review.formStep")}>
        <OrderDetailsForm
          order={order}
          salesReps={salesReps}
          canSetPrivate={canSetPrivate}
          submitLabel={t("purchaseOrders.review.continue")}
          saving={saving}
          onSave={async (body) => {
            await onSaveDetails(body);
            setStep(1);
          }}
        />
      </Stepper.Step>
      <Stepper.Step label={t("purchaseOrders.review.reviewStep")}>
        {step === 1 ? (
          <PdfStep
            order={order}
            onBack={() => setStep(0)}
            next={
              offline ? (
                <Button onClick={() => setStep(2)}>{t("purchaseOrders.review.continue")}</Button>
              ) : (
                <SubmitButton
                  label={t("purchaseOrders.review.submit")}
                  version={order.version}
                  onSubmit={onSubmit}
                />
              )
            }
          />
        ) : null}
      </Stepper.Step>
      {offline ? (
        <Stepper.Step label={t("purchaseOrders.review.supplierOrderStep")}>
          <Stack gap="md">
            <Text>{t("purchaseOrders.review.offlineHelp", { supplier: order.supplier.name })}</Text>
            <Group justify="space-between" gap="sm">
              <Button variant="default" onClick={() => setStep(1)}>
                {t("purchaseOrders.review.back")}
              </Button>
              <SubmitButton
                label={t("purchaseOrders.review.markSubmitted")}
                version={order.version}
                onSubmit={onSubmit}
              />
            </Group>
          </Stack>
        </Stepper.Step>
      ) : null}
    </Stepper>
  );
}

function PdfStep({
  order,
  onBack,
  next,
}: {
  order: PurchaseOrder;
  onBack: () => void;
  next: React.ReactNode;
}) {
  const { t } = useTranslation();
  const pdf = useOrderPdf(order.id, order.version);
  const fileName = `${order.number}.pdf`;
  // Nothing unsaved here, but a Cancel in the modal still asks the modal to close.
  const close = useFormModalGuard(false);
  return (
    <Stack gap="md">
      {pdf === "failed" ? (
        <Alert color="red">{t("purchaseOrders.review.pdfFailed")}</Alert>
      ) : pdf === null ? (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" />
          <Text size="sm">{t("purchaseOrders.review.generating")}</Text>
        </Group>
      ) : (
        <>
          <Box
            component="iframe"
            src={pdf.url}
            title={t("purchaseOrders.review.pdfTitle", { number: order.number })}
            style={{
              width: "100%",
              height: "min(60vh, 640px)",
              border: "1px solid var(--mantine-color-gray-3)",
            }}
          />
          <Group gap="sm">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconExternalLink size={14} aria-hidden="true" />}
              onClick={() => openBlob(pdf.blob, fileName)}
            >
              {t("purchaseOrders.review.openPdf")}
            </Button>
            <Button
              variant="subtle"
              size="compact-sm"
              component="a"
              href={pdf.url}
              download={fileName}
              leftSection={<IconDownload size={14} aria-hidden="true" />}
            >
              {t("purchaseOrders.review.downloadPdf")}
            </Button>
          </Group>
        </>
      )}
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button variant="default" onClick={onBack}>
            {t("purchaseOrders.review.back")}
          </Button>
          <Button variant="subtle" onClick={close}>
            {t("common.cancel")}
          </Button>
        </Group>
        {next}
      </Group>
    </Stack>
  );
}

function SubmitButton({
  label,
  version,
  onSubmit,
}: {
  label: string;
  version: number;
  onSubmit: (version: number) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await onSubmit(version);
        } catch {
          // The page says why (a refusal or a conflict); the dialog stays for another try.
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}
