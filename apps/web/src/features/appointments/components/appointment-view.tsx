// The editor in view mode: what is booked, when (with the spec's subtitle), where, and who takes part.
import { Badge, Group, Stack, Text } from "@mantine/core";
import type { Appointment } from "@portal/contract";
import { appointmentSubtitle, type ParticipantStatus } from "@portal/domain";
import type { ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { formatWhen, otherZones, subtitleText } from "../format-when.ts";
import { useNow } from "../use-now.ts";

export type AppointmentViewProps = {
  appointment: Appointment;
  timeZone: string;
  /** More to show under the details (the calendar: the deal's link). */
  extra?: ReactNode;
};

export const statusColors: Record<ParticipantStatus, string> = {
  YES: "green",
  NO: "red",
  MAYBE: "yellow",
  NOREPLY: "gray",
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500} tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function AppointmentView({ appointment, timeZone, extra }: AppointmentViewProps) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const subtitle = appointmentSubtitle(appointment.temporalData, now, timeZone);
  const zones = otherZones(appointment.temporalData, timeZone);

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm" data-testid="appointment-subtitle">
        {subtitleText(subtitle, t, i18n.language)}
      </Text>
      <Detail label={t("appointments.when")}>
        <Text size="sm">{formatWhen(appointment.temporalData, timeZone)}</Text>
        {zones.length > 0 ? (
          <Text size="xs" c="dimmed">
            {t("appointments.bookedIn", { zone: zones.join(", ") })}
          </Text>
        ) : null}
      </Detail>
      {appointment.location ? (
        <Detail label={t("appointments.location")}>
          <Text size="sm">{appointment.location}</Text>
        </Detail>
      ) : null}
      {appointment.description ? (
        <Detail label={t("appointments.description")}>
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {appointment.description}
          </Text>
        </Detail>
      ) : null}
      <Detail label={t("appointments.participants")}>
        {appointment.participants.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("appointments.noParticipants")}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
            aria-label={t("appointments.participants")}
          >
            {appointment.participants.map((participant, index) => (
              <Group
                component="li"
                // Participants have no id; their place in the list is theirs.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown, never reordered here
                key={index}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" truncate="end">
                    {participant.name}
                  </Text>
                  {participant.email || participant.phoneNumber ? (
                    <Text size="xs" c="dimmed" truncate="end">
                      {[participant.email, participant.phoneNumber].filter(Boolean).join(" · ")}
                    </Text>
                  ) : null}
                </Stack>
                <Badge variant="light" color={statusColors[participant.status]} style={{ flexShrink: 0 }}>
                  {t(`appointments.statuses.${participant.status}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Detail>
      {extra}
    </Stack>
  );
}
