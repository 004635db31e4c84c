// The quote's Products card: its lines, adding one from the catalogue (configured before it is saved),
// editing one in the configurator and removing one after a confirmation.
import { Card, Group, Title } from "@mantine/core";
import type { OrderLine, Quote } from "@portal/contract";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { DeferredDialog, deferredPart } from "../../../shared/ui/deferred.tsx";
import { useDeleteOrderLine } from "../api/delete-order-line.ts";
import { useRefreshQuote } from "../api/get-quote.ts";
import { AddQuoteProduct } from "./add-quote-product.tsx";
import type { ConfiguratorModalProps } from "./configurator-modal.tsx";
import { OrderLines } from "./order-lines.tsx";

// The configurator's dialog loads when the page is idle.
const configuratorModal = deferredPart<ConfiguratorModalProps>(
  async () => (await import("./configurator-modal.tsx")).ConfiguratorModal,
);

export type QuoteLinesSectionProps = {
  quote: Quote;
  readOnly: boolean;
  lineHref: (lineId: string) => string;
};

export function QuoteLinesSection({ quote, readOnly, lineHref }: QuoteLinesSectionProps) {
  const { t } = useTranslation();
  const deleteLine = useDeleteOrderLine(quote.id);
  const refresh = useRefreshQuote(quote.id);
  const [configuring, setConfiguring] = useState<string | null>(null);

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
        {readOnly ? null : <AddQuoteProduct quote={quote} />}
      </Group>
      <OrderLines
        quote={quote}
        readOnly={readOnly}
        lineHref={lineHref}
        onEdit={setConfiguring}
        onRemove={onRemove}
      />
      <DeferredDialog
        part={configuratorModal}
        props={{
          opened: configuring !== null,
          lineId: configuring,
          onClose: () => setConfiguring(null),
          onSaved: () => {
            refresh();
            setConfiguring(null);
          },
        }}
      />
    </Card>
  );
}
