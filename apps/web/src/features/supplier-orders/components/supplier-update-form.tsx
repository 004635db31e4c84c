// The supplier's own part of the order (issue 12): its status, its reference (the acknowledgement),
// the ETA, tracking, freight and shipping instructions. The dealer sees each change in the order's history.
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { SupplierOrder, SupplierUpdateInput } from "@portal/contract";
import { amountPattern, type CoreSupplierOrderStatus, coreSupplierOrderStatuses } from "@portal/domain";
import { NumberField } from "../../../shared/forms/number-field.tsx";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

type Values = {
  coreStatus: CoreSupplierOrderStatus;
  reference: string;
  eta: string;
  trackingInformation: string;
  freight: number | string;
  shippingInstructions: string;
};

/** The largest amount the API takes (ten digits of dollars). */
const maxAmount = 9_999_999_999;

const freightText = (value: number | string) => (typeof value === "number" ? String(value) : value.trim());

function valuesOf(order: SupplierOrder): Values {
  return {
    coreStatus: order.context.orderStatus.coreStatus,
    reference: order.reference ?? "",
    eta: order.eta ?? "",
    trackingInformation: order.trackingInformation,
    freight: order.freight ?? "",
    shippingInstructions: order.shippingInstructions,
  };
}

export type SupplierUpdateFormProps = {
  order: SupplierOrder;
  saving: boolean;
  /** Saves; throws the API's error so its field errors land on the form. */
  onSave: (body: SupplierUpdateInput) => Promise<unknown>;
};

export function SupplierUpdateForm({ order, saving, onSave }: SupplierUpdateFormProps) {
  const { t } = useTranslation();
  const form = useAppForm<Values>({
    initialValues: valuesOf(order),
    fields: {
      reference: { kind: "text", maxLength: 120 },
      trackingInformation: { kind: "text", maxLength: 2000 },
      shippingInstructions: { kind: "text", maxLength: 2000 },
    },
    validate: {
      freight: (value) => {
        const text = freightText(value);
        return text === "" || amountPattern.test(text) ? null : t("errors.DECIMAL_EXPECTED");
      },
    },
  });

  const submit = async (values: Values) => {
    const freight = freightText(values.freight);
    try {
      await onSave({
        coreStatus: values.coreStatus,
        reference: values.reference.trim() || null,
        eta: values.eta || null,
        trackingInformation: values.trackingInformation.trim(),
        freight: freight === "" ? null : freight,
        shippingInstructions: values.shippingInstructions.trim(),
      });
      form.resetDirty();
    } catch (error) {
      form.refuseServer(error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          {/* The browser's own list: at home on a phone, and no combobox code to load for five choices. */}
          <NativeSelect
            label={t("supplierPage.status")}
            data={coreSupplierOrderStatuses.map((status) => ({
              value: status,
              label: t(`supplierPage.statuses.${status}`),
            }))}
            {...form.getInputProps("coreStatus")}
          />
          <TextInput
            label={t("supplierPage.reference")}
            maxLength={120}
            {...form.getInputProps("reference")}
          />
          <TextInput
            type="date"
            label={t("supplierPage.eta")}
            max="9999-12-31"
            {...form.getInputProps("eta")}
          />
          <NumberField
            label={t("supplierPage.freight")}
            min={0}
            max={maxAmount}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            prefix="$"
            inputMode="decimal"
            hideControls
            {...form.getInputProps("freight")}
          />
        </SimpleGrid>
        <Textarea
          label={t("supplierPage.trackingInformation")}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps("trackingInformation")}
        />
        <Textarea
          label={t("supplierPage.shippingInstructions")}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps("shippingInstructions")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t("supplierPage.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
