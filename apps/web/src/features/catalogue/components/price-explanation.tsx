import { List, Stack, Text } from "@mantine/core";
import type { PriceStepView } from "@portal/contract";
import { explainedSellExTax, formatMoney } from "@portal/domain";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { explainStep } from "./explain.ts";

/**
 * "How this price was made": one sentence per pricing step, each sell figure naming the steps it is
 * made of, and (where there are sell figures) the price of one item they add up to.
 */
export function PriceExplanation({ steps }: { steps: readonly PriceStepView[] }) {
  const { t } = useTranslation();
  if (steps.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("quotes.explain.none")}
      </Text>
    );
  const sells = steps.some((step) => step.kind === "SELL");
  return (
    <Stack gap={4}>
      <List size="sm" spacing={4} type="ordered">
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed sequence with no ids
          <List.Item key={index}>{explainStep(t, step, steps)}</List.Item>
        ))}
      </List>
      {sells ? (
        <Text size="sm" fw={600} data-testid="explained-unit">
          {t("quotes.explain.unitSellExTax", { amount: formatMoney(explainedSellExTax(steps)) })}
        </Text>
      ) : null}
    </Stack>
  );
}
