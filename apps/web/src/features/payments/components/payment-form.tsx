// Adding or editing a payment (spec 000 §4 Payment): a manual one is the dealer's record (status,
// transaction date when paid, reference); a card one asks the customer for an amount through a link.
import { Button, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { DealPayment, QuoteListItem } from "@portal/contract";
import {
  type PaymentStatus,
  type PaymentType,
  paymentAmountProblem,
  paymentStatuses,
  transactionDateProblem,
} from "@portal/domain";
import { NumberField } from "../../../shared/forms/number-field.tsx";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { dayjs } from "../../../shared/i18n/dayjs.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";

type Values = {
  type: PaymentType;
  amount: number | string;
  description: string;
  status: PaymentStatus;
  transactedAt: string;
  reference: string;
  quoteId: string | null;
};

/** What the form saves: every field, as the API takes it. */
export type PaymentFields = {
  type: PaymentType;
  amount: string;
  description: string;
  status: PaymentStatus;
  transactedAt: string | null;
  reference: string | null;
  quoteId: string | null;
};

/** The largest amount the API takes (ten digits of dollars). */
const maxAmount = 9_999_999_999;

export type PaymentFormProps = {
  /** The payment being edited (a manual one), or undefined for a new payment. */
  payment?: DealPayment;
  /** Whether the account takes card payments (the provider config). */
  cardPayments: boolean;
  /** The deal's quotes a payment can be for (its customer's quote page then shows it). */
  quotes: readonly QuoteListItem[];
  saving: boolean;
  onSave: (fields: PaymentFields) => Promise<unknown>;
};

const today = () => dayjs().format("YYYY-MM-DD");

export function PaymentForm({ payment, cardPayments, quotes, saving, onSave }: PaymentFormProps) {
  const { t } = useTranslation();
  const form = useAppForm<Values>({
    initialValues: {
      type: payment?.type ?? "MANUAL",
      amount: payment?.amount ?? "",
      description: payment?.description ?? "",
      status: payment?.status ?? "REQUESTED",
      transactedAt: payment?.transactedAt ?? "",
      reference: payment?.reference ?? "",
      quoteId: payment?.quoteId ?? null,
    },
    fields: {
      description: { kind: "text", maxLength: 500 },
      reference: { kind: "text", maxLength: 200 },
    },
    validate: {
      amount: (value) => {
        const text = typeof value === "number" ? String(value) : value.trim();
        if (text === "") return t("payments.amountRequired");
        const problem = paymentAmountProblem(text);
        return problem ? t(`errors.${problem}`) : null;
      },
      transactedAt: (value, values) =>
        values.type === "MANUAL" && transactionDateProblem(values.status, value)
          ? t("payments.dateRequired")
          : null,
    },
  });
  const requestClose = useFormModalGuard(form.isDirty());
  const manual = form.values.type === "MANUAL";
  const paid = manual && form.values.status === "PAID";

  const submit = async (values: Values) => {
    const isManual = values.type === "MANUAL";
    try {
      await onSave({
        type: values.type,
        amount: typeof values.amount === "number" ? String(values.amount) : values.amount.trim(),
        description: values.description.trim(),
        status: isManual ? values.status : "REQUESTED",
        transactedAt: isManual && values.status === "PAID" ? values.transactedAt : null,
        reference: isManual ? values.reference.trim() || null : null,
        quoteId: values.quoteId,
      });
      form.resetDirty();
    } catch (error) {
      form.refuseServer(error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        {payment ? null : (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="payment-type-label">
              {t("payments.type")}
            </Text>
            <SegmentedControl
              aria-labelledby="payment-type-label"
              data={[
                { value: "MANUAL", label: t("payments.types.MANUAL") },
                ...(cardPayments ? [{ value: "CARD", label: t("payments.types.CARD") }] : []),
              ]}
              {...form.getInputProps("type")}
            />
            {form.values.type === "CARD" ? (
              <Text size="xs" c="dimmed">
                {t("payments.cardHelp")}
              </Text>
            ) : null}
          </Stack>
        )}
        <NumberField
          label={t("payments.amount")}
          withAsterisk
          data-autofocus
          min={0}
          max={maxAmount}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          prefix="$"
          inputMode="decimal"
          hideControls
          {...form.getInputProps("amount")}
        />
        <Textarea
          label={t("payments.description")}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps("description")}
        />
        {quotes.length > 0 || form.values.quoteId ? (
          <Select
            label={t("payments.quote")}
            description={t("payments.quoteHelp")}
            placeholder={t("payments.noQuote")}
            clearable
            data={quotes.map((quote) => ({
              value: quote.id,
              label: quote.description ? `Q-${quote.tuid} · ${quote.description}` : `Q-${quote.tuid}`,
            }))}
            {...form.getInputProps("quoteId")}
          />
        ) : null}
        {manual ? (
          <>
            <Select
              label={t("payments.status")}
              allowDeselect={false}
              data={paymentStatuses.map((status) => ({
                value: status,
                label: t(`payments.statuses.${status}`),
              }))}
              {...form.getInputProps("status")}
              onChange={(value) => {
                if (!value) return;
                form.setFieldValue("status", value as PaymentStatus);
                if (value === "PAID" && !form.values.transactedAt)
                  form.setFieldValue("transactedAt", today());
              }}
            />
            {paid ? (
              <TextInput
                type="date"
                label={t("payments.transactedAt")}
                withAsterisk
                max="9999-12-31"
                {...form.getInputProps("transactedAt")}
              />
            ) : null}
            <TextInput
              label={t("payments.reference")}
              description={t("payments.referenceHelp")}
              maxLength={200}
              {...form.getInputProps("reference")}
            />
          </>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {payment
              ? t("common.save")
              : form.values.type === "CARD"
                ? t("payments.requestCard")
                : t("payments.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
