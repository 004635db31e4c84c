// The deal's Payments tab (spec 000 §2 "Deal detail modules", §4 Payment): the deal's payments newest
// first; add a manual payment or ask for a card payment; edit, cancel, archive as the rules allow.
import { Button, EmptyState, Group, Stack } from "@mantine/core";
import type { DealPayment, QuoteListItem } from "@portal/contract";
import { IconCash, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { paths } from "../../../config/paths.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { showErrorToast, showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useArchivePayment } from "../api/archive-payment.ts";
import { useCancelPayment } from "../api/cancel-payment.ts";
import { useCreateDealPayment } from "../api/create-deal-payment.ts";
import { usePayments } from "../api/list-deal-payments.ts";
import { useUpdatePayment } from "../api/update-payment.ts";
import { PaymentCard } from "./payment-card.tsx";
import { type PaymentFields, PaymentForm } from "./payment-form.tsx";

export type PaymentsPanelProps = {
  dealId: string;
  readOnly: boolean;
  /** Whether the account takes card payments (the provider config's switch). */
  cardPayments: boolean;
  /** Told after every change, so the deal's own copy of its payments reloads. */
  onChanged: () => void;
  /** The deal's quotes a payment can be recorded against (the customer's quote page shows its own). */
  quotes: QuoteListItem[];
};

/** The link a customer opens to pay (absolute, to paste into a message). */
export function paymentLink(paymentId: string): string {
  return new URL(paths.checkout.getHref(paymentId), window.location.origin).toString();
}

export function PaymentsPanel({ dealId, readOnly, cardPayments, onChanged, quotes }: PaymentsPanelProps) {
  const { t } = useTranslation();
  const query = usePayments(dealId);
  const create = useCreateDealPayment(dealId, onChanged);
  const update = useUpdatePayment(dealId, onChanged);
  const cancel = useCancelPayment(dealId, onChanged);
  const archive = useArchivePayment(dealId, onChanged);
  // null = closed; "new" = adding; a payment = editing it.
  const [editing, setEditing] = useState<DealPayment | "new" | null>(null);

  const save = async ({ type, ...fields }: PaymentFields) => {
    if (editing === "new") {
      await create.mutateAsync({ type, ...fields });
      showSuccessToast(t(type === "CARD" ? "payments.requested" : "payments.added"));
    } else if (editing) {
      await update.mutateAsync({ paymentId: editing.id, body: fields });
      showSuccessToast(t("payments.saved"));
    }
    setEditing(null);
  };

  const copyLink = async (payment: DealPayment) => {
    try {
      await navigator.clipboard.writeText(paymentLink(payment.id));
      showSuccessToast(t("payments.linkCopied"));
    } catch {
      showErrorToast(t("payments.copyFailed"));
    }
  };

  const confirmCancel = (payment: DealPayment) =>
    openConfirm({
      title: t("payments.cancelTitle"),
      message: t("payments.cancelConfirm"),
      confirmLabel: t("payments.cancel"),
      danger: true,
      onConfirm: () =>
        cancel.mutate(payment.id, { onSuccess: () => showSuccessToast(t("payments.cancelled")) }),
    });

  const confirmArchive = (payment: DealPayment) =>
    openConfirm({
      title: t("payments.archiveTitle"),
      message: t("payments.archiveConfirm"),
      confirmLabel: t("payments.archive"),
      danger: true,
      onConfirm: () =>
        archive.mutate(payment.id, { onSuccess: () => showSuccessToast(t("payments.archived")) }),
    });

  const payments = query.data;
  return (
    <Stack gap="md">
      {readOnly ? null : (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing("new")}>
            {t("payments.add")}
          </Button>
        </Group>
      )}
      {query.isError ? (
        <ErrorView onRetry={() => void query.refetch()} />
      ) : !payments ? (
        <PageLoader />
      ) : payments.length === 0 ? (
        <EmptyState
          withIndicatorBackground
          icon={<IconCash aria-hidden="true" />}
          title={t("payments.empty")}
        />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
          aria-label={t("payments.list")}
        >
          {payments.map((payment) => (
            <PaymentCard
              key={payment.id}
              payment={payment}
              link={paymentLink(payment.id)}
              readOnly={readOnly}
              onEdit={() => setEditing(payment)}
              onCancel={() => confirmCancel(payment)}
              onArchive={() => confirmArchive(payment)}
              onCopyLink={() => void copyLink(payment)}
            />
          ))}
        </Stack>
      )}
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("payments.addTitle") : t("payments.editTitle")}
      >
        {editing !== null ? (
          <PaymentForm
            payment={editing === "new" ? undefined : editing}
            cardPayments={cardPayments}
            quotes={quotes}
            saving={create.isPending || update.isPending}
            onSave={save}
          />
        ) : null}
      </FormModal>
    </Stack>
  );
}
