// The configurator's price column: the live unit and total, what is wrong with the line, and how the
// figure was made.
import { Card, Group, Loader, Stack, Text } from "@mantine/core";
import { formatMoney } from "@portal/domain";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { lineErrorText } from "../components/line-error-text.ts";
import { PriceExplanation } from "../components/price-explanation.tsx";
import type { LivePrice } from "./live-preview.ts";

/** What the figures are called: the quote's sell price (ex or inc tax) or the order's cost. */
export type PriceLabels = { title: string; unit: string; total: string; explanation: string };

export type LivePriceCardProps = { live: LivePrice; labels: PriceLabels };

export function LivePriceCard({ live, labels }: LivePriceCardProps) {
  const { t } = useTranslation();
  const { price, pending } = live;
  const errors = price?.errors ?? [];
  return (
    <Stack gap="sm" style={{ position: "sticky", top: 8 }}>
      <Card withBorder padding="sm" aria-live="polite" aria-busy={pending}>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {labels.title}
          </Text>
          {pending ? <Loader size="xs" aria-label={t("common.loading")} /> : null}
        </Group>
        <Group justify="space-between">
          <Text size="sm">{labels.unit}</Text>
          <Text size="sm" data-testid="live-unit">
            {price ? formatMoney(price.unit) : "—"}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" fw={700}>
            {labels.total}
          </Text>
          <Text size="sm" fw={700} data-testid="live-total">
            {price ? formatMoney(price.total) : "—"}
          </Text>
        </Group>
        {errors.length > 0 ? (
          <Stack gap={2} mt="xs">
            {errors.map((error) => (
              <Text key={`${error.code}-${error.groupId ?? ""}-${error.optionId ?? ""}`} size="sm" c="red.8">
                {lineErrorText(error)}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Card>
      <Card withBorder padding="sm">
        <Text size="sm" fw={600} mb={4}>
          {labels.explanation}
        </Text>
        <PriceExplanation steps={price?.explanation ?? []} />
      </Card>
    </Stack>
  );
}
