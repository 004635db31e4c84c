// The dashboard's sections follow the user's features: the workflow pipelines need Deals (a
// supplier's own staff, for one, have no deals and must not meet a failed call).
import { DashboardPage } from "../../features/dashboard/pages/dashboard-page.tsx";
import { useFeatures } from "../session/use-session.ts";

export function DashboardRoute() {
  const features = useFeatures();
  return <DashboardPage showPipeline={features.Deals} />;
}
