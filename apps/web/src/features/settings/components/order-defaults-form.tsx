// Settings → Orders: the order confirmation email and the delivery defaults, the same values and calls
// as Settings → General (a change on one tab shows on the other).
import { Button, Group } from "@mantine/core";
import type { DealerSettings, MainCompany } from "@portal/contract";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { SettingsSection } from "../../../shared/ui/settings-section.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useUnsavedChanges } from "../../../shared/ui/use-unsaved-changes.ts";
import { useUpdateDealerSettings } from "../api/update-dealer-settings.ts";
import { useUpdateMainCompany } from "../api/update-main-company.ts";
import { deliveryFields, mainCompanyBody, toDealerSettingsBody } from "./general-settings-values.ts";
import {
  DeliveryAddressInput,
  OrderConfirmationEmailInput,
  type OrderSettingsValues,
  orderSettingsFields,
  orderSettingsRules,
  ShippingInstructionsInput,
} from "./order-settings-fields.tsx";

export type OrderDefaultsFormProps = {
  company: MainCompany;
  dealer: DealerSettings;
  /** Without the right to change settings: every field read-only, no Save. */
  readOnly: boolean;
};

function toValues(company: MainCompany, dealer: DealerSettings): OrderSettingsValues {
  return {
    order_confirmation_email: company.order_confirmation_email ?? "",
    companyDeliveryAddress: dealer.companyDeliveryAddress ?? "",
    defaultShippingInstructions: dealer.defaultShippingInstructions ?? "",
  };
}

export function OrderDefaultsForm({ company, dealer, readOnly }: OrderDefaultsFormProps) {
  const { t } = useTranslation();
  const updateCompany = useUpdateMainCompany();
  const updateDealer = useUpdateDealerSettings();
  const form = useAppForm<OrderSettingsValues>({
    name: "order-settings",
    initialValues: toValues(company, dealer),
    fields: orderSettingsFields,
    validate: orderSettingsRules(t),
  });
  const dirty = form.isDirty();
  useUnsavedChanges(dirty && !readOnly);
  const saving = updateCompany.isPending || updateDealer.isPending;

  const save = async (values: OrderSettingsValues) => {
    try {
      if (form.isDirty("order_confirmation_email")) {
        await updateCompany.mutateAsync(
          mainCompanyBody(company, { order_confirmation_email: values.order_confirmation_email }),
        );
      }
      if (deliveryFields.some((field) => form.isDirty(field))) {
        await updateDealer.mutateAsync(toDealerSettingsBody(dealer, values));
      }
      form.resetDirty(values);
      showSuccessToast(t("settings.saved"));
    } catch (error) {
      form.refuseServer(error);
    }
  };

  const input = (path: keyof OrderSettingsValues) => ({ ...form.getInputProps(path), readOnly });

  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <SettingsSection
        title={t("settings.orders.defaultsTitle")}
        description={t("settings.orders.defaultsHelp")}
      >
        <OrderConfirmationEmailInput {...input("order_confirmation_email")} />
        <DeliveryAddressInput {...input("companyDeliveryAddress")} />
        <ShippingInstructionsInput {...input("defaultShippingInstructions")} />
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
      </SettingsSection>
    </form>
  );
}
