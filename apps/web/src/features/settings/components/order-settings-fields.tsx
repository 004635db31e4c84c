// The order settings both General and Orders show (spec 001 §3 "General"; issue 12): the order
// confirmation email (the main company's) and the dealer's default delivery address and shipping
// instructions. One place for their inputs, limits and rules, whichever tab edits them.
import { Textarea, type TextareaProps, TextInput, type TextInputProps } from "@mantine/core";
import { email, type Rule } from "../../../shared/forms/rules.ts";
import type { FieldBehaviour } from "../../../shared/forms/use-app-form.ts";
import type { TFunction } from "../../../shared/i18n/translator.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type OrderSettingsValues = {
  order_confirmation_email: string;
  companyDeliveryAddress: string;
  defaultShippingInstructions: string;
};

/** Trimmed and cut to the API's limits on blur. */
export const orderSettingsFields = {
  order_confirmation_email: { kind: "text", maxLength: 255 },
  companyDeliveryAddress: { kind: "text", maxLength: 1000 },
  defaultShippingInstructions: { kind: "text", maxLength: 2000 },
} satisfies Record<keyof OrderSettingsValues, FieldBehaviour>;

export function orderSettingsRules(t: TFunction): Partial<Record<keyof OrderSettingsValues, Rule>> {
  return { order_confirmation_email: email(t("auth.emailInvalid")) };
}

export function OrderConfirmationEmailInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t("settings.general.orderConfirmationEmail")}
      description={t("settings.general.orderConfirmationEmailHelp")}
      type="email"
      {...props}
    />
  );
}

export function DeliveryAddressInput(props: TextareaProps) {
  const { t } = useTranslation();
  return (
    <Textarea label={t("settings.general.deliveryAddress")} autosize minRows={2} maxRows={6} {...props} />
  );
}

export function ShippingInstructionsInput(props: TextareaProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t("settings.general.shippingInstructions")}
      autosize
      minRows={2}
      maxRows={8}
      {...props}
    />
  );
}
