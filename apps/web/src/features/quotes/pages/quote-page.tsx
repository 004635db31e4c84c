// /workflows/{slug}/{dealId}/quotes/{quoteId} (spec 000 §2 "Quote detail", §3 Quote): details, products,
// price breakdown, pending supplier updates, PDFs and acceptance.
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Grid,
  Group,
  List,
  Menu,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type OrderLine, type Product, type Quote, quoteMessages } from "@portal/contract";
import { IconCheck, IconDotsVertical, IconLock, IconPlus, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { apiBaseUrl } from "../../../config/env.ts";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { formatDateTime } from "../../../shared/i18n/format-date.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { showErrorToast } from "../../../shared/ui/toasts.ts";
import { useAddOrderLine } from "../api/add-order-line.ts";
import { useDeleteOrderLine } from "../api/delete-order-line.ts";
import { useQuote, useRefreshQuote } from "../api/get-quote.ts";
import { type UpdateQuoteBody, useUpdateQuote } from "../api/update-quote.ts";
import { AcceptDialog } from "../components/accept-dialog.tsx";
import { CatalogueBrowser } from "../components/catalogue-browser.tsx";
import { ConfiguratorModal, type ConfiguringLine } from "../components/configurator-modal.tsx";
import { OrderLines } from "../components/order-lines.tsx";
import { PdfButton } from "../components/pdf-button.tsx";
import { PriceSummary } from "../components/price-summary.tsx";
import { quoteBody } from "../components/quote-save.ts";
import { QuoteStatusBadge } from "../components/quotes-panel.tsx";
import { useQuoteActions } from "../hooks/use-quote-actions.ts";
import { useQuoteConflict } from "../hooks/use-quote-conflict.ts";

export type QuotePageProps = {
  quoteId: string;
  boardHref: string;
  dealHref: string;
  quoteHref: (quoteId: string) => string;
  lineHref: (lineId: string) => string;
  canOverrideTax: boolean;
};

/** Why Accept is not possible yet, or null. */
export function acceptBlocker(quote: Quote): string | null {
  if (quote.context.orderLines.length === 0) return quoteMessages.acceptBlockedEmpty;
  if (quote.context.pendingUpdates.hasPendingUpdates) return quoteMessages.acceptBlockedUpdates;
  if (!quote.context.pricing.isPricingValid) return quoteMessages.acceptBlockedErrors;
  return null;
}

const updateKinds = [
  ["hasPricingUpdates", "pricing"],
  ["hasCostPaddingUpdates", "costPadding"],
  ["hasFabricUpdates", "fabric"],
  ["hasFreightUpdates", "freight"],
  ["hasInstallationUpdates", "installation"],
  ["hasRuleUpdates", "rules"],
  ["hasSurchargesUpdates", "surcharges"],
] as const;

function DetailsPanel({
  quote,
  readOnly,
  saving,
  onSave,
}: {
  quote: Quote;
  readOnly: boolean;
  saving: boolean;
  onSave: (patch: Partial<UpdateQuoteBody>) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [description, setDescription] = useState(quote.description);
  const [notes, setNotes] = useState(quote.customerNotes);
  const dirty = description !== quote.description || notes !== quote.customerNotes;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="quote-details-title">
      <Title order={2} size="h4" id="quote-details-title" mb="xs">
        {t("quotes.details.title")}
      </Title>
      {readOnly ? (
        <Stack gap="xs">
          <div>
            <Text size="sm" fw={500}>
              {t("quotes.details.description")}
            </Text>
            <Text size="sm" c={quote.description ? undefined : "dimmed"}>
              {quote.description || "—"}
            </Text>
          </div>
          <div>
            <Text size="sm" fw={500}>
              {t("quotes.details.customerNotes")}
            </Text>
            <Text size="sm" c={quote.customerNotes ? undefined : "dimmed"} style={{ whiteSpace: "pre-wrap" }}>
              {quote.customerNotes || "—"}
            </Text>
          </div>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSave({ description: description.trim(), customerNotes: notes.trim() });
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t("quotes.details.description")}
              value={description}
              maxLength={500}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <Textarea
              label={t("quotes.details.customerNotes")}
              description={t("quotes.details.customerNotesHelp")}
              value={notes}
              maxLength={5000}
              autosize
              minRows={2}
              onChange={(event) => setNotes(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!dirty} loading={saving && dirty}>
                {t("common.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}

export function QuotePage({
  quoteId,
  boardHref,
  dealHref,
  quoteHref,
  lineHref,
  canOverrideTax,
}: QuotePageProps) {
  const { t } = useTranslation();
  const query = useQuote(quoteId);
  const update = useUpdateQuote(quoteId);
  const action = useQuoteActions(quoteId, quoteHref);
  const addLine = useAddOrderLine(quoteId);
  const deleteLine = useDeleteOrderLine(quoteId);
  const [browsing, setBrowsing] = useState(false);
  const [configuring, setConfiguring] = useState<ConfiguringLine | null>(null);
  const [accepting, setAccepting] = useState(false);
  const quote = query.data;

  const refetch = useRefreshQuote(quoteId);
  const onConflict = useQuoteConflict(quoteId);

  const save = async (patch: Partial<UpdateQuoteBody>): Promise<boolean> => {
    if (!quote) return false;
    try {
      await update.mutateAsync(quoteBody(quote, patch));
      return true;
    } catch (error) {
      onConflict(error);
      if (hasStatus(error, 422)) showErrorToast(error instanceof Error ? error.message : "");
      return false;
    }
  };

  const onAdd = (product: Product) =>
    addLine.mutate(product.id, {
      onSuccess: (line) => {
        setBrowsing(false);
        setConfiguring({ lineId: line.id, isNew: true });
      },
      onError: (error) => {
        if (hasStatus(error, 422, 404)) showErrorToast(quoteMessages.hiddenProduct);
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

  const breadcrumbs = (
    <Box component="nav" aria-label={t("dealDetail.breadcrumb")}>
      <Breadcrumbs
        separatorMargin={6}
        styles={{ root: { minWidth: 0, flexWrap: "wrap" }, breadcrumb: { minWidth: 0 } }}
      >
        <Anchor component={Link} to={boardHref} size="sm">
          {quote?.context.workflow.name ?? t("common.loading")}
        </Anchor>
        <Anchor component={Link} to={dealHref} size="sm" truncate="end">
          {quote
            ? t("dealDetail.tuidName", { tuid: quote.context.deal.tuid, name: quote.context.deal.name })
            : "…"}
        </Anchor>
        <Text size="sm" aria-current="page">
          {quote ? t("quotes.tuid", { tuid: quote.tuid }) : "…"}
        </Text>
      </Breadcrumbs>
    </Box>
  );

  if (query.isError)
    return (
      <Stack gap="md">
        {breadcrumbs}
        <ErrorView onRetry={() => void query.refetch()} />
      </Stack>
    );
  if (!quote)
    return (
      <Stack gap="md" aria-busy="true">
        {breadcrumbs}
        <Skeleton height={40} width="40%" />
        <Skeleton height={200} />
      </Stack>
    );

  const readOnly = quote.isReadOnly;
  const blocker = acceptBlocker(quote);
  const pending = quote.context.pendingUpdates;

  return (
    <Stack gap="md">
      {breadcrumbs}
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
                name: quote.acceptedBy?.name ?? "—",
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
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t("quotes.actions")}
                loading={action.isPending}
              >
                <IconDotsVertical size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={action.clone}>{t("quotes.clone")}</Menu.Item>
              {quote.isArchived ? (
                <Menu.Item onClick={() => action.setArchived(false)}>{t("quotes.unarchive")}</Menu.Item>
              ) : (
                <Menu.Item
                  color="red"
                  onClick={() =>
                    openConfirm({
                      title: t("quotes.archiveTitle"),
                      message: t("quotes.archiveMessage"),
                      confirmLabel: t("quotes.archive"),
                      danger: true,
                      onConfirm: () => action.setArchived(true),
                    })
                  }
                >
                  {t("quotes.archive")}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {!readOnly && blocker ? (
        <Text size="sm" c="orange.9" id="accept-blocker" ta="right">
          {blocker}
        </Text>
      ) : null}
      {readOnly ? (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden="true" />} role="status">
          {quote.isArchived ? t("quotes.readOnlyArchived") : t("quotes.readOnlyAccepted")}
        </Alert>
      ) : null}
      {!readOnly && pending.hasPendingUpdates ? (
        <Alert
          color="yellow"
          title={t("quotes.updates.title")}
          icon={<IconRefresh size={18} aria-hidden="true" />}
        >
          <Stack gap="xs">
            <Text size="sm">{t("quotes.updates.intro")}</Text>
            <List size="sm">
              {pending.products.map((product) => (
                <List.Item key={product.productId}>
                  <Text span fw={600} size="sm">
                    {product.productName}
                  </Text>
                  {": "}
                  {updateKinds
                    .filter(([flag]) => product[flag])
                    .map(([, kind]) => t(`quotes.updates.kinds.${kind}`))
                    .join(", ")}
                </List.Item>
              ))}
              {(["hasSurchargesUpdates", "hasFreightUpdates", "hasInstallationUpdates"] as const).some(
                (flag) => pending.orderUpdates[flag],
              ) ? (
                <List.Item>
                  <Text span fw={600} size="sm">
                    {t("quotes.updates.order")}
                  </Text>
                  {": "}
                  {(
                    [
                      ["hasSurchargesUpdates", "surcharges"],
                      ["hasFreightUpdates", "freight"],
                      ["hasInstallationUpdates", "installation"],
                    ] as const
                  )
                    .filter(([flag]) => pending.orderUpdates[flag])
                    .map(([, kind]) => t(`quotes.updates.kinds.${kind}`))
                    .join(", ")}
                </List.Item>
              ) : null}
            </List>
            <Button w="fit-content" size="xs" loading={action.isPending} onClick={action.applyUpdates}>
              {t("quotes.updates.apply")}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <DetailsPanel
              key={`${quote.id}-${quote.version}`}
              quote={quote}
              readOnly={readOnly}
              saving={update.isPending}
              onSave={save}
            />
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
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PriceSummary
            quote={quote}
            readOnly={readOnly}
            canOverrideTax={canOverrideTax}
            saving={update.isPending}
            onSave={save}
          />
        </Grid.Col>
      </Grid>
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
          refetch();
          setConfiguring(null);
        }}
      />
      <AcceptDialog quoteId={quote.id} opened={accepting} onClose={() => setAccepting(false)} />
    </Stack>
  );
}
