// Settings → Quotes (spec 001 §2): deposit, tax rate (only where the country lets dealers set it), tax mode;
// what the quote PDFs show of the dealer (logo, details, binding text) and which templates it offers.
import { Alert, Button, Card, Group, NumberInput, Radio, Stack, Text, Title } from "@mantine/core";
import type { AccountSettings, DealerSettings } from "@portal/contract";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useAccountSettings } from "../api/get-account-settings.ts";
import { useDealerSettings } from "../api/get-dealer-settings.ts";
import { useUpdateDealerSettings } from "../api/update-dealer-settings.ts";
import { dealerSettingsBody } from "../components/dealer-settings-body.ts";
import { PdfTemplatesCard } from "../components/pdf-templates-card.tsx";
import { QuoteDocumentsCard } from "../components/quote-documents-card.tsx";

function QuoteSettingsForm({ account, dealer }: { account: AccountSettings; dealer: DealerSettings }) {
  const { t } = useTranslation();
  const save = useUpdateDealerSettings();
  const showTaxRate = account.country.labor_tax_control === 1;
  const [deposit, setDeposit] = useState<number | "">(dealer.depositPercentage ?? "");
  const [taxRate, setTaxRate] = useState<number | "">(dealer.taxRatePercentage ?? "");
  const [taxMode, setTaxMode] = useState(dealer.quotePricingTaxMode);
  const inRange = (value: number | "") => value === "" || (value >= 0 && value <= 100);
  const valid = inRange(deposit) && inRange(taxRate);

  return (
    <Card withBorder padding="lg" maw={640} component="section" aria-labelledby="quote-settings-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          save.mutate(
            dealerSettingsBody(dealer, {
              depositPercentage: deposit === "" ? null : deposit,
              ...(showTaxRate ? { taxRatePercentage: taxRate === "" ? null : taxRate } : {}),
              quotePricingTaxMode: taxMode,
            }),
            { onSuccess: () => showSuccessToast(t("settings.saved")) },
          );
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="quote-settings-title">
            {t("settings.quotes.title")}
          </Title>
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
            {t("settings.quotes.note")}
          </Alert>
          <NumberInput
            label={t("settings.quotes.deposit")}
            description={t("settings.quotes.depositHelp")}
            suffix=" %"
            min={0}
            max={100}
            decimalScale={2}
            value={deposit}
            onChange={(value) => setDeposit(typeof value === "number" ? value : "")}
            error={inRange(deposit) ? null : t("settings.quotes.range")}
          />
          {showTaxRate ? (
            <NumberInput
              label={t("settings.quotes.taxRate")}
              suffix=" %"
              min={0}
              max={100}
              decimalScale={2}
              value={taxRate}
              onChange={(value) => setTaxRate(typeof value === "number" ? value : "")}
              error={inRange(taxRate) ? null : t("settings.quotes.range")}
            />
          ) : null}
          <Radio.Group
            label={t("settings.quotes.taxMode")}
            description={t("settings.quotes.taxModeHelp")}
            value={taxMode}
            onChange={(value) => setTaxMode(value as DealerSettings["quotePricingTaxMode"])}
          >
            <Stack gap={6} mt={6}>
              <Radio value="INCLUSIVE" label={t("settings.quotes.inclusive")} />
              <Radio value="EXCLUSIVE" label={t("settings.quotes.exclusive")} />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!valid}>
              {t("common.save")}
            </Button>
          </Group>
          {save.isError ? (
            <Text c="red" size="sm" role="alert">
              {save.error.message}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

export function QuoteSettingsPage() {
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
      <QuoteSettingsForm account={account.data} dealer={dealer.data} />
      <QuoteDocumentsCard dealer={dealer.data} />
      <PdfTemplatesCard />
    </Stack>
  );
}
