import { Button, ColorSwatch, Group, Menu, Text } from "@mantine/core";
import type { Deal, Workflow } from "@portal/contract";
import { IconCheck, IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { useSetDealFlag } from "../api/set-deal-flag.ts";
import { appearanceColor } from "./flag-colors.ts";

export type DealFlagsProps = { deal: Deal; workflow: Workflow; readOnly: boolean };

/** One menu per workflow flag showing the deal's value in its colour; read-only on an archived deal. */
export function DealFlags({ deal, workflow, readOnly }: DealFlagsProps) {
  const { t } = useTranslation();
  const setFlag = useSetDealFlag();
  return (
    <Group gap="xs" wrap="wrap">
      {workflow.context.flags.map((flag) => {
        const stored = deal.context.flagValues.find((value) => value.workflowFlagId === flag.id);
        const current =
          flag.values.find((value) => value.id === stored?.workflowFlagValueId) ??
          flag.values.find((value) => value.isDefault) ??
          flag.values[0];
        if (!current) return null;
        const color = appearanceColor[current.appearance];
        const text = t("dealDetail.flagValue", { flag: flag.name, value: current.label });
        if (readOnly) {
          return (
            <Group key={flag.id} gap={6} wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${color}-5)`} size={12} aria-hidden="true" />
              <Text size="sm">{text}</Text>
            </Group>
          );
        }
        return (
          <Menu key={flag.id} position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant="light"
                color={color}
                c="gray.9"
                size="compact-sm"
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                aria-label={text}
              >
                {text}
              </Button>
            </Menu.Target>
            <Menu.Dropdown aria-label={flag.name}>
              <Menu.Label>{flag.name}</Menu.Label>
              {flag.values.map((value) => (
                <Menu.Item
                  key={value.id}
                  leftSection={
                    <ColorSwatch
                      color={`var(--mantine-color-${appearanceColor[value.appearance]}-5)`}
                      size={12}
                      aria-hidden="true"
                    />
                  }
                  rightSection={
                    value.id === current.id ? (
                      <IconCheck size={14} aria-label={t("dealDetail.current")} />
                    ) : null
                  }
                  onClick={() =>
                    value.id === current.id
                      ? undefined
                      : setFlag.mutate({ dealId: deal.id, flag, valueId: value.id })
                  }
                >
                  {value.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Group>
  );
}
