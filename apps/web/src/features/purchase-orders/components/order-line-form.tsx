// An open order's line (spec 000 §2 "product edit"): its quantity and notes. The configuration is the
// quote's copy; the cost follows the quantity on the server.
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import type { PurchaseOrderLine } from "@portal/contract";
import { NumberField } from "../../../shared/forms/number-field.tsx";
import { numberBetween, required, rules } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";

export type OrderLineFormProps = {
  line: PurchaseOrderLine;
  saving: boolean;
  onSave: (body: { quantity: number; notes: string }) => Promise<unknown>;
};

type Values = { quantity: number | string; notes: string };

export function OrderLineForm({ line, saving, onSave }: OrderLineFormProps) {
  const { t } = useTranslation();
  const form = useAppForm<Values>({
    initialValues: { quantity: line.quantity, notes: line.notes },
    fields: { quantity: { kind: "number", min: 1, max: 999 }, notes: { kind: "text", maxLength: 2000 } },
    validate: {
      quantity: rules(required(t("purchaseOrders.quantity")), numberBetween(1, 999)),
    },
  });
  const requestClose = useFormModalGuard(form.isDirty());
  const submit = async (values: Values) => {
    try {
      await onSave({ quantity: Number(values.quantity), notes: values.notes.trim() });
      form.resetDirty();
    } catch (error) {
      form.refuseServer(error);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <Text fw={600}>{line.product.name}</Text>
        <NumberField
          label={t("purchaseOrders.quantity")}
          withAsterisk
          data-autofocus
          min={1}
          max={999}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("quantity")}
        />
        <Textarea
          label={t("purchaseOrders.lineNotes")}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps("notes")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
