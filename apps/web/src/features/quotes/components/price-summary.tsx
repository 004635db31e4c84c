// The quote's price breakdown sidebar (spec 000 §3 "Quote pricing").
import { ActionIcon, Button, Card, Divider, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import type { Quote } from "@portal/contract";
import { formatMoney, formatPercent } from "@portal/domain";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { DeferredDialog, deferredPart } from "../../../shared/ui/deferred.tsx";
import type { AdjustmentDialogProps } from "./adjustment-dialog.tsx";
import type { OverrideFieldProps } from "./override-field.tsx";
import { type AdjustmentInput, adjustmentInputs } from "./quote-save.ts";

// The adjustment dialog (Mantine's Modal and the adjustment's form) loads when the page is idle.
const adjustmentDialog = deferredPart<AdjustmentDialogProps>(
  async () => (await import("./adjustment-dialog.tsx")).AdjustmentDialog,
);

export type PriceSummaryProps = {
  quote: Quote;
  readOnly: boolean;
  canOverrideTax: boolean;
  saving: boolean;
  /** Saves a change; resolves true when it was stored. */
  onSave: (patch: {
    adjustments?: AdjustmentInput[];
    sellTaxOverride?: string | null;
    depositAmountOverride?: string | null;
  }) => Promise<boolean>;
};

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId} style={{ whiteSpace: "nowrap" }}>
        {value}
      </Text>
    </Group>
  );
}

const LazyOverrideField = lazy(async () => ({
  default: (await import("./override-field.tsx")).OverrideField,
}));

/**
 * A tax or deposit override (override-field.tsx), whose code loads as the summary renders. Until it is
 * in, a field that looks the same stands in: what is typed into it, and its focus, carry over.
 */
function DeferredOverrideField({
  readOnly,
  ...props
}: Omit<OverrideFieldProps, "typed" | "autoFocus"> & { readOnly: boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [focused, setFocused] = useState(false);
  if (readOnly) return null;
  const standIn = (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        size="xs"
        label={props.label}
        description={t("quotes.pricing.overrideHelp")}
        inputMode="decimal"
        value={typed ?? props.current ?? ""}
        // As the number field takes it: digits and up to two places, nothing else.
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (/^\d*(\.\d{0,2})?$/.test(next)) setTyped(next);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <Button size="xs" disabled>
        {t("common.saveShort")}
      </Button>
    </Group>
  );
  return (
    <Suspense fallback={standIn}>
      <LazyOverrideField {...props} typed={typed} autoFocus={focused} />
    </Suspense>
  );
}

export function PriceSummary({ quote, readOnly, canOverrideTax, saving, onSave }: PriceSummaryProps) {
  const { t } = useTranslation();
  const pricing = quote.context.pricing;
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const inputs = adjustmentInputs(quote);
  const inclusive = quote.config.taxMode === "INCLUSIVE";

  const saveAdjustment = async (value: AdjustmentInput) => {
    const next = [...inputs];
    if (editing === "new") next.push(value);
    else if (typeof editing === "number") next[editing] = value;
    if (await onSave({ adjustments: next })) setEditing(null);
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="price-summary-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="price-summary-title">
          {t("quotes.pricing.title")}
        </Title>
        <Text size="xs" c="dimmed">
          {inclusive ? t("quotes.pricing.modeInclusive") : t("quotes.pricing.modeExclusive")}
        </Text>
        <Row
          label={t("quotes.pricing.linesEx")}
          value={formatMoney(pricing.sellTotalOrderLinesExTax)}
          testId="lines-ex"
        />
        <Row
          label={t("quotes.pricing.linesInc")}
          value={formatMoney(pricing.sellTotalOrderLinesIncTax)}
          testId="lines-inc"
        />
        <Divider label={t("quotes.pricing.adjustments")} labelPosition="left" />
        {pricing.adjustments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("quotes.pricing.noAdjustments")}
          </Text>
        ) : (
          pricing.adjustments.map((adjustment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: adjustments have no ids; their place is their identity
            <Group key={`${adjustment.label}-${index}`} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                {adjustment.label}
                {adjustment.adjustmentType === "PERCENT" ? ` (${formatPercent(adjustment.percent)} %)` : ""}
                {adjustment.taxType === "NONE" ? ` · ${t("quotes.adjustment.taxNone")}` : ""}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatMoney(inclusive ? adjustment.amountIncTax : adjustment.amountExTax)}
                </Text>
                {readOnly ? null : (
                  <>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t("quotes.adjustment.editNamed", { label: adjustment.label })}
                      onClick={() => setEditing(index)}
                    >
                      <IconPencil size={14} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={t("quotes.adjustment.removeNamed", { label: adjustment.label })}
                      onClick={() => void onSave({ adjustments: inputs.filter((_, i) => i !== index) })}
                    >
                      <IconTrash size={14} aria-hidden="true" />
                    </ActionIcon>
                  </>
                )}
              </Group>
            </Group>
          ))
        )}
        {readOnly ? null : (
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => setEditing("new")}
          >
            {t("quotes.adjustment.add")}
          </Button>
        )}
        <Divider />
        <Row
          label={t("quotes.pricing.taxable")}
          value={formatMoney(pricing.sellTotalTaxable)}
          testId="taxable"
        />
        <Row label={t("quotes.pricing.taxCalculated")} value={formatMoney(pricing.sellTaxCalculated)} />
        {pricing.sellTaxOverride !== null ? (
          <Row label={t("quotes.pricing.taxOverridden")} value={formatMoney(pricing.sellTaxOverride)} />
        ) : null}
        <Row label={t("quotes.pricing.tax")} value={formatMoney(pricing.sellTaxTotal)} testId="tax-total" />
        {canOverrideTax ? (
          <DeferredOverrideField
            key={`tax-${quote.version}`}
            label={t("quotes.pricing.taxOverride")}
            current={pricing.sellTaxOverride}
            readOnly={readOnly}
            saving={saving}
            onSave={(value) => onSave({ sellTaxOverride: value })}
          />
        ) : null}
        <Divider />
        <Row
          label={t("quotes.pricing.grandEx")}
          value={formatMoney(pricing.sellGrandTotalExTax)}
          testId="grand-ex"
        />
        <Row
          label={t("quotes.pricing.grandInc")}
          value={formatMoney(pricing.sellGrandTotalIncTax)}
          strong
          testId="grand-inc"
        />
        <Divider />
        <Row
          label={t("quotes.pricing.depositCalculated", {
            percent: formatPercent(quote.config.depositPercentage),
          })}
          value={formatMoney(pricing.depositAmountCalculated)}
        />
        <Row
          label={t("quotes.pricing.deposit")}
          value={formatMoney(pricing.depositAmount)}
          strong
          testId="deposit"
        />
        <DeferredOverrideField
          key={`deposit-${quote.version}`}
          label={t("quotes.pricing.depositOverride")}
          current={pricing.depositAmountOverride}
          readOnly={readOnly}
          saving={saving}
          onSave={(value) => onSave({ depositAmountOverride: value })}
        />
      </Stack>
      <DeferredDialog
        part={adjustmentDialog}
        props={{
          opened: editing !== null,
          onClose: () => setEditing(null),
          isNew: editing === "new",
          initial: typeof editing === "number" ? (inputs[editing] ?? null) : null,
          taxMode: quote.config.taxMode,
          saving,
          onSubmit: (value: AdjustmentInput) => void saveAdjustment(value),
        }}
      />
    </Card>
  );
}
