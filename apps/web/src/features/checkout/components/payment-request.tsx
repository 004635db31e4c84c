// A requested payment (spec 000 §4 Public view "Requested shows the payment form"): what is asked and
// by whom, the customer's email, then the provider's card form for a checkout session.
import { Button, Divider, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import type { CheckoutSession, PublicPayment } from "@portal/contract";
import { formatPaymentAmount } from "@portal/domain";
import { lazy, Suspense, useCallback, useState } from "react";
import { paths } from "../../../config/paths.ts";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { email as emailRule, required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { usePageNavigation } from "../../../shared/navigation/page-navigation.tsx";
import { type TestCardInput, useConfirmTestCard } from "../api/confirm-test-checkout.ts";
import { useStartCheckout } from "../api/create-checkout-session.ts";
import { CheckoutErrorView } from "./checkout-views.tsx";
import { PaymentFailedDialog } from "./payment-failed-dialog.tsx";
import { TestCardForm } from "./test-card-form.tsx";

// Only a Stripe account's customers load it, and only at this step.
const StripeEmbeddedCheckout = lazy(async () => ({
  default: (await import("./stripe-embedded-checkout.tsx")).StripeEmbeddedCheckout,
}));

export type PaymentRequestProps = {
  payment: PublicPayment;
  /** The payment is no longer payable (paid or cancelled meanwhile): reload it. */
  onStale: () => void;
};

export function PaymentRequest({ payment, onStale }: PaymentRequestProps) {
  const { t } = useTranslation();
  const { navigate } = usePageNavigation();
  const start = useStartCheckout(payment.paymentId);
  const confirm = useConfirmTestCard();
  const [session, setSession] = useState<CheckoutSession | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const showBroken = useCallback(() => setBroken(true), []);
  const form = useAppForm<{ email: string }>({
    initialValues: { email: "" },
    fields: { email: { kind: "text", maxLength: 254 } },
    validate: {
      email: (value) =>
        required(undefined, t("checkout.emailRequired"))(value, undefined) ??
        emailRule(t("checkout.emailInvalid"))(value, undefined),
    },
  });
  const amount = formatPaymentAmount(payment.amount, payment.currency);

  const startSession = async (email: string) => {
    try {
      setSession(await start.mutateAsync(email.trim()));
    } catch (error) {
      if (hasStatus(error, 409)) onStale();
      else if (!form.refuseServer(error)) setBroken(true);
      else form.refuse({});
    }
  };

  const pay = async (card: TestCardInput) => {
    if (!session) return;
    try {
      const result = await confirm.mutateAsync({ session, email: form.values.email.trim(), card });
      if (result.ok) navigate(paths.checkoutReturn.getHref(payment.paymentId, session.sessionId));
      else setFailure(result.message);
    } catch {
      setBroken(true);
    }
  };

  // A refused card ends its session: the next try gets a new one.
  const closeFailure = () => {
    setFailure(null);
    setSession(null);
    void startSession(form.values.email);
  };

  if (broken)
    return (
      <CheckoutErrorView
        onRetry={() => {
          setBroken(false);
          setSession(null);
        }}
      />
    );

  // Stripe draws its own form from its publishable key; the test provider's is the portal's.
  const providerForm = session?.publishableKey ? (
    <Suspense fallback={<Loader size="sm" mx="auto" display="block" />}>
      <StripeEmbeddedCheckout
        session={{ ...session, publishableKey: session.publishableKey }}
        onError={showBroken}
      />
    </Suspense>
  ) : (
    <TestCardForm payLabel={t("checkout.pay", { amount })} paying={confirm.isPending} onPay={pay} />
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t("checkout.requestedBy", { dealer: payment.context.dealer.name })}
        </Text>
        <Title order={1} size="h2" style={{ fontVariantNumeric: "tabular-nums" }}>
          {amount}
        </Title>
        {payment.description ? (
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{payment.description}</Text>
        ) : null}
      </Stack>
      <Divider />
      <form noValidate onSubmit={form.handleSubmit(({ email }) => startSession(email))}>
        <Stack gap="sm">
          <TextInput
            type="email"
            label={t("checkout.email")}
            placeholder={t("checkout.emailPlaceholder")}
            autoComplete="email"
            withAsterisk
            readOnly={session !== null}
            {...form.getInputProps("email")}
          />
          {session ? null : (
            <Button type="submit" size="md" loading={start.isPending} fullWidth>
              {t("checkout.continue")}
            </Button>
          )}
        </Stack>
      </form>
      {session ? providerForm : null}
      <PaymentFailedDialog message={failure} onClose={closeFailure} />
    </Stack>
  );
}
