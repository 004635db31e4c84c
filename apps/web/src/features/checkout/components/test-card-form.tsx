// The test provider's card form (PAYMENTS_PROVIDER=test), served by the portal itself and labelled as
// test mode: Stripe's test cards behave as they do there, and no money moves.
import { Alert, Badge, Button, Group, Stack, TextInput } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { TestCardInput } from "../api/confirm-test-checkout.ts";

export type TestCardFormProps = {
  payLabel: string;
  paying: boolean;
  onPay: (card: TestCardInput) => Promise<void>;
};

/** "4242424242424242" → "4242 4242 4242 4242" as it is typed. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** "1234" → "12 / 34" as it is typed. */
const expiryText = (value: string) => {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

export function TestCardForm({ payLabel, paying, onPay }: TestCardFormProps) {
  const { t } = useTranslation();
  const form = useAppForm<TestCardInput>({
    initialValues: { number: "", expiry: "", cvc: "" },
    validate: {
      number: required(undefined, t("checkout.cardNumberRequired")),
      expiry: required(undefined, t("checkout.expiryRequired")),
      cvc: required(undefined, t("checkout.cvcRequired")),
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onPay)}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <IconCreditCard size={18} aria-hidden="true" />
            <span>{t("checkout.card")}</span>
          </Group>
          <Badge color="dark.6" variant="filled">
            {t("checkout.testMode")}
          </Badge>
        </Group>
        <Alert color="orange" variant="light" p="xs">
          {t("checkout.testHint")}
        </Alert>
        <TextInput
          label={t("checkout.cardNumber")}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          {...form.getInputProps("number")}
          onChange={(event) => form.setFieldValue("number", groupDigits(event.currentTarget.value))}
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label={t("checkout.expiry")}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            {...form.getInputProps("expiry")}
            onChange={(event) => form.setFieldValue("expiry", expiryText(event.currentTarget.value))}
          />
          <TextInput
            label={t("checkout.cvc")}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            {...form.getInputProps("cvc")}
          />
        </Group>
        <Button type="submit" size="md" loading={paying} fullWidth>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
