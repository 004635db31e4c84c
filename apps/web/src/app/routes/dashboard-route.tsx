// The dashboard's sections follow the user's features: the workflow pipelines need Deals (a
// supplier's own staff, for one, have no deals and must not meet a failed call).
import { DashboardPage } from "../../features/dashboard/pages/dashboard-page.tsx";
import { useCan } from "../access.ts";

export function DashboardRoute() {
  const can = useCan();
  return <DashboardPage showPipeline={can("deals.view")} />;
}
