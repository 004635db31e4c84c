// The order's product dialogs (spec 000 §2 "Purchase order modals"): the product (its page over the
// order), product edit (quantity and notes) and the product options frame. The page says which is open.
import { Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import type { PurchaseOrder, PurchaseOrderLine } from "@portal/contract";
import { formatMoney } from "@portal/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { ConfiguratorFrame } from "../../catalogue/components.ts";
import { getPurchaseOrderQueryOptions } from "../api/get-purchase-order.ts";
import { useUpdateOrderLine } from "../api/update-purchase-order-line.ts";
import { useOrderProblem } from "../hooks/use-order-problem.ts";
import { OrderLineForm } from "./order-line-form.tsx";

export type OrderProductDialogsProps = {
  order: PurchaseOrder;
  editable: boolean;
  /** The product shown over the order (from the route), or null. */
  viewing: string | null;
  onCloseView: () => void;
  editing: PurchaseOrderLine | null;
  onEdit: (line: PurchaseOrderLine | null) => void;
  configuring: PurchaseOrderLine | null;
  onConfigure: (line: PurchaseOrderLine | null) => void;
  /** The product options frame's page for a line of this order. */
  productOptionsHref: (lineId: string, orderId: string) => string;
};

export function OrderProductDialogs({
  order,
  editable,
  viewing,
  onCloseView,
  editing,
  onEdit,
  configuring,
  onConfigure,
  productOptionsHref,
}: OrderProductDialogsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const onProblem = useOrderProblem(order.id);
  const update = useUpdateOrderLine(order.id);
  const viewed = viewing === null ? null : order.context.orderLines.find((line) => line.id === viewing);
  return (
    <>
      <Modal
        opened={viewing !== null}
        onClose={onCloseView}
        title={viewed ? viewed.product.name : t("purchaseOrders.product.title")}
        size="lg"
      >
        {viewed ? (
          <OrderProduct
            line={viewed}
            editable={editable}
            onEdit={() => onEdit(viewed)}
            onConfigure={() => onConfigure(viewed)}
          />
        ) : (
          <Text>{t("purchaseOrders.product.notFound")}</Text>
        )}
      </Modal>
      <FormModal
        opened={editing !== null}
        onClose={() => onEdit(null)}
        title={t("purchaseOrders.editProduct")}
      >
        {editing ? (
          <OrderLineForm
            line={editing}
            saving={update.isPending}
            onSave={async (body) => {
              try {
                await update.mutateAsync({ lineId: editing.id, ...body });
              } catch (error) {
                onProblem(error);
                throw error;
              }
              onEdit(null);
              showSuccessToast(t("purchaseOrders.lineSaved"));
            }}
          />
        ) : null}
      </FormModal>
      <ConfiguratorFrame
        src={configuring ? productOptionsHref(configuring.id, order.id) : null}
        title={
          configuring ? t("purchaseOrders.configurator.title", { product: configuring.product.name }) : ""
        }
        onClose={() => onConfigure(null)}
        onSaved={() => {
          onConfigure(null);
          // The frame saved through its own page: this page's copy of the order is stale.
          void queryClient.invalidateQueries({ queryKey: getPurchaseOrderQueryOptions(order.id).queryKey });
          showSuccessToast(t("purchaseOrders.lineSaved"));
        }}
      />
    </>
  );
}

/** The product: where it goes, what was chosen with what each choice cost, quantity and cost. */
function OrderProduct({
  line,
  editable,
  onEdit,
  onConfigure,
}: {
  line: PurchaseOrderLine;
  editable: boolean;
  onEdit: () => void;
  onConfigure: () => void;
}) {
  const { t } = useTranslation();
  const { width, height, optionGroups } = line.configuration;
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {[
          line.windowGroupName,
          line.product.brandName,
          line.product.categoryName,
          width && height ? t("purchaseOrders.size", { width, drop: height }) : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </Text>
      {optionGroups.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("purchaseOrders.product.option")}</Table.Th>
                <Table.Th>{t("purchaseOrders.product.choice")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {optionGroups.map((group) => (
                <Table.Tr key={group.name}>
                  <Table.Td>{group.name}</Table.Td>
                  <Table.Td>
                    {group.options
                      .map((option) =>
                        option.type === "FABRIC" ? `${option.itemName} ${option.color}`.trim() : option.value,
                      )
                      .join(", ")}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {t("purchaseOrders.product.noOptions")}
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm">{t("purchaseOrders.product.unitCost")}</Text>
        <Text size="sm">{formatMoney(line.unitCostPrice)}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t("purchaseOrders.quantity")}</Text>
        <Text size="sm">{line.quantity}</Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>{t("purchaseOrders.totalCost")}</Text>
        <Text fw={700}>{formatMoney(line.costPrice)}</Text>
      </Group>
      {line.notes ? (
        <Stack gap={2}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t("purchaseOrders.lineNotes")}
          </Text>
          <Text size="sm">{line.notes}</Text>
        </Stack>
      ) : null}
      {editable ? (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onEdit}>
            {t("purchaseOrders.product.edit")}
          </Button>
          {line.productId ? (
            <Button onClick={onConfigure}>{t("purchaseOrders.product.changeOptions")}</Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
