import { List, Text } from "@mantine/core";
import type { PriceStepView } from "@portal/contract";
import { useTranslation } from "react-i18next";
import { explainStep } from "./explain.ts";

/** "How this price was made": one sentence per pricing step. */
export function PriceExplanation({ steps }: { steps: readonly PriceStepView[] }) {
  const { t } = useTranslation();
  if (steps.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("quotes.explain.none")}
      </Text>
    );
  return (
    <List size="sm" spacing={4} type="ordered">
      {steps.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed sequence with no ids
        <List.Item key={index}>{explainStep(t, step)}</List.Item>
      ))}
    </List>
  );
}
