// /product-options/{orderLineId}?purchaseOrder={orderId}: a purchase order line's options alone on
// their page, shown in a frame on the order page. It reports to the page with window.postMessage.
import { Alert, Box, Loader, Stack, Text, Title } from "@mantine/core";
import { purchaseOrderChangeProblem } from "@portal/domain";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { postToPage } from "../../catalogue/index.ts";
import { usePurchaseOrder } from "../api/get-purchase-order.ts";
import { OrderLineConfigurator } from "../components/order-line-configurator.tsx";

export type PurchaseOrderLineOptionsPageProps = { orderId: string; orderLineId: string };

export function PurchaseOrderLineOptionsPage({ orderId, orderLineId }: PurchaseOrderLineOptionsPageProps) {
  const { t } = useTranslation();
  const query = usePurchaseOrder(orderId);
  const order = query.data;
  const line = order?.context.orderLines.find((candidate) => candidate.id === orderLineId);
  return (
    <Box component="main" p="md" maw={1100} mx="auto">
      {query.isError || (order && !line) ? (
        <Alert color="red" role="alert">
          {query.isError ? t("errors.genericMessage") : t("purchaseOrders.configurator.lineGone")}
        </Alert>
      ) : !order || !line ? (
        <Loader aria-label={t("common.loading")} />
      ) : purchaseOrderChangeProblem(order) !== null ? (
        <Alert color="yellow" role="alert">
          {t("purchaseOrders.configurator.locked")}
        </Alert>
      ) : line.productId === null ? (
        <Alert color="yellow" role="alert">
          {t("purchaseOrders.configurator.notInCatalogue")}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Title order={1} size="h3">
            {line.product.name}
            <Text span c="dimmed" size="sm" ml="xs">
              {line.product.brandName}
            </Text>
          </Title>
          <OrderLineConfigurator
            order={order}
            productId={line.productId}
            line={line}
            onSaved={() => postToPage({ type: "didSave", orderLineId: line.id })}
            onCancel={() => postToPage({ type: "closeModal" })}
            onFailed={(message) => postToPage({ type: "error", message })}
          />
        </Stack>
      )}
    </Box>
  );
}
