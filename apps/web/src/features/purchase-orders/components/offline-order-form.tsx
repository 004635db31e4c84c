// Tracking an offline supplier's order by hand (spec 000 §3 "Offline order"; issue 12): the account's
// own status, the supplier's reference, ETA, tracking, required date, shipping address and method, notes.
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { SupplierOrder } from "@portal/contract";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useOfflineStatuses, useUpdateSupplierOrder } from "../../supplier-orders/index.ts";
import { useRefreshPurchaseOrder } from "../api/get-purchase-order.ts";
import { useOrderProblem } from "../hooks/use-order-problem.ts";

export type ShippingMethodOption = { id: number; name: string };

type Values = {
  orderStatusId: string | null;
  reference: string;
  eta: string;
  trackingInformation: string;
  requiredDate: string;
  shippingAddress: string;
  shippingMethodId: string | null;
  notes: string;
};

function valuesOf(order: SupplierOrder): Values {
  return {
    orderStatusId: order.orderStatusId,
    reference: order.reference ?? "",
    eta: order.eta ?? "",
    trackingInformation: order.trackingInformation,
    requiredDate: order.context.requiredDate ?? "",
    shippingAddress: order.context.shippingAddress,
    shippingMethodId: order.context.shippingMethod ? String(order.context.shippingMethod.id) : null,
    notes: order.notes,
  };
}

export function OfflineOrderForm({
  order,
  ids,
  shippingMethods,
  onSaved,
}: {
  order: SupplierOrder;
  ids: { orderId: string; supplierOrderId: string };
  shippingMethods: readonly ShippingMethodOption[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const statuses = useOfflineStatuses(true);
  const save = useUpdateSupplierOrder(ids, useRefreshPurchaseOrder(ids.orderId));
  const onProblem = useOrderProblem(ids.orderId);
  const form = useAppForm<Values>({
    initialValues: valuesOf(order),
    fields: {
      reference: { kind: "text", maxLength: 120 },
      trackingInformation: { kind: "text", maxLength: 2000 },
      shippingAddress: { kind: "text", maxLength: 500 },
      notes: { kind: "text", maxLength: 5000 },
    },
    validate: { orderStatusId: required(t("purchaseOrders.supplierOrder.status")) },
  });
  const requestClose = useFormModalGuard(form.isDirty());
  // The account's active statuses, and the order's own when it was archived since (it stays on the order).
  const active = (statuses.data ?? []).map((status) => ({ value: status.id, label: status.name }));
  const current = order.orderStatusId;
  const statusOptions =
    current && !active.some((option) => option.value === current)
      ? [...active, { value: current, label: order.context.orderStatus.name }]
      : active;
  const submit = async (values: Values) => {
    try {
      const saved = await save.mutateAsync({
        version: order.version,
        orderStatusId: values.orderStatusId ?? "",
        reference: values.reference.trim(),
        eta: values.eta || null,
        trackingInformation: values.trackingInformation.trim(),
        notes: values.notes.trim(),
        requiredDate: values.requiredDate || null,
        shippingAddress: values.shippingAddress.trim(),
        shippingMethodId: values.shippingMethodId ? Number(values.shippingMethodId) : null,
      });
      const next = valuesOf(saved);
      form.setInitialValues(next);
      form.setValues(next);
      showSuccessToast(t("purchaseOrders.supplierOrder.saved"));
      onSaved();
    } catch (error) {
      onProblem(error);
      form.refuseServer(error);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t("purchaseOrders.supplierOrder.status")}
            withAsterisk
            allowDeselect={false}
            disabled={!statuses.data}
            data={statusOptions}
            {...form.getInputProps("orderStatusId")}
          />
          <TextInput
            label={t("purchaseOrders.supplierOrder.reference")}
            maxLength={120}
            {...form.getInputProps("reference")}
          />
          <TextInput
            type="date"
            label={t("purchaseOrders.supplierOrder.eta")}
            max="9999-12-31"
            {...form.getInputProps("eta")}
          />
          <TextInput
            type="date"
            label={t("purchaseOrders.requiredDate")}
            max="9999-12-31"
            {...form.getInputProps("requiredDate")}
          />
          <Select
            label={t("purchaseOrders.supplierOrder.shippingMethod")}
            placeholder={t("purchaseOrders.notSet")}
            clearable
            data={shippingMethods.map((method) => ({ value: String(method.id), label: method.name }))}
            {...form.getInputProps("shippingMethodId")}
          />
          <TextInput
            label={t("purchaseOrders.supplierOrder.shippingAddress")}
            maxLength={500}
            {...form.getInputProps("shippingAddress")}
          />
        </SimpleGrid>
        <Textarea
          label={t("purchaseOrders.supplierOrder.tracking")}
          autosize
          minRows={1}
          maxLength={2000}
          {...form.getInputProps("trackingInformation")}
        />
        <Textarea
          label={t("purchaseOrders.supplierOrder.notes")}
          autosize
          minRows={2}
          maxLength={5000}
          {...form.getInputProps("notes")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.close")}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
