// The supplier changed prices or rules since the quote was priced (spec 000 §3 Quote): what changed, per
// product and for the whole order, and the button that re-prices the quote.
import { Alert, Button, List, Stack, Text } from "@mantine/core";
import type { Quote } from "@portal/contract";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

const updateKinds = [
  ["hasPricingUpdates", "pricing"],
  ["hasCostPaddingUpdates", "costPadding"],
  ["hasFabricUpdates", "fabric"],
  ["hasFreightUpdates", "freight"],
  ["hasInstallationUpdates", "installation"],
  ["hasRuleUpdates", "rules"],
  ["hasSurchargesUpdates", "surcharges"],
] as const;

const orderUpdateKinds = [
  ["hasSurchargesUpdates", "surcharges"],
  ["hasFreightUpdates", "freight"],
  ["hasInstallationUpdates", "installation"],
] as const;

export type PendingUpdatesAlertProps = {
  pending: Quote["context"]["pendingUpdates"];
  applying: boolean;
  onApply: () => void;
};

export function PendingUpdatesAlert({ pending, applying, onApply }: PendingUpdatesAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      title={t("quotes.updates.title")}
      // Mantine's yellow title text is too light on its light yellow (WCAG AA).
      styles={{ title: { color: "var(--app-color-warning-text)" } }}
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
          {orderUpdateKinds.some(([flag]) => pending.orderUpdates[flag]) ? (
            <List.Item>
              <Text span fw={600} size="sm">
                {t("quotes.updates.order")}
              </Text>
              {": "}
              {orderUpdateKinds
                .filter(([flag]) => pending.orderUpdates[flag])
                .map(([, kind]) => t(`quotes.updates.kinds.${kind}`))
                .join(", ")}
            </List.Item>
          ) : null}
        </List>
        <Button w="fit-content" size="xs" loading={applying} onClick={onApply}>
          {t("quotes.updates.apply")}
        </Button>
      </Stack>
    </Alert>
  );
}
