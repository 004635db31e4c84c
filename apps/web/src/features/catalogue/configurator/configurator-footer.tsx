import { Box, Button, Group, Text } from "@mantine/core";
import { formatMoney } from "@portal/domain";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type ConfiguratorFooterProps = {
  totalLabel: string;
  /** Null until the first answer for a new line. */
  total: string | null;
  /** How many problems the line has now; the total shows only when there are none. */
  errorCount: number;
  submitting: boolean;
  onCancel: () => void;
};

/** Cancel and Save, kept at the bottom of the frame while the form scrolls. */
export function ConfiguratorFooter({
  totalLabel,
  total,
  errorCount,
  submitting,
  onCancel,
}: ConfiguratorFooterProps) {
  const { t } = useTranslation();
  return (
    <Group
      justify="flex-end"
      wrap="nowrap"
      mt="md"
      py="sm"
      style={{ position: "sticky", bottom: 0, zIndex: 3, background: "var(--mantine-color-body)" }}
    >
      {/* On a phone the price card sits below the form: keep the live total in sight while choosing. */}
      <Box hiddenFrom="sm" mr="auto" data-testid="footer-total">
        <Text size="xs" c="dimmed">
          {totalLabel}
        </Text>
        <Text size="sm" fw={700} c={errorCount > 0 ? "red.8" : undefined}>
          {errorCount > 0
            ? t("quotes.configurator.problems", { count: errorCount })
            : total === null
              ? "—"
              : formatMoney(total)}
        </Text>
      </Box>
      <Button variant="default" onClick={onCancel}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" loading={submitting}>
        {t("common.saveShort")}
      </Button>
    </Group>
  );
}
