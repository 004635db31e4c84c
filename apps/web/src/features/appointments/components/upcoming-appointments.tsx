// A personnel person's upcoming appointments (issue 13: "A person's upcoming appointments on their
// page"): when, what, and the deal it is for, linked to the deal's Appointments tab.
import { Anchor, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { Appointment } from "@portal/contract";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { usePersonAppointments } from "../api/list-appointments.ts";
import { formatWhen } from "../format-when.ts";

export type UpcomingAppointmentsProps = {
  personId: string;
  /** The zone times are shown in (displayTimeZone). */
  timeZone: string;
  /** The page of the appointment's deal. */
  dealHref: (deal: NonNullable<Appointment["context"]["deal"]>) => string;
};

export function UpcomingAppointments({ personId, timeZone, dealHref }: UpcomingAppointmentsProps) {
  const { t } = useTranslation();
  const query = usePersonAppointments(personId);
  return (
    <Stack gap="xs" mt="md">
      <Title order={3} size="h5">
        {t("appointments.upcoming.title")}
      </Title>
      {query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton height={48} />
      ) : query.data.appointments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("appointments.upcoming.none")}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {query.data.appointments.map((appointment) => (
            <li key={appointment.id}>
              <Text size="sm" fw={500}>
                {appointment.title}
              </Text>
              <Text size="xs" c="dimmed">
                {formatWhen(appointment.temporalData, timeZone)}
                {appointment.context.deal ? " · " : null}
                {appointment.context.deal ? (
                  <Anchor component={Link} to={dealHref(appointment.context.deal)} size="xs">
                    {t("appointments.upcoming.deal", {
                      tuid: appointment.context.deal.tuid,
                      name: appointment.context.deal.name,
                    })}
                  </Anchor>
                ) : null}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
