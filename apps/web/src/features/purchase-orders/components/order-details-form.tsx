// The order's details (spec 000 §2 "edit order details"): sidemark, sales rep, customer, required date,
// notes, and for those who may, 'Private to the supplier'. The edit modal and the review's first step
// both use it.
import {
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import type { PurchaseOrder, PurchaseOrderDetailsInput } from "@portal/contract";
import { useTranslation } from "react-i18next";
import { email } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";

export type SalesRepOption = { id: number; name: string };

export type OrderDetailsFormProps = {
  order: PurchaseOrder;
  /** The account's active employees; the order's own rep stays offered even when not among them. */
  salesReps: readonly SalesRepOption[];
  /** Whether 'Private to the supplier' is shown and sent (orders.private). */
  canSetPrivate: boolean;
  submitLabel: string;
  saving: boolean;
  /** Saves; throws the API's error so its field errors land on the form. */
  onSave: (body: PurchaseOrderDetailsInput) => Promise<unknown>;
};

type Values = {
  sidemark: string;
  salesRepId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string;
  requiredDate: string;
  notes: string;
  isManufacturerPrivate: boolean;
};

function valuesOf(order: PurchaseOrder): Values {
  const customer = order.customerDetails;
  return {
    sidemark: order.sidemark,
    salesRepId: order.salesRep ? String(order.salesRep.id) : null,
    customerName: customer?.name ?? "",
    customerEmail: customer?.email ?? "",
    customerPhone: customer?.phone ?? "",
    customerAddress: customer?.address ?? "",
    requiredDate: order.requiredDate ?? "",
    notes: order.notes,
    isManufacturerPrivate: order.isManufacturerPrivate,
  };
}

/** Where the API's field errors go on this form. */
const serverFields = {
  "customerDetails.name": "customerName",
  "customerDetails.email": "customerEmail",
  "customerDetails.phone": "customerPhone",
  "customerDetails.address": "customerAddress",
};

export function OrderDetailsForm({
  order,
  salesReps,
  canSetPrivate,
  submitLabel,
  saving,
  onSave,
}: OrderDetailsFormProps) {
  const { t } = useTranslation();
  const form = useAppForm<Values>({
    initialValues: valuesOf(order),
    fields: {
      sidemark: { kind: "text", maxLength: 200 },
      customerName: { kind: "text", maxLength: 200 },
      customerEmail: { kind: "text", maxLength: 255 },
      customerPhone: { kind: "text", maxLength: 40 },
      customerAddress: { kind: "text", maxLength: 500 },
      notes: { kind: "text", maxLength: 5000 },
    },
    validate: {
      customerEmail: (value, values) =>
        value.trim() === "" ? null : email(t("forms.emailAddressInvalid"))(value, values),
    },
  });
  const requestClose = useFormModalGuard(form.isDirty());
  const reps =
    salesReps.some((rep) => rep.id === order.salesRep?.id) || !order.salesRep
      ? salesReps
      : [order.salesRep, ...salesReps];

  const submit = async (values: Values) => {
    try {
      await onSave({
        version: order.version,
        sidemark: values.sidemark.trim(),
        salesRepId: values.salesRepId ? Number(values.salesRepId) : null,
        customerDetails: {
          name: values.customerName.trim(),
          email: values.customerEmail.trim(),
          phone: values.customerPhone.trim(),
          address: values.customerAddress.trim(),
        },
        notes: values.notes.trim(),
        requiredDate: values.requiredDate || null,
        ...(canSetPrivate ? { isManufacturerPrivate: values.isManufacturerPrivate } : {}),
      });
      form.resetDirty();
    } catch (error) {
      form.refuseServer(error, serverFields);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t("purchaseOrders.sidemark")}
            maxLength={200}
            data-autofocus
            {...form.getInputProps("sidemark")}
          />
          <Select
            label={t("purchaseOrders.salesRep")}
            placeholder={t("purchaseOrders.notSet")}
            clearable
            searchable
            data={reps.map((rep) => ({ value: String(rep.id), label: rep.name }))}
            {...form.getInputProps("salesRepId")}
          />
          <TextInput
            type="date"
            label={t("purchaseOrders.requiredDate")}
            max="9999-12-31"
            {...form.getInputProps("requiredDate")}
          />
        </SimpleGrid>
        <Title order={3} size="h5">
          {t("purchaseOrders.customer")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t("purchaseOrders.customerName")}
            maxLength={200}
            {...form.getInputProps("customerName")}
          />
          <TextInput
            label={t("purchaseOrders.customerEmail")}
            type="email"
            maxLength={255}
            {...form.getInputProps("customerEmail")}
          />
          <TextInput
            label={t("purchaseOrders.customerPhone")}
            type="tel"
            maxLength={40}
            {...form.getInputProps("customerPhone")}
          />
          <TextInput
            label={t("purchaseOrders.customerAddress")}
            maxLength={500}
            {...form.getInputProps("customerAddress")}
          />
        </SimpleGrid>
        <Textarea
          label={t("purchaseOrders.notes")}
          description={t("purchaseOrders.notesHelp")}
          autosize
          minRows={2}
          maxLength={5000}
          {...form.getInputProps("notes")}
        />
        {canSetPrivate ? (
          <Checkbox
            label={t("purchaseOrders.private")}
            description={t("purchaseOrders.privateHelp")}
            {...form.getInputProps("isManufacturerPrivate", { type: "checkbox" })}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
