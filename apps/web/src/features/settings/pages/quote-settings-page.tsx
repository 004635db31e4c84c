// Settings → Quotes (spec 001 §2): deposit, tax rate (only where the country lets dealers set it), tax mode;
// what the quote PDFs show of the dealer (logo, details, binding text) and which templates it offers.
import { Alert, Button, Card, Group, Radio, Stack, Text, Title } from "@mantine/core";
import type { AccountSettings, DealerSettings } from "@portal/contract";
import { IconInfoCircle } from "@tabler/icons-react";
import { errorText } from "../../../shared/api-client/error-text.ts";
import { NumberField } from "../../../shared/forms/number-field.tsx";
import { numberBetween } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useAccountSettings } from "../api/get-account-settings.ts";
import { useDealerSettings } from "../api/get-dealer-settings.ts";
import { useUpdateDealerSettings } from "../api/update-dealer-settings.ts";
import { dealerSettingsBody } from "../components/dealer-settings-body.ts";
import { PdfTemplatesCard } from "../components/pdf-templates-card.tsx";
import { QuoteDocumentsCard } from "../components/quote-documents-card.tsx";

type QuoteValues = {
  deposit: number | string;
  taxRate: number | string;
  taxMode: DealerSettings["quotePricingTaxMode"];
};

/** A percentage that may be cleared (spec 001 §5 Settings); the contract's bounds. */
const percentField = { kind: "number", min: 0, max: 100 } as const;
const orNull = (value: number | string) => (typeof value === "number" ? value : null);

function QuoteSettingsForm({
  account,
  dealer,
  readOnly,
}: {
  account: AccountSettings;
  dealer: DealerSettings;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const save = useUpdateDealerSettings();
  const showTaxRate = account.country.labor_tax_control === 1;
  const form = useAppForm<QuoteValues>({
    initialValues: {
      deposit: dealer.depositPercentage ?? "",
      taxRate: dealer.taxRatePercentage ?? "",
      taxMode: dealer.quotePricingTaxMode,
    },
    fields: { deposit: percentField, taxRate: percentField },
    validate: {
      deposit: numberBetween(0, 100, t("settings.quotes.range")),
      taxRate: numberBetween(0, 100, t("settings.quotes.range")),
    },
  });

  const submit = async (values: QuoteValues) => {
    try {
      await save.mutateAsync(
        dealerSettingsBody(dealer, {
          depositPercentage: orNull(values.deposit),
          ...(showTaxRate ? { taxRatePercentage: orNull(values.taxRate) } : {}),
          quotePricingTaxMode: values.taxMode,
        }),
      );
      form.resetDirty();
      showSuccessToast(t("settings.saved"));
    } catch (error) {
      form.refuseServer(error, { depositPercentage: "deposit", taxRatePercentage: "taxRate" });
    }
  };

  return (
    <Card withBorder padding="lg" maw={640} component="section" aria-labelledby="quote-settings-title">
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Stack gap="md">
          <Title order={2} size="h3" id="quote-settings-title">
            {t("settings.quotes.title")}
          </Title>
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
            {t("settings.quotes.note")}
          </Alert>
          <NumberField
            label={t("settings.quotes.deposit")}
            description={t("settings.quotes.depositHelp")}
            suffix=" %"
            min={0}
            max={100}
            decimalScale={2}
            readOnly={readOnly}
            {...form.getInputProps("deposit")}
          />
          {showTaxRate ? (
            <NumberField
              label={t("settings.quotes.taxRate")}
              suffix=" %"
              min={0}
              max={100}
              decimalScale={2}
              readOnly={readOnly}
              {...form.getInputProps("taxRate")}
            />
          ) : null}
          <Radio.Group
            label={t("settings.quotes.taxMode")}
            description={t("settings.quotes.taxModeHelp")}
            {...form.getInputProps("taxMode")}
          >
            <Stack gap={6} mt={6}>
              <Radio value="INCLUSIVE" label={t("settings.quotes.inclusive")} disabled={readOnly} />
              <Radio value="EXCLUSIVE" label={t("settings.quotes.exclusive")} disabled={readOnly} />
            </Stack>
          </Radio.Group>
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t("common.save")}
              </Button>
            </Group>
          )}
          {save.isError ? (
            <Text c="red" size="sm" role="alert">
              {errorText(save.error)}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

export type QuoteSettingsPageProps = {
  /** May change the dealer settings: deposit, tax, company details and binding text (settings.edit). */
  canEdit: boolean;
  /** May change the logo and the PDF templates (settings.deals.edit). */
  canEditDocuments: boolean;
};

export function QuoteSettingsPage({ canEdit, canEditDocuments }: QuoteSettingsPageProps) {
  const account = useAccountSettings();
  const dealer = useDealerSettings();
  if (account.isError || dealer.isError)
    return (
      <ErrorView
        onRetry={() => {
          void account.refetch();
          void dealer.refetch();
        }}
      />
    );
  if (!account.data || !dealer.data) return <PageLoader />;
  return (
    <Stack gap="lg">
      <QuoteSettingsForm account={account.data} dealer={dealer.data} readOnly={!canEdit} />
      <QuoteDocumentsCard dealer={dealer.data} readOnly={!canEdit} logoReadOnly={!canEditDocuments} />
      <PdfTemplatesCard readOnly={!canEditDocuments} />
    </Stack>
  );
}
