// The order's details (spec 000 §2 "edit order details"): sidemark, sales rep, customer, required date,
// notes, and for those who may, 'Private to the supplier'. The edit modal and the review's first step
// use it for an order (OrderDetailsForm); the new order page (/orders/new) puts the supplier first.
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
import type { PurchaseOrder, PurchaseOrderCreateInput, PurchaseOrderDetailsInput } from "@portal/contract";
import { email, required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";

export type SalesRepOption = { id: number; name: string };
export type SupplierOption = { id: number; name: string };

/** The details as the calls take them, without the version an existing order's update adds. */
export type OrderDetailsBody = Omit<PurchaseOrderDetailsInput, "version">;

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

export type OrderFormValues = {
  /** The supplier of a new order, when the form offers one (an existing order keeps its own). */
  manufacturerId: string | null;
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

/** A new order's form before anything is chosen. */
export const emptyOrderFormValues: OrderFormValues = {
  manufacturerId: null,
  sidemark: "",
  salesRepId: null,
  customerName: "",
  customerEmail: "",
  customerPhone: "",
  customerAddress: "",
  requiredDate: "",
  notes: "",
  isManufacturerPrivate: false,
};

export type OrderFormProps = {
  initialValues: OrderFormValues;
  salesReps: readonly SalesRepOption[];
  canSetPrivate: boolean;
  submitLabel: string;
  saving: boolean;
  /** Cancel; by default the surrounding FormModal's guarded close. */
  onCancel?: () => void;
} & (
  | {
      suppliers?: undefined;
      /** Saves; throws the API's error so its field errors land on the form. */
      onSave: (body: OrderDetailsBody) => Promise<unknown>;
    }
  | {
      /** A new order's suppliers: a required Supplier comes first and is sent with the details. */
      suppliers: readonly SupplierOption[];
      onSave: (body: PurchaseOrderCreateInput) => Promise<unknown>;
    }
);

function valuesOf(order: PurchaseOrder): OrderFormValues {
  const customer = order.customerDetails;
  return {
    manufacturerId: null,
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

/** Where the API's field errors go on this form (the others, manufacturerId among them, share its names). */
const serverFields = {
  "customerDetails.name": "customerName",
  "customerDetails.email": "customerEmail",
  "customerDetails.phone": "customerPhone",
  "customerDetails.address": "customerAddress",
};

/** An existing order's details, sent with the version they were read at. */
export function OrderDetailsForm({ order, salesReps, onSave, ...rest }: OrderDetailsFormProps) {
  const reps =
    salesReps.some((rep) => rep.id === order.salesRep?.id) || !order.salesRep
      ? salesReps
      : [order.salesRep, ...salesReps];
  return (
    <OrderForm
      {...rest}
      initialValues={valuesOf(order)}
      salesReps={reps}
      onSave={(body) => onSave({ version: order.version, ...body })}
    />
  );
}

export function OrderForm(props: OrderFormProps) {
  const { initialValues, suppliers, salesReps, canSetPrivate, submitLabel, saving, onCancel } = props;
  const { t } = useTranslation();
  const form = useAppForm<OrderFormValues>({
    initialValues,
    fields: {
      sidemark: { kind: "text", maxLength: 200 },
      customerName: { kind: "text", maxLength: 200 },
      customerEmail: { kind: "text", maxLength: 255 },
      customerPhone: { kind: "text", maxLength: 40 },
      customerAddress: { kind: "text", maxLength: 500 },
      notes: { kind: "text", maxLength: 5000 },
    },
    validate: {
      manufacturerId: (value, values) =>
        suppliers ? required(t("purchaseOrders.supplier"))(value, values) : null,
      customerEmail: (value, values) =>
        value.trim() === "" ? null : email(t("forms.emailAddressInvalid"))(value, values),
    },
  });
  const requestClose = useFormModalGuard(form.isDirty());

  const submit = async (values: OrderFormValues) => {
    const body: OrderDetailsBody = {
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
    };
    try {
      if (props.suppliers) await props.onSave({ manufacturerId: Number(values.manufacturerId), ...body });
      else await props.onSave(body);
      form.resetDirty();
    } catch (error) {
      form.refuseServer(error, serverFields);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        {suppliers ? (
          <Select
            label={t("purchaseOrders.supplier")}
            withAsterisk
            searchable
            allowDeselect={false}
            data-autofocus
            data={suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.name }))}
            maw={{ sm: "calc(50% - var(--mantine-spacing-md) / 2)" }}
            {...form.getInputProps("manufacturerId")}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t("purchaseOrders.sidemark")}
            maxLength={200}
            data-autofocus={suppliers ? undefined : true}
            {...form.getInputProps("sidemark")}
          />
          <Select
            label={t("purchaseOrders.salesRep")}
            placeholder={t("purchaseOrders.notSet")}
            clearable
            searchable
            data={salesReps.map((rep) => ({ value: String(rep.id), label: rep.name }))}
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
          <Button variant="default" onClick={onCancel ?? requestClose}>
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
