import { Group, Paper, Stack, Text } from "@mantine/core";
import type { SupplierOrder } from "@portal/contract";
import { formatMoney } from "@portal/domain";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { configurationSummary } from "../../catalogue/index.ts";

export type OrderLinesProps = { lines: SupplierOrder["context"]["orderLines"] };

/** The products to make: where each goes, what it is, its size and options, notes, how many, and its price. */
export function OrderLines({ lines }: OrderLinesProps) {
  const { t } = useTranslation();
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("supplierPage.noLines")}
      </Text>
    );
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: "none" }}
      aria-label={t("supplierPage.products")}
    >
      {lines.map((line) => {
        const { width, height } = line.configuration;
        const options = configurationSummary(line.configuration);
        return (
          <Paper component="li" key={line.id} withBorder radius="sm" p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                {line.windowGroupName ? (
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    {line.windowGroupName}
                  </Text>
                ) : null}
                <Text fw={600}>{line.productName}</Text>
                {width && height ? (
                  <Text size="sm" c="dimmed">
                    {t("supplierPage.size", { width, height })}
                  </Text>
                ) : null}
                {options ? (
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {options}
                  </Text>
                ) : null}
                {line.notes ? (
                  <Text size="sm" fs="italic" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {line.notes}
                  </Text>
                ) : null}
              </Stack>
              <Stack gap={2} align="flex-end">
                <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {t("supplierPage.quantity", { quantity: line.quantity })}
                </Text>
                <Text fw={600} style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
                  {formatMoney(line.sellPrice)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
