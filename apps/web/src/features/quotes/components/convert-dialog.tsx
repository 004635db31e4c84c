// Converting an accepted quote to purchase orders (spec 000 §4 "Quote conversion"): every supplier of the
// quote's lines gets an order, or only the one chosen; a refusal shows its reason here.
import { Alert, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import type { PurchaseOrderListItem, Quote } from "@portal/contract";
import { useState } from "react";
import { refusalText } from "../../../shared/api-client/error-text.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useConvertQuote, useQuoteOrders } from "../../purchase-orders/index.ts";

export type ConvertDialogProps = {
  quote: Quote;
  opened: boolean;
  onClose: () => void;
  supplierName: (manufacturerId: number) => string;
  isOffline: (manufacturerId: number) => boolean;
  onConverted: (orders: PurchaseOrderListItem[]) => void;
};

const every = "all";

export function ConvertDialog({
  quote,
  opened,
  onClose,
  supplierName,
  isOffline,
  onConverted,
}: ConvertDialogProps) {
  const { t } = useTranslation();
  const convert = useConvertQuote(quote.id);
  const [choice, setChoice] = useState<string>(every);
  const suppliers = [...new Set(quote.context.orderLines.map((line) => line.manufacturerId))];
  const refusal = convert.isError ? refusalText(convert.error) : null;
  // Converting again makes more orders (a dealer may mean to); say which exist first.
  const made = useQuoteOrders(quote.id, opened).data ?? [];
  const madeFor = made.filter((order) => choice === every || String(order.manufacturerId) === choice);
  const chosen = choice === every ? suppliers : suppliers.filter((id) => String(id) === choice);
  const online = chosen.filter((id) => !isOffline(id));
  const run = (submit: boolean) =>
    convert.mutate(
      { manufacturerId: choice === every ? null : Number(choice), submit },
      {
        onSuccess: (orders) => {
          close();
          onConverted(orders);
        },
      },
    );

  const close = () => {
    convert.reset();
    setChoice(every);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t("purchaseOrders.convert.title")}>
      <Stack gap="md">
        <Select
          label={t("purchaseOrders.convert.supplier")}
          data={[
            { value: every, label: t("purchaseOrders.convert.allSuppliers") },
            ...suppliers.map((id) => ({ value: String(id), label: supplierName(id) })),
          ]}
          value={choice}
          onChange={(value) => setChoice(value ?? every)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {madeFor.length > 0 ? (
          <Alert
            color="orange"
            title={t("purchaseOrders.convert.againTitle")}
            // The app's warning text colour: readable on the alert's background (WCAG AA).
            styles={{ title: { color: "var(--app-color-warning-text)" } }}
          >
            {t("purchaseOrders.convert.again", {
              count: madeFor.length,
              orders: madeFor
                .map((order) => `${order.number} (${supplierName(order.manufacturerId)})`)
                .join(", "),
            })}
          </Alert>
        ) : null}
        {online.length > 0 && online.length < chosen.length ? (
          <Text size="sm" c="dimmed">
            {t("purchaseOrders.convert.submitOnlineHelp", {
              suppliers: chosen
                .filter((id) => isOffline(id))
                .map(supplierName)
                .join(", "),
            })}
          </Text>
        ) : null}
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("common.cancel")}
          </Button>
          {online.length > 0 ? (
            <Button
              variant="light"
              loading={convert.isPending && convert.variables?.submit}
              onClick={() => run(true)}
            >
              {t("purchaseOrders.convert.submitOnline")}
            </Button>
          ) : null}
          <Button loading={convert.isPending && !convert.variables?.submit} onClick={() => run(false)}>
            {t("purchaseOrders.convert.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
