// Turns a workflow file (export/import JSON) into the rows of one workflow, and rows back into the API's
// shapes. Shared by the import, the export and the demo seed so all three agree on slugs and order.
import type { Workflow, WorkflowFile, WorkflowModule } from "@portal/contract";
import { uniqueSlug } from "@portal/domain";
import type { Db } from "../../db/client.ts";
import type { IdSource } from "../../db/ids.ts";
import {
  checklistDataSources,
  workflowFlags,
  workflowFlagValues,
  workflowStatuses,
  workflows,
} from "../../db/schema/index.ts";

type WorkflowRow = typeof workflows.$inferSelect;
type StatusRow = typeof workflowStatuses.$inferSelect;
type FlagRow = typeof workflowFlags.$inferSelect;
type FlagValueRow = typeof workflowFlagValues.$inferSelect;
type DataSourceRow = typeof checklistDataSources.$inferSelect;

export type WorkflowRows = {
  workflow: WorkflowRow;
  statuses: StatusRow[];
  flags: FlagRow[];
  values: FlagValueRow[];
  /** One per CHECKLIST module, named like it; the module's config carries its id. */
  dataSources: DataSourceRow[];
};

export type NewWorkflow = {
  accountId: string;
  id: string;
  slug: string;
  isActive: boolean;
  isEditable: boolean;
  sortOrder: number;
  now: Date;
};

/** Slugs unique within their parent (statuses and flags within the workflow, values within the flag). */
function slugger(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const slug = uniqueSlug(name, taken);
    taken.add(slug);
    return slug;
  };
}

export function workflowRowsFromFile(target: NewWorkflow, file: WorkflowFile, newId: IdSource): WorkflowRows {
  const { accountId, id: workflowId } = target;
  const statusSlug = slugger();
  const flagSlug = slugger();
  const flags: FlagRow[] = [];
  const values: FlagValueRow[] = [];
  file.flags.forEach((flag, flagIndex) => {
    const flagId = newId();
    flags.push({
      id: flagId,
      accountId,
      workflowId,
      name: flag.name,
      slug: flagSlug(flag.name),
      sortOrder: flagIndex,
    });
    const valueSlug = slugger();
    flag.values.forEach((value, valueIndex) => {
      values.push({
        id: newId(),
        accountId,
        flagId,
        label: value.label,
        slug: valueSlug(value.label),
        appearance: value.appearance,
        showOnCard: value.showOnCard,
        isDefault: value.isDefault,
        sortOrder: valueIndex,
      });
    });
  });
  const dataSources: DataSourceRow[] = [];
  // A file's data source ids (if any) belong to the workflow it came from: every import gets fresh ones.
  const modules = file.modules.map((module): WorkflowModule => {
    if (module.type !== "CHECKLIST") return module;
    const dataSource = {
      accountId,
      id: newId(),
      workflowId,
      name: module.config.name,
      createdAt: target.now,
    };
    dataSources.push(dataSource);
    return { type: "CHECKLIST", config: { name: module.config.name, dataSourceId: dataSource.id } };
  });
  return {
    workflow: {
      id: workflowId,
      accountId,
      name: file.name,
      slug: target.slug,
      isActive: target.isActive,
      isEditable: target.isEditable,
      sortOrder: target.sortOrder,
      modules,
      createdAt: target.now,
      updatedAt: target.now,
    },
    statuses: file.statuses.map((status, index) => ({
      id: newId(),
      accountId,
      workflowId,
      name: status.name,
      slug: statusSlug(status.name),
      phase: status.phase,
      sortOrder: index,
    })),
    flags,
    values,
    dataSources,
  };
}

/** Writes one workflow's rows; the caller owns the transaction. */
export async function insertWorkflowRows(tx: Db, rows: WorkflowRows): Promise<void> {
  await tx.insert(workflows).values(rows.workflow);
  if (rows.statuses.length > 0) await tx.insert(workflowStatuses).values(rows.statuses);
  if (rows.flags.length > 0) await tx.insert(workflowFlags).values(rows.flags);
  if (rows.values.length > 0) await tx.insert(workflowFlagValues).values(rows.values);
  if (rows.dataSources.length > 0) await tx.insert(checklistDataSources).values(rows.dataSources);
}

const bySortOrder = (a: { sortOrder: number }, b: { sortOrder: number }) => a.sortOrder - b.sortOrder;

/** The API shape; statuses, flags and values in their sort order. */
export function toWorkflow(rows: Omit<WorkflowRows, "dataSources">): Workflow {
  const { workflow } = rows;
  return {
    id: workflow.id,
    name: workflow.name,
    slug: workflow.slug,
    isActive: workflow.isActive,
    isEditable: workflow.isEditable,
    context: {
      statuses: [...rows.statuses]
        .sort(bySortOrder)
        .map(({ id, name, slug, phase }) => ({ id, name, slug, phase })),
      flags: [...rows.flags].sort(bySortOrder).map((flag) => ({
        id: flag.id,
        name: flag.name,
        slug: flag.slug,
        values: rows.values
          .filter((value) => value.flagId === flag.id)
          .sort(bySortOrder)
          .map(({ id, label, slug, appearance, showOnCard, isDefault }) => ({
            id,
            label,
            slug,
            appearance,
            showOnCard,
            isDefault,
          })),
      })),
      modules: workflow.modules,
    },
  };
}

/** The export file: everything but ids, so it imports into any account. */
export function toWorkflowFile(workflow: Workflow): WorkflowFile {
  return {
    schemaVersion: 1,
    name: workflow.name,
    statuses: workflow.context.statuses.map(({ name, phase }) => ({ name, phase })),
    flags: workflow.context.flags.map((flag) => ({
      name: flag.name,
      values: flag.values.map(({ label, appearance, showOnCard, isDefault }) => ({
        label,
        appearance,
        showOnCard,
        isDefault,
      })),
    })),
    // Data source ids are this account's rows: an imported file gets its own.
    modules: workflow.context.modules.map((module) =>
      module.type === "CHECKLIST" ? { type: "CHECKLIST", config: { name: module.config.name } } : module,
    ),
  };
}
