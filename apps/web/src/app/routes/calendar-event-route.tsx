// /calendar/{eventId}: the appointment's dialog over the calendar, with its deal and the deal's workflow's
// name. Its own chunk: the editor's code loads when an event opens, not with the calendar.
import { useLocation } from "react-router";
import { paths } from "../../config/paths.ts";
import { AppointmentDeal } from "../../features/appointments/components/appointment-deal.tsx";
import { displayTimeZone } from "../../features/appointments/display-time-zone.ts";
import { CalendarEventPage } from "../../features/appointments/pages/calendar-event-page.tsx";
import { useAccountSettings } from "../../features/settings/api/get-account-settings.ts";
import { useWorkflows } from "../../features/workflows/api/list-workflows.ts";
import { useCan } from "../access.ts";

export function CalendarEventRoute() {
  const can = useCan();
  const { search } = useLocation();
  const workflows = useWorkflows();
  return (
    <CalendarEventPage
      timeZone={displayTimeZone(useAccountSettings().data?.main_company.timezone)}
      readOnly={!can("deals.edit")}
      calendarHref={`${paths.calendar.getHref()}${search}`}
      renderExtra={(appointment) => {
        const deal = appointment.context.deal;
        if (!deal) return null;
        return (
          <AppointmentDeal
            deal={deal}
            workflowName={workflows.data?.find((workflow) => workflow.id === deal.workflowId)?.name}
            href={paths.deal.getHref(deal.workflowSlug, deal.id, "appointments")}
          />
        );
      }}
    />
  );
}
