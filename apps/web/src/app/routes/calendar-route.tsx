// The calendar (spec 000 §2), with what it needs from the session: who may move appointments and the
// account's time zone. An event's dialog is a chunk of its own (calendar-event-route.tsx).
import { useCallback } from "react";
import { paths } from "../../config/paths.ts";
import { displayTimeZone } from "../../features/appointments/display-time-zone.ts";
import { CalendarPage } from "../../features/appointments/pages/calendar-page.tsx";
import { useAccountSettings } from "../../features/settings/api/get-account-settings.ts";
import { useCan } from "../access.ts";

function useTimeZone() {
  return displayTimeZone(useAccountSettings().data?.main_company.timezone);
}

export function CalendarRoute() {
  const can = useCan();
  const eventHref = useCallback(
    (appointmentId: string, search: string) => `${paths.calendarEvent.getHref(appointmentId)}${search}`,
    [],
  );
  return <CalendarPage timeZone={useTimeZone()} canEdit={can("deals.edit")} eventHref={eventHref} />;
}
