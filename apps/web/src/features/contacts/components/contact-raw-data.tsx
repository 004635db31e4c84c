import { Box, Button, Code, Group, Stack } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showErrorToast, showSuccessToast } from "../../../shared/ui/toasts.ts";

export type ContactRawDataProps = { data: Record<string, unknown> };

/** The provider's own record of the contact, as formatted JSON. */
export function ContactRawData({ data }: ContactRawDataProps) {
  const { t } = useTranslation();
  const json = JSON.stringify(data, null, 2);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      showSuccessToast(t("contacts.copied"));
    } catch {
      showErrorToast(t("contacts.copyFailed"));
    }
  };
  return (
    <Stack gap="md">
      {/* Focusable, so the keyboard can scroll a long record. */}
      <Box
        role="region"
        aria-label={t("contacts.rawData")}
        tabIndex={0}
        mah="60dvh"
        style={{ overflow: "auto", borderRadius: "var(--mantine-radius-sm)" }}
      >
        <Code block miw="100%" w="max-content" style={{ overflow: "visible" }}>
          {json}
        </Code>
      </Box>
      <Group justify="flex-end">
        <Button onClick={copy} leftSection={<IconCopy size={18} aria-hidden="true" />}>
          {t("contacts.copy")}
        </Button>
      </Group>
    </Stack>
  );
}
