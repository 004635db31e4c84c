// Workflows: read, rename/switch on or off, module list, export and import, and the board's preset filters.
import {
  type DealWorkflowSettings,
  dealWorkflowSettingsSchema,
  type ErrorCode,
  type FieldProblem,
  fieldProblemOf,
  type updateWorkflowBodySchema,
  type Workflow,
  type WorkflowFile,
  type WorkflowModule,
  workflowFileSchema,
} from "@portal/contract";
import { duplicateModuleTypes, uniqueSlug } from "@portal/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import {
  accountWebSettings,
  checklistDataSources,
  customFields,
  workflowFlags,
  workflowFlagValues,
  workflowStatuses,
  workflows,
} from "../../db/schema/index.ts";
import { together } from "../../db/together.ts";
import { AppError, notFound, validationFailed } from "../../platform/errors.ts";
import { insertWorkflowRows, toWorkflow, toWorkflowFile, workflowRowsFromFile } from "./workflow-rows.ts";

const dealWorkflowsKey = "DEAL_WORKFLOWS";

type Errors = Record<string, FieldProblem[]>;

function addError(errors: Errors, path: string, problem: ErrorCode | FieldProblem): void {
  const next = typeof problem === "string" ? { code: problem } : problem;
  const list = errors[path] ?? [];
  if (!list.some((known) => known.code === next.code)) list.push(next);
  errors[path] = list;
}

/** Workflows of the account with their statuses, flags and values; all of them, or the ones named. */
async function loadWorkflows(db: Db, accountId: string, workflowId?: string): Promise<Workflow[]> {
  const rows = await db
    .select()
    .from(workflows)
    .where(
      workflowId
        ? and(eq(workflows.accountId, accountId), eq(workflows.id, workflowId))
        : eq(workflows.accountId, accountId),
    )
    .orderBy(workflows.sortOrder, workflows.name);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [statuses, flags] = await together(db, [
    () =>
      db
        .select()
        .from(workflowStatuses)
        .where(and(eq(workflowStatuses.accountId, accountId), inArray(workflowStatuses.workflowId, ids))),
    () =>
      db
        .select()
        .from(workflowFlags)
        .where(and(eq(workflowFlags.accountId, accountId), inArray(workflowFlags.workflowId, ids))),
  ]);
  const values =
    flags.length === 0
      ? []
      : await db
          .select()
          .from(workflowFlagValues)
          .where(
            and(
              eq(workflowFlagValues.accountId, accountId),
              inArray(
                workflowFlagValues.flagId,
                flags.map((flag) => flag.id),
              ),
            ),
          );
  return rows.map((workflow) => {
    const own = flags.filter((flag) => flag.workflowId === workflow.id);
    const ownIds = new Set(own.map((flag) => flag.id));
    return toWorkflow({
      workflow,
      statuses: statuses.filter((status) => status.workflowId === workflow.id),
      flags: own,
      values: values.filter((value) => ownIds.has(value.flagId)),
    });
  });
}

export async function listWorkflows(db: Db, accountId: string): Promise<Workflow[]> {
  return loadWorkflows(db, accountId);
}

export async function getWorkflow(db: Db, accountId: string, workflowId: string): Promise<Workflow> {
  const [workflow] = await loadWorkflows(db, accountId, workflowId);
  if (!workflow) throw notFound();
  return workflow;
}

export async function getWorkflowFile(db: Db, accountId: string, workflowId: string): Promise<WorkflowFile> {
  return toWorkflowFile(await getWorkflow(db, accountId, workflowId));
}

/** Locks the workflow row for the rest of the transaction; 404 for another account's id, 403 when not editable. */
async function lockEditableWorkflow(tx: Db, accountId: string, workflowId: string): Promise<void> {
  const [row] = await tx
    .select({ isEditable: workflows.isEditable })
    .from(workflows)
    .where(and(eq(workflows.accountId, accountId), eq(workflows.id, workflowId)))
    .for("update");
  if (!row) throw notFound();
  if (!row.isEditable) throw new AppError("WORKFLOW_NOT_EDITABLE");
}

export type WorkflowUpdate = z.output<typeof updateWorkflowBodySchema>;

export async function updateWorkflow(
  db: Db,
  {
    accountId,
    workflowId,
    update,
    now,
  }: { accountId: string; workflowId: string; update: WorkflowUpdate; now: Date },
): Promise<Workflow> {
  await db.transaction(async (tx) => {
    await lockEditableWorkflow(tx, accountId, workflowId);
    // The slug stays: boards, bookmarks and preset filters link to it.
    await tx
      .update(workflows)
      .set({ name: update.name, isActive: update.isActive, updatedAt: now })
      .where(and(eq(workflows.accountId, accountId), eq(workflows.id, workflowId)));
  });
  return getWorkflow(db, accountId, workflowId);
}

/**
 * Field errors of a module list: a type other than CHECKLIST twice, or a DETAILS module showing a custom
 * field the account does not have (archived ones still count: deals keep showing their values).
 */
async function moduleErrors(db: Db, accountId: string, modules: readonly WorkflowModule[]): Promise<Errors> {
  const errors: Errors = {};
  if (duplicateModuleTypes(modules.map((module) => module.type)).length > 0) {
    addError(errors, "modules", "MODULE_ALREADY_ADDED");
  }
  const udfIds = modules.flatMap((module) => (module.type === "DETAILS" ? module.config.udfIds : []));
  const known = new Set(
    udfIds.length === 0
      ? []
      : (
          await db
            .select({ id: customFields.id })
            .from(customFields)
            .where(eq(customFields.accountId, accountId))
        ).map((field) => field.id),
  );
  modules.forEach((module, moduleIndex) => {
    if (module.type !== "DETAILS") return;
    const seen = new Set<string>();
    module.config.udfIds.forEach((udfId, udfIndex) => {
      const path = `modules.${moduleIndex}.config.udfIds.${udfIndex}`;
      if (!known.has(udfId)) addError(errors, path, "UNKNOWN_CUSTOM_FIELD");
      else if (seen.has(udfId)) addError(errors, path, "CUSTOM_FIELD_TWICE");
      seen.add(udfId);
    });
  });
  return errors;
}

export async function updateWorkflowModules(
  db: Db,
  {
    accountId,
    workflowId,
    modules,
    now,
  }: { accountId: string; workflowId: string; modules: WorkflowModule[]; now: Date },
): Promise<Workflow> {
  await db.transaction(async (tx) => {
    await lockEditableWorkflow(tx, accountId, workflowId);
    const errors = await moduleErrors(tx, accountId, modules);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const stored = await assignDataSources(tx, accountId, workflowId, modules, now);
    await tx
      .update(workflows)
      .set({ modules: stored, updatedAt: now })
      .where(and(eq(workflows.accountId, accountId), eq(workflows.id, workflowId)));
  });
  return getWorkflow(db, accountId, workflowId);
}

/**
 * Each CHECKLIST module shows one data source of this workflow: a module sent without one gets a new
 * one; a sent id must be one of the workflow's (422 otherwise) and appear once. Names follow the
 * modules' names. Data sources of removed modules stay, with their items, should the module come back.
 */
async function assignDataSources(
  tx: Db,
  accountId: string,
  workflowId: string,
  modules: readonly WorkflowModule[],
  now: Date,
): Promise<WorkflowModule[]> {
  const existing = await tx
    .select({ id: checklistDataSources.id, name: checklistDataSources.name })
    .from(checklistDataSources)
    .where(
      and(eq(checklistDataSources.accountId, accountId), eq(checklistDataSources.workflowId, workflowId)),
    );
  const known = new Map(existing.map((row) => [row.id, row.name]));
  const errors: Errors = {};
  const seen = new Set<string>();
  const created: Array<typeof checklistDataSources.$inferInsert> = [];
  const renamed: Array<{ id: string; name: string }> = [];
  const stored = modules.map((module, index): WorkflowModule => {
    if (module.type !== "CHECKLIST") return module;
    const { name, dataSourceId } = module.config;
    if (dataSourceId === undefined) {
      const id = newId();
      created.push({ accountId, id, workflowId, name, createdAt: now });
      return { type: "CHECKLIST", config: { name, dataSourceId: id } };
    }
    const path = `modules.${index}.config.dataSourceId`;
    if (!known.has(dataSourceId)) addError(errors, path, "UNKNOWN_DATA_SOURCE");
    else if (seen.has(dataSourceId)) addError(errors, path, "DATA_SOURCE_TWICE");
    else if (known.get(dataSourceId) !== name) renamed.push({ id: dataSourceId, name });
    seen.add(dataSourceId);
    return { type: "CHECKLIST", config: { name, dataSourceId } };
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  if (created.length > 0) await tx.insert(checklistDataSources).values(created);
  for (const { id, name } of renamed) {
    await tx
      .update(checklistDataSources)
      .set({ name })
      .where(and(eq(checklistDataSources.accountId, accountId), eq(checklistDataSources.id, id)));
  }
  return stored;
}

/** Checks an uploaded file whole and answers every problem at once, keyed by its path in the file. */
export async function parseWorkflowFile(db: Db, accountId: string, input: unknown): Promise<WorkflowFile> {
  const parsed = workflowFileSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Errors = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join(".") || "file";
      addError(
        errors,
        path,
        path === "statuses" && issue.code === "too_small" ? "NO_STATUSES" : fieldProblemOf(issue),
      );
    }
    throw validationFailed(errors);
  }
  const file = parsed.data;
  const errors = await moduleErrors(db, accountId, file.modules);
  file.flags.forEach((flag, index) => {
    if (flag.values.filter((value) => value.isDefault).length !== 1) {
      addError(errors, `flags.${index}.values`, "ONE_DEFAULT_VALUE");
    }
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return file;
}

/** A new workflow from an export file: fresh ids, a slug of its own; nothing is written unless all is. */
export async function importWorkflow(
  db: Db,
  accountId: string,
  input: unknown,
  now: Date,
): Promise<Workflow> {
  const file = await parseWorkflowFile(db, accountId, input);
  const workflowId = newId();
  await db.transaction(async (tx) => {
    // Two imports of the same name at once must not pick the same slug.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workflows:${accountId}`}))`);
    const existing = await tx
      .select({ slug: workflows.slug, sortOrder: workflows.sortOrder })
      .from(workflows)
      .where(eq(workflows.accountId, accountId));
    const slug = uniqueSlug(file.name, new Set(existing.map((row) => row.slug)));
    const rows = workflowRowsFromFile(
      {
        accountId,
        id: workflowId,
        slug,
        isActive: true,
        isEditable: true,
        sortOrder: Math.max(-1, ...existing.map((row) => row.sortOrder)) + 1,
        now,
      },
      file,
      newId,
    );
    await insertWorkflowRows(tx, rows);
  });
  return getWorkflow(db, accountId, workflowId);
}

async function workflowIds(db: Db, accountId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: workflows.id })
    .from(workflows)
    .where(eq(workflows.accountId, accountId));
  return new Set(rows.map((row) => row.id));
}

export async function getDealWorkflowSettings(db: Db, accountId: string): Promise<DealWorkflowSettings> {
  const [row] = await db
    .select({ value: accountWebSettings.value })
    .from(accountWebSettings)
    .where(and(eq(accountWebSettings.accountId, accountId), eq(accountWebSettings.key, dealWorkflowsKey)));
  const stored = dealWorkflowSettingsSchema.safeParse(row?.value);
  if (!stored.success) return { workflows: [] };
  const known = await workflowIds(db, accountId);
  return { workflows: stored.data.workflows.filter((entry) => known.has(entry.workflowId)) };
}

export async function saveDealWorkflowSettings(
  db: Db,
  accountId: string,
  settings: DealWorkflowSettings,
  now: Date,
): Promise<void> {
  // Compared in memory: the ids are free text in the contract and must not reach a uuid column unchecked.
  const known = await workflowIds(db, accountId);
  const errors: Errors = {};
  const seen = new Set<string>();
  settings.workflows.forEach((entry, index) => {
    const path = `workflows.${index}.workflowId`;
    if (!known.has(entry.workflowId)) addError(errors, path, "UNKNOWN_WORKFLOW");
    else if (seen.has(entry.workflowId)) addError(errors, path, "WORKFLOW_TWICE");
    seen.add(entry.workflowId);
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  await db
    .insert(accountWebSettings)
    .values({ accountId, key: dealWorkflowsKey, value: settings, updatedAt: now })
    .onConflictDoUpdate({
      target: [accountWebSettings.accountId, accountWebSettings.key],
      set: { value: settings, updatedAt: now },
    });
}
