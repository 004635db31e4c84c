import { Group, Stack, Text } from "@mantine/core";
import type { Workflow } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ToneBadge } from "./tone-badge.tsx";
import { phaseColors, phaseLabel } from "./workflow-labels.ts";

export type WorkflowStatusesProps = { statuses: Workflow["context"]["statuses"] };

export function WorkflowStatuses({ statuses }: WorkflowStatusesProps) {
  const { t } = useTranslation();
  if (statuses.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("workflows.noStatuses")}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
      {statuses.map((status) => (
        <Group key={status.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{status.name}</Text>
          <ToneBadge color={phaseColors[status.phase]}>{phaseLabel(t, status.phase)}</ToneBadge>
        </Group>
      ))}
    </Stack>
  );
}
