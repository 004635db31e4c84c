// A workflow's board, found by its slug among the active workflows; an unknown one goes to / (spec 000 §2).
import { useCallback } from "react";
import { Navigate, useParams } from "react-router";
import { paths } from "../../config/paths.ts";
import { DealBoardPage } from "../../features/deals/pages/deal-board-page.tsx";
import { useWorkflows } from "../../features/workflows/api/list-workflows.ts";
import { PageLoader } from "../../shared/ui/page-loader.tsx";
import { useCan } from "../access.ts";

export function DealBoardRoute() {
  const { workflowSlug = "" } = useParams();
  const workflows = useWorkflows();
  const can = useCan();
  const dealHref = useCallback((dealId: string) => paths.deal.getHref(workflowSlug, dealId), [workflowSlug]);
  if (workflows.isPending) return <PageLoader />;
  const workflow = workflows.data?.find((item) => item.isActive && item.slug === workflowSlug);
  if (!workflow) return <Navigate to="/" replace />;
  return (
    <DealBoardPage
      key={workflow.id}
      workflow={workflow}
      dealHref={dealHref}
      showPersonnel={can("personnel.view")}
      canEdit={can("deals.edit")}
      showTotals={can("quotes")}
    />
  );
}
