// Personnel (spec 000 §2), with what it needs from the session: who may change personnel.
import { paths } from "../../config/paths.ts";
import { PersonDetailPage } from "../../features/personnel/pages/person-detail-page.tsx";
import { PersonnelPage } from "../../features/personnel/pages/personnel-page.tsx";
import { useCan } from "../access.ts";

export function PersonnelRoute() {
  const can = useCan();
  return <PersonnelPage canEdit={can("personnel.edit")} personHref={paths.person.getHref} />;
}

export function PersonDetailRoute() {
  const can = useCan();
  return <PersonDetailPage canEdit={can("personnel.edit")} listHref={paths.personnel.getHref()} />;
}
