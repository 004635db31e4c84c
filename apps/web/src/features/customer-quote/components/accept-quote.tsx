// Accepting the quote (DOMAIN.md): the dealer's terms, the customer's name and a drawn signature; then
// 'Quote accepted {date}', and the deposit by card when one is asked for.
import { Alert, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import type { CustomerQuote, PaymentSummary } from "@portal/contract";
import { toCents } from "@portal/domain";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { paths } from "../../../config/paths.ts";
import { isApiError } from "../../../shared/api-client/api-error.ts";
import { errorText } from "../../../shared/api-client/error-text.ts";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { formatDate } from "../../../shared/i18n/format-date.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { usePageNavigation } from "../../../shared/navigation/page-navigation.tsx";
import { SignaturePad } from "../../../shared/ui/signature-pad.tsx";
import { showErrorToast } from "../../../shared/ui/toasts.ts";
import { useAcceptCustomerQuote } from "../api/accept-customer-quote.ts";
import { usePayDeposit } from "../api/pay-customer-quote-deposit.ts";

export type AcceptQuoteProps = { token: string; quote: CustomerQuote; summary: PaymentSummary | undefined };

export function AcceptQuote({ token, quote, summary }: AcceptQuoteProps) {
  const { t } = useTranslation();
  const { navigate } = usePageNavigation();
  const accept = useAcceptCustomerQuote(token);
  const deposit = usePayDeposit(token);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useAppForm<{ name: string; signature: string | null }>({
    initialValues: { name: "", signature: null },
    fields: { name: { kind: "text", maxLength: 200 } },
    validate: {
      name: required(undefined, t("customerQuote.nameRequired")),
      signature: (value) => (value ? null : t("customerQuote.signatureRequired")),
    },
  });

  const payDeposit = () =>
    deposit.mutate(undefined, {
      onSuccess: ({ paymentId }) => navigate(paths.checkout.getHref(paymentId)),
      onError: (error) => showErrorToast(isApiError(error) ? errorText(error) : t("errors.genericMessage")),
    });

  if (quote.order.convertedAt) {
    const depositPaid =
      summary !== undefined &&
      (toCents(summary.totalReceived) ?? 0n) >= (toCents(quote.order.depositAmount) ?? 0n);
    return (
      <Stack gap="sm" align="flex-start" role="status">
        <Title order={2} size="h3">
          <IconCircleCheck
            size={24}
            aria-hidden="true"
            color="var(--mantine-color-green-7)"
            style={{ verticalAlign: "-4px" }}
          />{" "}
          {t("customerQuote.accepted", { date: formatDate(quote.order.convertedAt, quote.company.timeZone) })}
        </Title>
        {quote.acceptedByName ? (
          <Text c="dimmed">{t("customerQuote.signedBy", { name: quote.acceptedByName })}</Text>
        ) : null}
        {quote.canPayDeposit && !depositPaid ? (
          <Button size="md" loading={deposit.isPending} onClick={payDeposit}>
            {t("customerQuote.payDeposit")}
          </Button>
        ) : null}
      </Stack>
    );
  }

  if (quote.acceptBlocker) {
    return (
      <Alert color="orange" title={t("customerQuote.cannotAccept")}>
        {t(`errors.${quote.acceptBlocker}`)}{" "}
        {t("customerQuote.contactDealer", { dealer: quote.company.name })}
      </Alert>
    );
  }

  const submit = async ({ name, signature }: { name: string; signature: string | null }) => {
    if (!signature) return;
    setRefusal(null);
    try {
      await accept.mutateAsync({ name: name.trim(), signature });
    } catch (error) {
      // A 404 replaces the page with 'Quote not found' (the mutation asks for the quote again).
      if (isApiError(error) && error.status === 404) return;
      setRefusal(isApiError(error) && error.status === 422 ? errorText(error) : t("errors.genericMessage"));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t("customerQuote.acceptTitle")}
        </Title>
        {quote.bindingText ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {quote.bindingText}
          </Text>
        ) : null}
        <TextInput
          label={t("customerQuote.name")}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps("name")}
        />
        <SignaturePad
          label={t("customerQuote.signature")}
          error={typeof form.errors.signature === "string" ? form.errors.signature : null}
          onChange={(value) => {
            form.setFieldValue("signature", value);
            if (value) form.clearFieldError("signature");
          }}
        />
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={accept.isPending}>
          {t("customerQuote.accept")}
        </Button>
      </Stack>
    </form>
  );
}
