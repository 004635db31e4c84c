// The deal an appointment is for, as the calendar's event dialog shows it: its workflow and a link to it.
import { Anchor, Group, Stack, Text } from "@mantine/core";
import type { Appointment } from "@portal/contract";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type AppointmentDealProps = {
  deal: NonNullable<Appointment["context"]["deal"]>;
  /** The workflow's name (undefined while the workflows load). */
  workflowName: string | undefined;
  /** The deal's Appointments tab. */
  href: string;
};

export function AppointmentDeal({ deal, workflowName, href }: AppointmentDealProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xl" align="flex-start" style={{ rowGap: "var(--mantine-spacing-sm)" }}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" fw={500} tt="uppercase">
          {t("calendar.deal")}
        </Text>
        <Anchor component={Link} to={href} size="sm">
          {t("calendar.dealLink", { tuid: deal.tuid, name: deal.name })}
        </Anchor>
      </Stack>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" fw={500} tt="uppercase">
          {t("calendar.workflow")}
        </Text>
        <Text size="sm">{workflowName ?? "…"}</Text>
      </Stack>
    </Group>
  );
}
