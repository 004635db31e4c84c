import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { DealerSettings, MainCompany } from "@portal/contract";
import { auPhone, email, required, rules } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { SettingsSection as Section } from "../../../shared/ui/settings-section.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useUnsavedChanges } from "../../../shared/ui/use-unsaved-changes.ts";
import { AddressLookupInput } from "../../address-lookup/components.ts";
import { useAddressLookupStatus } from "../../address-lookup/index.ts";
import { useUpdateDealerSettings } from "../api/update-dealer-settings.ts";
import { useUpdateMainCompany } from "../api/update-main-company.ts";
import {
  companyFields,
  deliveryFields,
  type GeneralSettingsValues,
  toDealerSettingsBody,
  toFormValues,
  toMainCompanyBody,
} from "./general-settings-values.ts";
import {
  DeliveryAddressInput,
  OrderConfirmationEmailInput,
  orderSettingsFields,
  orderSettingsRules,
  ShippingInstructionsInput,
} from "./order-settings-fields.tsx";

export type GeneralSettingsFormProps = {
  company: MainCompany;
  dealer: DealerSettings;
  /** The account's country, the only one the address lookup searches. */
  countryName: string;
  /** Without the right to change settings: every field read-only, no Save. */
  readOnly?: boolean;
};

export function GeneralSettingsForm({
  company,
  dealer,
  countryName,
  readOnly = false,
}: GeneralSettingsFormProps) {
  const { t } = useTranslation();
  // With a maps key on the server, the first address line looks addresses up; else plain fields.
  const lookup = useAddressLookupStatus(!readOnly);
  const withLookup = !readOnly && lookup.data?.available === true;
  const updateCompany = useUpdateMainCompany();
  const updateDealer = useUpdateDealerSettings();
  const form = useAppForm<GeneralSettingsValues>({
    name: "general-settings",
    initialValues: toFormValues(company, dealer),
    fields: {
      company_name: { kind: "text", maxLength: 255 },
      email: { kind: "text", maxLength: 255 },
      phone: { kind: "text", maxLength: 40 },
      "address.line1": { kind: "text", maxLength: 255 },
      "address.line2": { kind: "text", maxLength: 255 },
      "address.suburb": { kind: "text", maxLength: 120 },
      "address.state": { kind: "text", maxLength: 60 },
      "address.postcode": { kind: "text", maxLength: 12 },
      account_email: { kind: "text", maxLength: 255 },
      ...orderSettingsFields,
    },
    validate: {
      company_name: required(t("settings.general.companyName")),
      email: rules(required(t("settings.general.email")), email(t("auth.emailInvalid"))),
      phone: auPhone(),
      account_email: email(t("auth.emailInvalid")),
      ...orderSettingsRules(t),
    },
  });
  const dirty = form.isDirty();
  useUnsavedChanges(dirty && !readOnly);
  const saving = updateCompany.isPending || updateDealer.isPending;

  const save = async (values: GeneralSettingsValues) => {
    const companyChanged = companyFields.some((field) => form.isDirty(field));
    const deliveryChanged = deliveryFields.some((field) => form.isDirty(field));
    try {
      if (companyChanged) await updateCompany.mutateAsync(toMainCompanyBody(values));
      if (deliveryChanged) await updateDealer.mutateAsync(toDealerSettingsBody(dealer, values));
      form.resetDirty(values);
      showSuccessToast(t("settings.saved"));
    } catch (error) {
      form.refuseServer(error);
    }
  };

  const input = (path: string) => ({ ...form.getInputProps(path), readOnly });

  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <Stack gap="lg" maw={880}>
        <Section title={t("settings.general.companySection")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t("settings.general.companyName")}
              withAsterisk={!readOnly}
              autoComplete="organization"
              {...input("company_name")}
            />
            <TextInput
              label={t("settings.general.email")}
              withAsterisk={!readOnly}
              type="email"
              autoComplete="email"
              {...input("email")}
            />
            <TextInput
              label={t("settings.general.phone")}
              type="tel"
              autoComplete="tel"
              description={t("settings.general.phoneHelp")}
              {...input("phone")}
            />
          </SimpleGrid>
        </Section>

        <Section title={t("settings.general.addressSection")} description={t("settings.general.addressHelp")}>
          {withLookup ? (
            <AddressLookupInput
              label={t("settings.general.line1")}
              countryName={countryName}
              {...input("address.line1")}
              onPick={(address) => form.setFieldValue("address", address)}
            />
          ) : (
            <TextInput
              label={t("settings.general.line1")}
              autoComplete="address-line1"
              {...input("address.line1")}
            />
          )}
          <TextInput
            label={t("settings.general.line2")}
            autoComplete="address-line2"
            {...input("address.line2")}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <TextInput
              label={t("settings.general.suburb")}
              autoComplete="address-level2"
              {...input("address.suburb")}
            />
            <TextInput
              label={t("settings.general.state")}
              autoComplete="address-level1"
              {...input("address.state")}
            />
            <TextInput
              label={t("settings.general.postcode")}
              autoComplete="postal-code"
              inputMode="numeric"
              {...input("address.postcode")}
            />
          </SimpleGrid>
        </Section>

        <Section title={t("settings.general.emailsSection")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t("settings.general.accountEmail")}
              description={t("settings.general.accountEmailHelp")}
              type="email"
              {...input("account_email")}
            />
            <OrderConfirmationEmailInput {...input("order_confirmation_email")} />
          </SimpleGrid>
        </Section>

        <Section title={t("settings.general.deliverySection")}>
          <DeliveryAddressInput {...input("companyDeliveryAddress")} />
          <ShippingInstructionsInput {...input("defaultShippingInstructions")} />
        </Section>

        {readOnly ? null : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => form.reset()} disabled={!dirty || saving}>
              {t("common.discard")}
            </Button>
            <Button type="submit" loading={saving}>
              {t("common.save")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
