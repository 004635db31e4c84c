import { Badge } from "@mantine/core";
import type { ConnectionStatus } from "@portal/contract";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type ConnectionStatusBadgeProps = { status: ConnectionStatus };

export function ConnectionStatusBadge({ status }: ConnectionStatusBadgeProps) {
  const { t } = useTranslation();
  const valid = status === "VALID";
  // Dark text on the tinted fill (Mantine's coloured light-badge text is under 4.5:1), and an icon so
  // the state does not rest on colour alone.
  return (
    <Badge
      variant="light"
      color={valid ? "green" : "red"}
      c="dark.7"
      radius="sm"
      leftSection={
        valid ? (
          <IconCheck size={12} aria-hidden="true" />
        ) : (
          <IconAlertTriangle size={12} aria-hidden="true" />
        )
      }
    >
      {t(`integrations.statuses.${status}`)}
    </Badge>
  );
}
