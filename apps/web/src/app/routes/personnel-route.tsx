// Personnel (spec 000 §2), with what it needs from the session: who may change personnel.
import { paths } from "../../config/paths.ts";
import { UpcomingAppointments } from "../../features/appointments/components/upcoming-appointments.tsx";
import { displayTimeZone } from "../../features/appointments/display-time-zone.ts";
import { PersonDetailPage } from "../../features/personnel/pages/person-detail-page.tsx";
import { PersonnelPage } from "../../features/personnel/pages/personnel-page.tsx";
import { useAccountSettings } from "../../features/settings/api/get-account-settings.ts";
import { useCan } from "../access.ts";

export function PersonnelRoute() {
  const can = useCan();
  return <PersonnelPage canEdit={can("personnel.edit")} personHref={paths.person.getHref} />;
}

export function PersonDetailRoute() {
  const can = useCan();
  const timeZone = displayTimeZone(useAccountSettings().data?.main_company.timezone);
  return (
    <PersonDetailPage
      canEdit={can("personnel.edit")}
      listHref={paths.personnel.getHref()}
      renderExtra={(personId) =>
        can("deals.view") ? (
          <UpcomingAppointments
            personId={personId}
            timeZone={timeZone}
            dealHref={(deal) => paths.deal.getHref(deal.workflowSlug, deal.id, "appointments")}
          />
        ) : null
      }
    />
  );
}
