// How the order travels (spec 000 §2 "calculate shipping"): one of the supplier's shipping methods, the
// delivery address and the shipping instructions. Left unset, the supplier's default method and the
// dealer's address and instructions (Settings → Orders) go with the order when it is submitted.
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import type { PurchaseOrder } from "@portal/contract";
import { IconTruckDelivery } from "@tabler/icons-react";
import { useState } from "react";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { FormModal, useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useCalculateShipping } from "../api/calculate-purchase-order-shipping.ts";
import { useOrderProblem } from "../hooks/use-order-problem.ts";

export type ShippingMethod = { id: number; name: string; address: string | null };

export type OrderShippingProps = {
  order: PurchaseOrder;
  editable: boolean;
  /** The supplier's shipping methods, and which one the dealer uses by default (Settings → Suppliers). */
  methods: readonly ShippingMethod[];
  defaultMethodId: number | null;
};

export function OrderShipping({ order, editable, methods, defaultMethodId }: OrderShippingProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { shipping } = order;
  const fallback = methods.find((method) => method.id === defaultMethodId);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h5">
            {t("purchaseOrders.shipping.title")}
          </Title>
          {editable ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconTruckDelivery size={16} aria-hidden="true" />}
              onClick={() => setOpen(true)}
            >
              {t("purchaseOrders.shipping.calculate")}
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Line
            label={t("purchaseOrders.shipping.method")}
            value={shipping.method?.name ?? null}
            unset={
              fallback
                ? t("purchaseOrders.shipping.supplierDefault", { method: fallback.name })
                : t("purchaseOrders.notSet")
            }
          />
          <Line
            label={t("purchaseOrders.shipping.address")}
            value={shipping.address}
            unset={t("purchaseOrders.shipping.dealerDefault")}
          />
          <Line
            label={t("purchaseOrders.shipping.instructions")}
            value={shipping.instructions}
            unset={t("purchaseOrders.shipping.dealerDefault")}
          />
        </SimpleGrid>
      </Stack>
      <FormModal opened={open} onClose={() => setOpen(false)} title={t("purchaseOrders.shipping.calculate")}>
        {open ? (
          <ShippingForm
            order={order}
            methods={methods}
            defaultMethodId={defaultMethodId}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </FormModal>
    </Paper>
  );
}

function Line({ label, value, unset }: { label: string; value: string | null; unset: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {value ? (
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {value}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {unset}
        </Text>
      )}
    </Stack>
  );
}

type Values = { shippingMethodId: string | null; address: string; instructions: string };

function ShippingForm({
  order,
  methods,
  defaultMethodId,
  onDone,
}: {
  order: PurchaseOrder;
  methods: readonly ShippingMethod[];
  defaultMethodId: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const calculate = useCalculateShipping(order.id);
  const onProblem = useOrderProblem(order.id);
  const chosen = order.shipping.method?.id ?? defaultMethodId;
  const form = useAppForm<Values>({
    initialValues: {
      shippingMethodId: chosen === null ? null : String(chosen),
      address: order.shipping.address ?? "",
      instructions: order.shipping.instructions ?? "",
    },
    fields: {
      address: { kind: "text", maxLength: 500 },
      instructions: { kind: "text", maxLength: 2000 },
    },
  });
  const requestClose = useFormModalGuard(form.isDirty());
  const method = methods.find((candidate) => String(candidate.id) === form.getValues().shippingMethodId);
  const submit = async (values: Values) => {
    try {
      await calculate.mutateAsync({
        version: order.version,
        shippingMethodId: values.shippingMethodId ? Number(values.shippingMethodId) : null,
        address: values.address.trim(),
        instructions: values.instructions.trim(),
      });
    } catch (error) {
      onProblem(error);
      form.refuseServer(error);
      return;
    }
    form.resetDirty();
    onDone();
    showSuccessToast(t("purchaseOrders.shipping.saved"));
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        {methods.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("purchaseOrders.shipping.noMethods", { supplier: order.supplier.name })}
          </Text>
        ) : (
          <Select
            label={t("purchaseOrders.shipping.method")}
            placeholder={t("purchaseOrders.notSet")}
            clearable
            data-autofocus
            data={methods.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            description={
              method?.address
                ? t("purchaseOrders.shipping.methodAddress", { address: method.address })
                : undefined
            }
            {...form.getInputProps("shippingMethodId")}
          />
        )}
        <Textarea
          label={t("purchaseOrders.shipping.address")}
          description={t("purchaseOrders.shipping.addressHelp")}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps("address")}
        />
        <Textarea
          label={t("purchaseOrders.shipping.instructions")}
          description={t("purchaseOrders.shipping.instructionsHelp")}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps("instructions")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={calculate.isPending}>
            {t("common.saveShort")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
