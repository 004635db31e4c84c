import { ActionIcon, Code, Group, Text, Tooltip } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showErrorToast, showSuccessToast } from "../../../shared/ui/toasts.ts";

export type WorkflowIdProps = { id: string };

export function WorkflowId({ id }: WorkflowIdProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      showSuccessToast(t("workflows.idCopied"));
    } catch {
      showErrorToast(t("workflows.copyFailed"));
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={500} c="dimmed">
        {t("workflows.id")}
      </Text>
      <Code style={{ overflowWrap: "anywhere", minWidth: 0 }}>{id}</Code>
      <Tooltip label={t("workflows.copyId")}>
        <ActionIcon variant="subtle" color="gray" aria-label={t("workflows.copyId")} onClick={copy}>
          <IconCopy size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
