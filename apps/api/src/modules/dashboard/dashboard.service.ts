// The dashboard's pipeline: per active workflow, its deals counted per phase and status (the headline
// count is the open ones: not Closed or Cancelled), with the alert counts the board shows (same flag
// values and alerts code). A fixed number of queries per workflow for its statuses and flags, and two
// for all deals, however many deals there are.
import type { WorkflowSummary } from "@portal/contract";
import { isOpenPhase, phases } from "@portal/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { dealFlagValues, deals, workflows } from "../../db/schema/index.ts";
import { together } from "../../db/together.ts";
import { groupValues } from "../deals/deal-board.ts";
import { type DealStats, dealStatsOf, noStats } from "../deals/deal-stats.ts";
import { alertsOf, flagValuesOf, loadWorkflowMeta } from "../deals/workflow-meta.ts";

type Counts = { dealCount: number; alertDealCount: number };

export async function getPipelineSummary(db: Db, accountId: string): Promise<WorkflowSummary[]> {
  const active = await db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.accountId, accountId), eq(workflows.isActive, true)))
    .orderBy(asc(workflows.sortOrder), asc(workflows.name));
  if (active.length === 0) return [];
  const workflowIds = active.map((row) => row.id);
  const open = and(
    eq(deals.accountId, accountId),
    inArray(deals.workflowId, workflowIds),
    eq(deals.isArchived, false),
  );
  const metas = await together(
    db,
    active.map(
      ({ id }) =>
        () =>
          loadWorkflowMeta(db, accountId, id),
    ),
  );
  const [rows, chosen] = await together(db, [
    () =>
      db
        .select({ id: deals.id, workflowId: deals.workflowId, statusId: deals.statusId })
        .from(deals)
        .where(open),
    () =>
      db
        .select({ dealId: dealFlagValues.dealId, valueId: dealFlagValues.valueId })
        .from(dealFlagValues)
        .innerJoin(
          deals,
          and(eq(deals.accountId, dealFlagValues.accountId), eq(deals.id, dealFlagValues.dealId)),
        )
        .where(open),
  ]);
  const valuesByDeal = groupValues(chosen);

  const stats = new Map<string, DealStats>();
  for (const meta of metas) {
    for (const [dealId, value] of await dealStatsOf(db, accountId, { workflowId: meta.workflow.id })) {
      stats.set(dealId, value);
    }
  }
  return metas.map((meta) => {
    const byStatus = new Map<string, Counts>(
      meta.statuses.map((status) => [status.id, { dealCount: 0, alertDealCount: 0 }]),
    );
    const openStatusIds = new Set(
      meta.statuses.filter((status) => isOpenPhase(status.phase)).map((status) => status.id),
    );
    const summary: WorkflowSummary = {
      workflow: { id: meta.workflow.id, name: meta.workflow.name, slug: meta.workflow.slug },
      dealCount: 0,
      alertDealCount: 0,
      warningCount: 0,
      infoCount: 0,
      phases: [],
    };
    for (const row of rows) {
      const counts = row.workflowId === meta.workflow.id ? byStatus.get(row.statusId) : undefined;
      if (!counts) continue;
      const alerts = alertsOf(
        meta,
        row.statusId,
        flagValuesOf(meta, valuesByDeal.get(row.id) ?? []),
        stats.get(row.id) ?? noStats,
      );
      const warnings = alerts.filter((alert) => alert.type === "WARNING").length;
      if (openStatusIds.has(row.statusId)) summary.dealCount += 1;
      summary.warningCount += warnings;
      summary.infoCount += alerts.length - warnings;
      counts.dealCount += 1;
      if (alerts.length > 0) {
        summary.alertDealCount += 1;
        counts.alertDealCount += 1;
      }
    }
    for (const phase of phases) {
      const statuses = meta.statuses.filter((status) => status.phase === phase);
      if (statuses.length === 0) continue;
      const listed = statuses.map((status) => ({
        id: status.id,
        name: status.name,
        ...(byStatus.get(status.id) ?? { dealCount: 0, alertDealCount: 0 }),
      }));
      summary.phases.push({
        phase,
        dealCount: listed.reduce((sum, status) => sum + status.dealCount, 0),
        statuses: listed,
      });
    }
    return summary;
  });
}
