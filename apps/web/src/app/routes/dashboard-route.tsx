// The dashboard's sections follow the user's features: the workflow pipelines need Deals (a
// supplier's own staff, for one, have no deals and must not meet a failed call), the Orders section
// Purchasing (its cards open the orders list filtered by their status).
import { paths } from "../../config/paths.ts";
import { DashboardPage } from "../../features/dashboard/pages/dashboard-page.tsx";
import { useCan } from "../access.ts";

export function DashboardRoute() {
  const can = useCan();
  return (
    <DashboardPage
      showPipeline={can("deals.view")}
      ordersHref={can("orders.view") ? paths.orders.getHref : null}
    />
  );
}
