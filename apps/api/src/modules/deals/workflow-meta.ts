// What a deal's workflow says about it: status order, flag names and values. Loaded once per request
// so the board can turn thousands of rows into cards (flag values, alerts) in memory.
import type { DealCard } from "@portal/contract";
import { computeDealAlerts, type DealAlert } from "@portal/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { workflowFlags, workflowFlagValues, workflowStatuses, workflows } from "../../db/schema/index.ts";
import { notFound, validationFailed } from "../../platform/errors.ts";

type StatusRow = typeof workflowStatuses.$inferSelect;
type FlagRow = typeof workflowFlags.$inferSelect;
type FlagValueRow = typeof workflowFlagValues.$inferSelect;
export type DealFlagValue = DealCard["flagValues"][number];

export type WorkflowMeta = {
  workflow: typeof workflows.$inferSelect;
  /** In board order. */
  statuses: StatusRow[];
  statusIndex: Map<string, number>;
  /** In display order. */
  flags: FlagRow[];
  values: Map<string, FlagValueRow>;
  defaults: Map<string, FlagValueRow>;
};

// The statements' parameters, as the calls below name them.
const theAccount = sql.placeholder("accountId");
const theWorkflow = sql.placeholder("workflowId");

const activeWorkflowBySlug = (db: Db) =>
  preparedStatement(db, "workflow_active_by_slug", (on, name) =>
    on
      .select({ id: workflows.id })
      .from(workflows)
      .where(
        and(
          eq(workflows.accountId, theAccount),
          eq(workflows.slug, sql.placeholder("slug")),
          eq(workflows.isActive, true),
        ),
      )
      .prepare(name),
  );

const workflowRead = (db: Db) =>
  preparedStatement(db, "workflow_meta_workflow", (on, name) =>
    on
      .select()
      .from(workflows)
      .where(and(eq(workflows.accountId, theAccount), eq(workflows.id, theWorkflow)))
      .prepare(name),
  );

const statusesRead = (db: Db) =>
  preparedStatement(db, "workflow_meta_statuses", (on, name) =>
    on
      .select()
      .from(workflowStatuses)
      .where(and(eq(workflowStatuses.accountId, theAccount), eq(workflowStatuses.workflowId, theWorkflow)))
      .orderBy(asc(workflowStatuses.sortOrder))
      .prepare(name),
  );

const flagsRead = (db: Db) =>
  preparedStatement(db, "workflow_meta_flags", (on, name) =>
    on
      .select({ flag: workflowFlags, value: workflowFlagValues })
      .from(workflowFlags)
      .leftJoin(
        workflowFlagValues,
        and(
          eq(workflowFlagValues.accountId, workflowFlags.accountId),
          eq(workflowFlagValues.flagId, workflowFlags.id),
        ),
      )
      .where(and(eq(workflowFlags.accountId, theAccount), eq(workflowFlags.workflowId, theWorkflow)))
      .orderBy(asc(workflowFlags.sortOrder), asc(workflowFlagValues.sortOrder))
      .prepare(name),
  );

/** The id of the account's active workflow of this slug (a board page's address); 404 when there is none. */
export async function activeWorkflowIdBySlug(db: Db, accountId: string, slug: string): Promise<string> {
  const [workflow] = await activeWorkflowBySlug(db).execute({ accountId, slug });
  if (!workflow) throw notFound();
  return workflow.id;
}

/** The account's workflow with its statuses and flags; 404 when the account has no such workflow. */
export async function loadWorkflowMeta(db: Db, accountId: string, workflowId: string): Promise<WorkflowMeta> {
  // One after another: inside a transaction the queries share one connection.
  const [workflow] = await workflowRead(db).execute({ accountId, workflowId });
  if (!workflow) throw notFound();
  const statuses = await statusesRead(db).execute({ accountId, workflowId });
  const flagRows = await flagsRead(db).execute({ accountId, workflowId });
  const flags = new Map<string, FlagRow>();
  const values = new Map<string, FlagValueRow>();
  const defaults = new Map<string, FlagValueRow>();
  for (const { flag, value } of flagRows) {
    flags.set(flag.id, flag);
    if (!value) continue;
    values.set(value.id, value);
    if (value.isDefault) defaults.set(value.flagId, value);
  }
  return {
    workflow,
    statuses,
    statusIndex: new Map(statuses.map((status, index) => [status.id, index])),
    flags: [...flags.values()],
    values,
    defaults,
  };
}

export function statusOf(meta: WorkflowMeta, statusId: string): StatusRow {
  const status = meta.statuses.find((row) => row.id === statusId);
  if (!status) throw new Error(`status ${statusId} is not in workflow ${meta.workflow.id}`);
  return status;
}

/**
 * A status id from a request: fine when it is one of the workflow's, 422 when it is another workflow's
 * of the same account, 404 when the account has no such status.
 */
export async function requireStatusIn(
  db: Db,
  {
    accountId,
    meta,
    statusId,
    field,
  }: { accountId: string; meta: WorkflowMeta; statusId: string; field: string },
): Promise<void> {
  if (meta.statusIndex.has(statusId)) return;
  const [other] = await db
    .select({ id: workflowStatuses.id })
    .from(workflowStatuses)
    .where(and(eq(workflowStatuses.accountId, accountId), eq(workflowStatuses.id, statusId)));
  if (!other) throw notFound();
  throw validationFailed({ [field]: ["STATUS_NOT_IN_WORKFLOW"] });
}

/**
 * A deal's value of every flag of its workflow, in flag order. `chosen` holds the stored value ids; a
 * flag without one shows its default (a flag added after the deal).
 */
export function flagValuesOf(meta: WorkflowMeta, chosen: readonly string[]): DealFlagValue[] {
  const byFlag = new Map<string, FlagValueRow>();
  for (const valueId of chosen) {
    const value = meta.values.get(valueId);
    if (value) byFlag.set(value.flagId, value);
  }
  const result: DealFlagValue[] = [];
  for (const flag of meta.flags) {
    const value = byFlag.get(flag.id) ?? meta.defaults.get(flag.id);
    if (!value) continue;
    result.push({
      workflowFlagId: flag.id,
      workflowFlagName: flag.name,
      workflowFlagValueId: value.id,
      label: value.label,
      appearance: value.appearance,
      showOnCard: value.showOnCard,
    });
  }
  return result;
}

/** The deal's alerts (DOMAIN.md) from its status, flags and live quotes and purchase orders. */
export function alertsOf(
  meta: WorkflowMeta,
  statusId: string,
  flagValues: readonly DealFlagValue[],
  counts: { quoteCount: number; orderCount: number },
): DealAlert[] {
  const status = statusOf(meta, statusId);
  return computeDealAlerts({
    phase: status.phase,
    statusName: status.name,
    quoteCount: counts.quoteCount,
    orderCount: counts.orderCount,
    flagLabels: Object.fromEntries(flagValues.map((value) => [value.workflowFlagName, value.label])),
  });
}
