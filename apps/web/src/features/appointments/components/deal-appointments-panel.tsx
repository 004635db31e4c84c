// The deal's Appointments tab (spec 000 §2): its appointments by start with Add; rows show the time and
// title, past ones dimmed (and said so to screen readers); a row opens the editor.
import { Button, EmptyState, Group, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { Appointment } from "@portal/contract";
import { isAppointmentPast } from "@portal/domain";
import { IconCalendarEvent, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useDealAppointments } from "../api/list-deal-appointments.ts";
import { displayTimeZone } from "../display-time-zone.ts";
import { formatWhen } from "../format-when.ts";
import { useNow } from "../use-now.ts";
import { AppointmentDialog, type AppointmentTarget } from "./appointment-dialog.tsx";
import classes from "./deal-appointments-panel.module.css";

export type DealAppointmentsPanelProps = {
  dealId: string;
  /** No Add, and the editor only shows (an archived deal, or no permission to change deals). */
  readOnly: boolean;
  /** The account's time zone (undefined while it loads): times show in it, else in the browser's. */
  accountTimeZone: string | undefined;
};

export function DealAppointmentsPanel({ dealId, readOnly, accountTimeZone }: DealAppointmentsPanelProps) {
  const { t } = useTranslation();
  const timeZone = displayTimeZone(accountTimeZone);
  const query = useDealAppointments(dealId);
  const now = useNow();
  const [target, setTarget] = useState<AppointmentTarget | null>(null);
  const appointments = query.data;

  return (
    <Stack gap="md">
      {readOnly ? null : (
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setTarget({ kind: "new", dealId })}
          >
            {t("appointments.add")}
          </Button>
        </Group>
      )}
      {!appointments ? (
        query.isError ? (
          <ErrorView onRetry={() => void query.refetch()} />
        ) : (
          <PageLoader />
        )
      ) : appointments.length === 0 ? (
        <EmptyState
          withIndicatorBackground
          icon={<IconCalendarEvent aria-hidden="true" />}
          title={t("appointments.empty")}
        />
      ) : (
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          className={classes.list}
          aria-label={t("appointments.list")}
        >
          {appointments.map((appointment) => (
            <AppointmentRow
              key={appointment.id}
              appointment={appointment}
              past={isAppointmentPast(appointment.temporalData, now, timeZone)}
              timeZone={timeZone}
              onOpen={() => setTarget({ kind: "existing", appointment })}
            />
          ))}
        </Stack>
      )}
      <AppointmentDialog
        target={target}
        timeZone={timeZone}
        readOnly={readOnly}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}

type AppointmentRowProps = {
  appointment: Appointment;
  past: boolean;
  timeZone: string;
  onOpen: () => void;
};

function AppointmentRow({ appointment, past, timeZone, onOpen }: AppointmentRowProps) {
  const { t } = useTranslation();
  return (
    <li className={classes.row} data-past={past || undefined}>
      <UnstyledButton className={classes.button} onClick={onOpen}>
        <Text size="sm" className={classes.time}>
          {past ? <VisuallyHidden>{t("appointments.past")}: </VisuallyHidden> : null}
          {formatWhen(appointment.temporalData, timeZone)}
        </Text>
        <Text fw={500} className={classes.title}>
          {appointment.title}
        </Text>
      </UnstyledButton>
    </li>
  );
}
