import { Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { Workflow } from "@portal/contract";
import { IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ToneBadge } from "./tone-badge.tsx";
import { appearanceColors } from "./workflow-labels.ts";

export type WorkflowFlagsProps = { flags: Workflow["context"]["flags"] };

export function WorkflowFlags({ flags }: WorkflowFlagsProps) {
  const { t } = useTranslation();
  if (flags.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("workflows.noFlags")}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
      {flags.map((flag) => (
        <Stack key={flag.id} component="li" gap={4}>
          <Text size="sm" fw={500}>
            {flag.name}
          </Text>
          <Group gap={6}>
            {flag.values.map((value) => {
              const color = appearanceColors[value.appearance];
              return (
                <ToneBadge
                  key={value.id}
                  color={color}
                  tt="none"
                  leftSection={value.isDefault ? <IconStarFilled size={10} aria-hidden="true" /> : undefined}
                >
                  {value.label}
                  {value.isDefault ? <VisuallyHidden> ({t("workflows.defaultValue")})</VisuallyHidden> : null}
                </ToneBadge>
              );
            })}
          </Group>
        </Stack>
      ))}
      {flags.some((flag) => flag.values.some((value) => value.isDefault)) ? (
        <Group component="li" gap={6} aria-hidden="true">
          <IconStarFilled size={10} />
          <Text size="xs" c="dimmed">
            {t("workflows.defaultValueLegend")}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
