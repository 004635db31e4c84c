// /calendar (spec 000 §2): the account's appointments in Single (month, week or day, `date` and `view` in
// the URL) or Multi (a day, a lane per person), the mode remembered in this browser. Only the days shown
// are read; a drag moves an appointment at once and puts it back if the change fails. An event opens at
// /calendar/{eventId} (the Outlet) over the page.
import { Alert, Group, Loader, MultiSelect, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ScheduleResourceData } from "@mantine/schedule";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useCallback, useMemo } from "react";
import { Outlet, useNavigate, useSearchParams } from "react-router";
import { hasStatus } from "../../../shared/api-client/api-error.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { SegmentedRadios } from "../../../shared/ui/segmented-radios.tsx";
import { showErrorToast } from "../../../shared/ui/toasts.ts";
import { useAppointmentRange } from "../api/list-appointments.ts";
import { useCalendarPeople } from "../api/list-calendar-people.ts";
import { useMoveAppointment } from "../api/move-appointment.ts";
import { todayIn } from "../appointment-values.ts";
import { droppedTemporal, laneEvents, singleEvents, unassignedLane } from "../calendar/calendar-events.ts";
import {
  type CalendarMode,
  type CalendarSearch,
  calendarSearchString,
  readCalendarSearch,
  visibleRange,
} from "../calendar/calendar-search.ts";
import { CalendarToolbar } from "../calendar/calendar-toolbar.tsx";
import type { CalendarDrop } from "../calendar/calendar-view-props.ts";
import { MultiCalendar, SingleCalendar } from "../calendar/calendar-views.tsx";
import { scheduleLabels } from "../calendar/schedule-labels.ts";
import { useCalendarMode } from "../calendar/use-calendar-mode.ts";
import { useDayjsLocale } from "../calendar/use-dayjs-locale.ts";

export type CalendarPageProps = {
  /** The zone times are shown in and all-day dates placed in: the account's, else the browser's. */
  timeZone: string;
  /** May move appointments by dragging them (deals.edit); an archived deal's stay put anyway. */
  canEdit: boolean;
  /** Where an appointment opens (its dialog over the page), keeping what the calendar shows. */
  eventHref: (appointmentId: string, search: string) => string;
};

export function CalendarPage({ timeZone, canEdit, eventHref }: CalendarPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const today = todayIn(timeZone);
  const search = readCalendarSearch(params, today);
  // Phones and tablets (below Mantine's `md`, where the navigation still takes a side) get the compact month.
  const compact = useMediaQuery("(max-width: 61.99em)") ?? false;
  const [mode, setMode] = useCalendarMode();
  const locale = useDayjsLocale(i18n.language);
  const labels = useMemo(() => scheduleLabels(t), [t]);
  const people = useCalendarPeople();
  const range = visibleRange(search.date, search.view, mode);
  const query = useAppointmentRange({ ...range, personIds: search.personIds });
  const move = useMoveAppointment();
  const appointments = query.data?.appointments;
  const searchString = calendarSearchString(search);

  const setSearch = (change: Partial<CalendarSearch>) =>
    void navigate({ search: calendarSearchString({ ...search, ...change }) });

  const chosen = search.personIds.join(",");
  const lanes = useMemo(() => {
    const everyone = people.data ?? [];
    const ids = chosen ? chosen.split(",") : [];
    return ids.length > 0 ? everyone.filter((person) => ids.includes(person.id)) : everyone;
  }, [people.data, chosen]);
  const events = useMemo(() => {
    const list = appointments ?? [];
    return mode === "single"
      ? singleEvents(list, people.data ?? [], timeZone)
      : laneEvents(list, lanes, timeZone, chosen === "", people.data ?? []);
  }, [appointments, mode, people.data, lanes, timeZone, chosen]);
  const resources = useMemo<ScheduleResourceData[]>(
    () => [
      ...lanes.map((person) => ({ id: person.id, label: person.name, color: person.badgeColor })),
      ...(chosen === "" ? [{ id: unassignedLane, label: t("calendar.unassigned"), color: "gray" }] : []),
    ],
    [lanes, chosen, t],
  );

  const open = useCallback(
    (appointmentId: string) => void navigate(eventHref(appointmentId, searchString)),
    [navigate, eventHref, searchString],
  );
  const onDrop = ({ appointmentId, newStart, onTimeSlot }: CalendarDrop) => {
    const appointment = appointments?.find((item) => item.id === appointmentId);
    if (!appointment || appointment.context.deal?.isArchived) return;
    const temporalData = droppedTemporal(appointment.temporalData, newStart, onTimeSlot, timeZone);
    if (!temporalData) return;
    move.mutate(
      { appointment, temporalData },
      {
        onError: (error) => {
          // Someone changed it first (spec 000 §4): the spec's toast; it is back where it was.
          if (hasStatus(error, 409))
            showErrorToast(t("appointments.conflictMessage"), t("appointments.conflictTitle"));
        },
      },
    );
  };
  const canDragEvent = useCallback(
    (appointmentId: string) =>
      canEdit && !appointments?.find((item) => item.id === appointmentId)?.context.deal?.isArchived,
    [canEdit, appointments],
  );

  const loading = query.isFetching && (query.isPending || query.isPlaceholderData);
  const common = {
    date: search.date,
    events,
    timeZone,
    locale,
    labels,
    canDrag: canEdit,
    canDragEvent,
    onDateChange: (date: string) => setSearch({ date: date.slice(0, 10) }),
    onDayOpen: (date: string) => setSearch({ date, view: "day" }),
    onOpen: open,
    onDrop,
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1}>{t("calendar.title")}</Title>
        <SegmentedRadios<CalendarMode>
          aria-label={t("calendar.mode.label")}
          value={mode}
          onChange={setMode}
          data={[
            { value: "single", label: t("calendar.mode.single") },
            { value: "multi", label: t("calendar.mode.multi") },
          ]}
        />
      </Group>
      <MultiSelect
        label={t("calendar.people")}
        placeholder={search.personIds.length === 0 ? t("calendar.everyone") : undefined}
        data={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
        value={search.personIds}
        onChange={(personIds) => setSearch({ personIds })}
        clearable
        searchable
        nothingFoundMessage={t("calendar.nobody")}
        maw={{ sm: 480 }}
      />
      {query.isError ? <ErrorView onRetry={() => void query.refetch()} /> : null}
      {query.data?.truncated ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {t("calendar.truncated", { shown: appointments?.length ?? 0 })}
        </Alert>
      ) : null}
      <CalendarToolbar
        date={search.date}
        view={search.view}
        mode={mode}
        today={today}
        onDateChange={(date) => setSearch({ date })}
        onViewChange={(view) => setSearch({ view })}
        status={
          <CalendarStatus
            loading={loading}
            empty={!loading && !query.isError && appointments?.length === 0}
          />
        }
      />
      {mode === "single" ? (
        <SingleCalendar {...common} view={search.view} compact={compact} />
      ) : (
        <MultiCalendar {...common} lanes={resources} />
      )}
      <Outlet />
    </Stack>
  );
}

/** Loading, or nothing in the period: a polite live region beside the period's name. */
function CalendarStatus({ loading, empty }: { loading: boolean; empty: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="status" aria-live="polite">
      {loading ? (
        <>
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {t("calendar.loading")}
          </Text>
        </>
      ) : empty ? (
        <Text size="sm" c="dimmed">
          {t("calendar.empty")}
        </Text>
      ) : null}
    </Group>
  );
}
