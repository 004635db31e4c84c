// /product-options/{orderLineId}: the configurator, alone on its page (shown in a frame on the quote page).
// It reports to the page with window.postMessage (configuratorMessageSchema).
import { Alert, Box, Loader, Stack, Text, Title } from "@mantine/core";
import type { OrderLine, ProductDetail } from "@portal/contract";
import { useParams } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ConfiguratorForm } from "../../catalogue/components.ts";
import { postToPage, useProductDetail } from "../../catalogue/index.ts";
import { useOrderLine } from "../api/get-order-line.ts";
import { useLineConfigurator } from "../hooks/use-line-configurator.ts";

export function ConfiguratorPage() {
  const { t } = useTranslation();
  const { orderLineId = "" } = useParams();
  const line = useOrderLine(orderLineId);
  const product = useProductDetail(line.data?.context.product.id);

  return (
    <Box component="main" p="md" maw={1100} mx="auto">
      {line.isError || product.isError ? (
        <Alert color="red" role="alert">
          {t("errors.genericMessage")}
        </Alert>
      ) : !line.data || !product.data ? (
        <Loader aria-label={t("common.loading")} />
      ) : (
        <Stack gap="sm">
          <Title order={1} size="h3">
            {product.data.name}
            <Text span c="dimmed" size="sm" ml="xs">
              {product.data.brandName}
            </Text>
          </Title>
          <QuoteLineConfigurator line={line.data} product={product.data} />
        </Stack>
      )}
    </Box>
  );
}

function QuoteLineConfigurator({ line, product }: { line: OrderLine; product: ProductDetail }) {
  const configurator = useLineConfigurator(line, (saved) =>
    postToPage({ type: "didSave", orderLineId: saved.id }),
  );
  return (
    <ConfiguratorForm
      {...configurator}
      product={product}
      onCancel={() => postToPage({ type: "closeModal" })}
      onFailed={(message) => postToPage({ type: "error", message })}
    />
  );
}
