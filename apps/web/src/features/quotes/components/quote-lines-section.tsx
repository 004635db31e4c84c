// The quote's Products card: its lines, adding one from the catalogue (then configuring it at once),
// editing one in the configurator and removing one after a confirmation.
import { Button, Card, Group, Title } from "@mantine/core";
import type { OrderLine, Product, Quote } from "@portal/contract";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { CatalogueBrowser } from "../../../shared/catalogue/catalogue-browser.tsx";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { showErrorToast } from "../../../shared/ui/toasts.ts";
import { useAddOrderLine } from "../api/add-order-line.ts";
import { useDeleteOrderLine } from "../api/delete-order-line.ts";
import { useRefreshQuote } from "../api/get-quote.ts";
import { ConfiguratorModal, type ConfiguringLine } from "./configurator-modal.tsx";
import { OrderLines } from "./order-lines.tsx";

export type QuoteLinesSectionProps = {
  quote: Quote;
  readOnly: boolean;
  lineHref: (lineId: string) => string;
};

export function QuoteLinesSection({ quote, readOnly, lineHref }: QuoteLinesSectionProps) {
  const { t } = useTranslation();
  const addLine = useAddOrderLine(quote.id);
  const deleteLine = useDeleteOrderLine(quote.id);
  const refresh = useRefreshQuote(quote.id);
  const [browsing, setBrowsing] = useState(false);
  const [configuring, setConfiguring] = useState<ConfiguringLine | null>(null);

  const onAdd = (product: Product) =>
    addLine.mutate(product.id, {
      onSuccess: (line) => {
        setBrowsing(false);
        setConfiguring({ lineId: line.id, isNew: true });
      },
      onError: (error) => {
        if (hasStatus(error, 422, 404)) showErrorToast(t("errors.PRODUCT_HIDDEN"));
      },
    });

  const onRemove = (line: OrderLine) =>
    openConfirm({
      title: t("quotes.lines.removeTitle"),
      message: t("quotes.lines.removeMessage", { name: line.context.product.name }),
      confirmLabel: t("common.remove"),
      danger: true,
      onConfirm: () => deleteLine.mutate(line.id),
    });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="quote-products-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="quote-products-title">
          {t("quotes.lines.title")}
        </Title>
        {readOnly ? null : (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => setBrowsing(true)}
          >
            {t("quotes.lines.add")}
          </Button>
        )}
      </Group>
      <OrderLines
        quote={quote}
        readOnly={readOnly}
        lineHref={lineHref}
        onEdit={(lineId) => setConfiguring({ lineId, isNew: false })}
        onRemove={onRemove}
      />
      <CatalogueBrowser
        opened={browsing}
        adding={addLine.isPending}
        onClose={() => setBrowsing(false)}
        onAdd={onAdd}
      />
      <ConfiguratorModal
        quoteId={quote.id}
        line={configuring}
        onClose={() => setConfiguring(null)}
        onSaved={() => {
          refresh();
          setConfiguring(null);
        }}
      />
    </Card>
  );
}
