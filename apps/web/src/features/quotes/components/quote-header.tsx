// The quote's title and state, who accepted it, its PDFs, Accept (or why not yet) and the actions menu.
import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { PurchaseOrderListItem, Quote } from "@portal/contract";
import { acceptBlocker as acceptBlockerCode, isQuoteConvertible } from "@portal/domain";
import { IconCheck, IconLock, IconTruckDelivery } from "@tabler/icons-react";
import { useState } from "react";
import { apiBaseUrl } from "../../../config/env.ts";
import { formatDateTime } from "../../../shared/i18n/format-date.ts";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { DeferredDialog, deferredPart } from "../../../shared/ui/deferred.tsx";
import type { QuoteActions } from "../hooks/use-quote-actions.ts";
import type { AcceptDialogProps } from "./accept-dialog.tsx";
import type { ConvertDialogProps } from "./convert-dialog.tsx";
import { PdfButton } from "./pdf-button.tsx";
import { QuoteActionsButton } from "./quote-actions.tsx";

// The dialogs (Mantine's Modal, the signature pad, the supplier orders' list) load when the page is idle.
const acceptDialog = deferredPart<AcceptDialogProps>(
  async () => (await import("./accept-dialog.tsx")).AcceptDialog,
);
const convertDialog = deferredPart<ConvertDialogProps>(
  async () => (await import("./convert-dialog.tsx")).ConvertDialog,
);

import { QuoteStatusBadge } from "./quotes-panel.tsx";

/** Why Accept is not possible yet, in words, or null: the domain's rule, which the API also applies. */
export function acceptBlocker(quote: Quote): string | null {
  const code = acceptBlockerCode({
    lineCount: quote.context.orderLines.length,
    isPricingValid: quote.context.pricing.isPricingValid,
    hasPendingUpdates: quote.context.pendingUpdates.hasPendingUpdates,
  });
  return code ? i18n.t(`errors.${code}`) : null;
}

/** Converting to purchase orders, for those who may (orders.convert): the suppliers' names and where to go after. */
export type QuoteConversion = {
  supplierName: (manufacturerId: number) => string;
  /** Whether a supplier takes orders offline ('Submit as online order' is for the others). */
  isOffline: (manufacturerId: number) => boolean;
  onConverted: (orders: PurchaseOrderListItem[]) => void;
};

export type QuoteHeaderProps = { quote: Quote; actions: QuoteActions; conversion: QuoteConversion | null };

export function QuoteHeader({ quote, actions, conversion }: QuoteHeaderProps) {
  const { t } = useTranslation();
  const [accepting, setAccepting] = useState(false);
  const [converting, setConverting] = useState(false);
  const convertible = conversion !== null && isQuoteConvertible(quote);
  const readOnly = quote.isReadOnly;
  const blocker = acceptBlocker(quote);

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2">
              {t("quotes.title", { tuid: quote.tuid })}
            </Title>
            <QuoteStatusBadge status={quote.status} />
            {quote.isArchived ? (
              <Text size="sm" c="dimmed">
                {t("quotes.archived")}
              </Text>
            ) : null}
          </Group>
          {quote.status === "ACCEPTED" && quote.acceptedAt ? (
            <Text size="sm" c="dimmed" data-testid="accepted-by">
              {t("quotes.acceptedBy", {
                // Staff who accepted it, or the name the customer signed with on their page.
                name: quote.acceptedBy?.name ?? quote.sharing.acceptedByName ?? "—",
                when: formatDateTime(quote.acceptedAt),
              })}
            </Text>
          ) : null}
          {quote.context.acceptedQuoteDocument ? (
            <Anchor
              size="sm"
              href={`${apiBaseUrl}/documents/${quote.context.acceptedQuoteDocument.id}/download?inline=1`}
              target="_blank"
              rel="noopener"
            >
              {t("quotes.acceptedCopy")}
            </Anchor>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <PdfButton quoteId={quote.id} tuid={quote.tuid} />
          {readOnly ? null : (
            <Button
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              disabled={blocker !== null}
              onClick={() => setAccepting(true)}
              aria-describedby={blocker ? "accept-blocker" : undefined}
            >
              {t("quotes.accept.button")}
            </Button>
          )}
          {convertible ? (
            <Button
              variant="light"
              leftSection={<IconTruckDelivery size={16} aria-hidden="true" />}
              onClick={() => setConverting(true)}
            >
              {t("purchaseOrders.convert.action")}
            </Button>
          ) : null}
          <QuoteActionsButton quote={quote} actions={actions} />
        </Group>
      </Group>
      {!readOnly && blocker ? (
        <Text size="sm" c="var(--app-color-warning-text)" id="accept-blocker" ta="right">
          {blocker}
        </Text>
      ) : null}
      {readOnly ? (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden="true" />} role="status">
          {quote.isArchived ? t("quotes.readOnlyArchived") : t("quotes.readOnlyAccepted")}
        </Alert>
      ) : null}
      <DeferredDialog
        part={acceptDialog}
        props={{ quoteId: quote.id, opened: accepting, onClose: () => setAccepting(false) }}
      />
      {convertible ? (
        <DeferredDialog
          part={convertDialog}
          props={{
            quote,
            opened: converting,
            onClose: () => setConverting(false),
            supplierName: conversion.supplierName,
            isOffline: conversion.isOffline,
            onConverted: conversion.onConverted,
          }}
        />
      ) : null}
    </>
  );
}
