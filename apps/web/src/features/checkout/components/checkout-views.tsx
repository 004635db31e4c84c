// The checkout's outcomes, each in the spec's words (001 §8): paid, no longer valid, not found,
// failed or declined, and a result that could not be checked.
import { Button, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { paths } from "../../../config/paths.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PageLink } from "../../../shared/navigation/page-navigation.tsx";
import { ErrorPanel } from "../../../shared/ui/error-panel.tsx";

export function PaymentDoneView() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="md" ta="center" role="status">
      <IconCircleCheck size={48} aria-hidden="true" color="var(--mantine-color-green-7)" />
      <Title order={1} size="h2">
        {t("checkout.doneTitle")}
      </Title>
      <Text>{t("checkout.doneMessage")}</Text>
    </Stack>
  );
}

export function LinkNoLongerValidView() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="md" ta="center" role="status">
      <IconLinkOff size={44} aria-hidden="true" color="var(--mantine-color-gray-6)" />
      <Title order={1} size="h3">
        {t("errors.PAYMENT_NOT_PAYABLE")}
      </Title>
    </Stack>
  );
}

/** A link that names no payment (the call answered 401). */
export function PaymentNotFoundView() {
  const { t } = useTranslation();
  return (
    <ErrorPanel
      missing
      title={t("checkout.oopsTitle")}
      message={
        <Stack gap={4} maw={480}>
          <Text c="dimmed">{t("checkout.oopsLine1")}</Text>
          <Text c="dimmed">{t("checkout.oopsLine2")}</Text>
        </Stack>
      }
    />
  );
}

/** The generic error panel: the payment, the session or the provider's form could not load. */
export function CheckoutErrorView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorPanel
      title={t("errors.genericTitle")}
      message={t("errors.genericMessage")}
      action={
        <Button variant="light" onClick={onRetry}>
          {t("common.tryAgain")}
        </Button>
      }
    />
  );
}

function BackToCheckout({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  return (
    <Button component={PageLink} to={paths.checkout.getHref(paymentId)} variant="filled">
      {t("checkout.backToCheckout")}
    </Button>
  );
}

/** The return page when the session is still open or ended unpaid: declined or cancelled. */
export function PaymentFailedView({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  return (
    <ErrorPanel
      title={t("checkout.failedTitle")}
      message={t("checkout.failedMessage")}
      action={<BackToCheckout paymentId={paymentId} />}
    />
  );
}

/** The return page when the session's result could not be had. */
export function PaymentUnverifiedView({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  return (
    <ErrorPanel
      title={t("checkout.unverifiedTitle")}
      message={t("checkout.unverified")}
      action={<BackToCheckout paymentId={paymentId} />}
    />
  );
}
