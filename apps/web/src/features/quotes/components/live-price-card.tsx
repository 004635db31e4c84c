// The configurator's price column: the live unit and total price, what is wrong with the line, and how
// the price was made.
import { Card, Group, Loader, Stack, Text } from "@mantine/core";
import { formatMoney } from "@portal/domain";
import { useTranslation } from "react-i18next";
import type { LivePrice } from "../hooks/use-live-price.ts";
import { lineErrorText } from "./order-lines.tsx";
import { PriceExplanation } from "./price-explanation.tsx";

export type LivePriceCardProps = {
  price: LivePrice;
  /** Prices include tax (the line's tax mode). */
  inclusive: boolean;
  unit: string;
  total: string;
};

export function LivePriceCard({ price, inclusive, unit, total }: LivePriceCardProps) {
  const { t } = useTranslation();
  const { errors, pending } = price;
  return (
    <Stack gap="sm" style={{ position: "sticky", top: 8 }}>
      <Card withBorder padding="sm" aria-live="polite" aria-busy={pending}>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t("quotes.configurator.price")}
          </Text>
          {pending ? <Loader size="xs" aria-label={t("common.loading")} /> : null}
        </Group>
        <Group justify="space-between">
          <Text size="sm">{inclusive ? t("quotes.lines.unitInc") : t("quotes.lines.unitEx")}</Text>
          <Text size="sm" data-testid="live-unit">
            {formatMoney(unit)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" fw={700}>
            {inclusive ? t("quotes.lines.totalInc") : t("quotes.lines.totalEx")}
          </Text>
          <Text size="sm" fw={700} data-testid="live-total">
            {formatMoney(total)}
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
          {t("quotes.explain.title")}
        </Text>
        <PriceExplanation steps={price.explanation} />
      </Card>
    </Stack>
  );
}
