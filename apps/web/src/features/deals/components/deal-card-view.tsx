import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from "@mantine/core";
import type { DealCard } from "@portal/contract";
import type { FlagAppearance } from "@portal/domain";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatTuid } from "./board-model.ts";
import { useDealHref } from "./deal-link.ts";

export const appearanceColors: Record<FlagAppearance, string> = {
  DEFAULT: "gray",
  WARNING: "yellow",
  ACTIVE: "blue",
  SUCCESS: "green",
  DANGER: "red",
};

export type DealCardViewProps = {
  deal: DealCard;
  /** Controls at the card's top right (the Move to… menu); none on the drag preview. */
  actions?: ReactNode;
  dragging?: boolean;
};

/** What a deal shows on the board: tuid, name, contact, flag badges marked for the card, alerts. */
export function DealCardView({ deal, actions, dragging = false }: DealCardViewProps) {
  const href = useDealHref(deal.id);
  return (
    <Paper withBorder radius="sm" p="xs" shadow={dragging ? "md" : undefined} bg="white">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" fw={600}>
            {formatTuid(deal.tuid)}
          </Text>
          <Group gap={4} wrap="nowrap">
            {deal.alerts.map((alert) => (
              <Tooltip key={alert.key} label={alert.content} withArrow>
                <ThemeIcon
                  size="sm"
                  radius="xl"
                  variant="light"
                  color={alert.type === "WARNING" ? "orange" : "blue"}
                  role="img"
                  aria-label={alert.content}
                >
                  {alert.type === "WARNING" ? (
                    <IconAlertTriangle size={14} aria-hidden />
                  ) : (
                    <IconInfoCircle size={14} aria-hidden />
                  )}
                </ThemeIcon>
              </Tooltip>
            ))}
            {actions}
          </Group>
        </Group>
        {href && !dragging ? (
          // A click opens the deal; a drag needs the pointer to move first (the board's sensors).
          <Anchor component={Link} to={href} size="sm" fw={600} c="dark" lineClamp={2} underline="hover">
            {deal.name}
          </Anchor>
        ) : (
          <Text size="sm" fw={600} lineClamp={2}>
            {deal.name}
          </Text>
        )}
        {deal.contact ? (
          <Text size="xs" c="dimmed" truncate>
            {deal.contact.name}
          </Text>
        ) : null}
        {deal.flagValues.length > 0 ? (
          <Group gap={4}>
            {deal.flagValues.map((flag) => (
              <Badge
                key={flag.workflowFlagId}
                size="xs"
                variant="light"
                c="gray.9"
                color={appearanceColors[flag.appearance]}
                title={flag.workflowFlagName}
              >
                {flag.label}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
