import { flagAppearances, moduleTypes, phases, sidemarkModes } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { okSchema, textSchema } from "./shared.ts";

// Spec 001 §5 "Workflows" and §2 settings → workflows.
export const workflowStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  phase: z.enum(phases),
});

export const workflowFlagValueSchema = z.object({
  id: z.string(),
  label: z.string(),
  slug: z.string(),
  appearance: z.enum(flagAppearances),
  showOnCard: z.boolean(),
  isDefault: z.boolean(),
});

export const workflowFlagSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  values: z.array(workflowFlagValueSchema),
});

/** DETAILS holds the deal settings (sidemark mode, which custom fields show); CHECKLIST names its list. */
export const detailsModuleConfigSchema = z.object({
  sidemarkMode: z.enum(sidemarkModes),
  udfIds: z.array(textSchema),
});
export const checklistModuleConfigSchema = z.object({
  name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(80)),
  /**
   * The checklist data source this module shows, assigned by the server when the module is added
   * (leave it out then); kept through edits and reordering; left out of exported files.
   */
  dataSourceId: z.optional(z.uuid()),
});

/** Module types whose config is empty. */
export const plainModuleTypes = moduleTypes.filter(
  (type): type is Exclude<(typeof moduleTypes)[number], "DETAILS" | "CHECKLIST"> =>
    type !== "DETAILS" && type !== "CHECKLIST",
);

export const workflowModuleSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("DETAILS"), config: detailsModuleConfigSchema }),
  z.object({ type: z.literal("CHECKLIST"), config: checklistModuleConfigSchema }),
  z.object({ type: z.enum(plainModuleTypes), config: z.object({}) }),
]);
export type WorkflowModule = z.infer<typeof workflowModuleSchema>;

export const workflowSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  isActive: z.boolean(),
  isEditable: z.boolean(),
  context: z.object({
    statuses: z.array(workflowStatusSchema),
    flags: z.array(workflowFlagSchema),
    modules: z.array(workflowModuleSchema),
  }),
});
export type Workflow = z.infer<typeof workflowSchema>;

const workflowIdParams = z.object({ id: z.uuid() });

export const listWorkflows = defineCall({
  method: "GET",
  path: "/workflows",
  summary: "The account's workflows with statuses, flags and modules",
  response: z.array(workflowSchema),
});

export const getWorkflow = defineCall({
  method: "GET",
  path: "/workflows/:id",
  summary: "One workflow",
  params: workflowIdParams,
  response: workflowSchema,
});

export const updateWorkflowBodySchema = z.object({
  name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(80)),
  isActive: z.boolean(),
});

export const updateWorkflow = defineCall({
  method: "PUT",
  path: "/workflows/:id/update",
  summary: "Rename a workflow or switch it on or off (editable workflows only)",
  params: workflowIdParams,
  body: updateWorkflowBodySchema,
  response: workflowSchema,
});

export const updateWorkflowModules = defineCall({
  method: "PUT",
  path: "/workflows/:id/modules",
  summary: "Replace the whole module list (order matters; CHECKLIST may repeat, others once)",
  params: workflowIdParams,
  body: z.object({ modules: z.array(workflowModuleSchema).check(z.maxLength(40)) }),
  response: workflowSchema,
});

/** The export/import file: everything but ids, versioned (DOMAIN.md). */
export const workflowFileSchema = z.object({
  schemaVersion: z.literal(1),
  name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(80)),
  statuses: z
    .array(
      z.object({ name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(80)), phase: z.enum(phases) }),
    )
    .check(z.minLength(1), z.maxLength(50)),
  flags: z
    .array(
      z.object({
        name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(80)),
        values: z
          .array(
            z.object({
              label: textSchema.check(z.trim(), z.minLength(1), z.maxLength(80)),
              appearance: z.enum(flagAppearances),
              showOnCard: z.boolean(),
              isDefault: z.boolean(),
            }),
          )
          .check(z.minLength(1), z.maxLength(30)),
      }),
    )
    .check(z.maxLength(20)),
  modules: z.array(workflowModuleSchema).check(z.maxLength(40)),
});
export type WorkflowFile = z.infer<typeof workflowFileSchema>;

export const getWorkflowSchema = defineCall({
  method: "GET",
  path: "/workflows/:id/schema",
  summary: "The workflow as an export file",
  params: workflowIdParams,
  response: workflowFileSchema,
});

/** Multipart with one `file` part holding a workflow file (JSON); answers 422 with field errors. */
export const importWorkflow = defineCall({
  method: "POST",
  path: "/workflows/schema/import",
  summary: "Create a workflow from an export file (validated whole; never half-imported)",
  response: workflowSchema,
});

export const presetFilterSchema = z.object({
  name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(80)),
  /** A query string of the board's filters, e.g. "status=…&rep=…". */
  params: textSchema.check(z.maxLength(2000)),
});

export const dealWorkflowSettingsSchema = z.object({
  workflows: z.array(
    z.object({ workflowId: textSchema, presetFilters: z.array(presetFilterSchema).check(z.maxLength(50)) }),
  ),
});
export type DealWorkflowSettings = z.infer<typeof dealWorkflowSettingsSchema>;

export const getDealWorkflowSettings = defineCall({
  method: "GET",
  path: "/account/web-settings/DEAL_WORKFLOWS",
  summary: "Preset filters per workflow",
  response: dealWorkflowSettingsSchema,
});

export const saveDealWorkflowSettings = defineCall({
  method: "POST",
  path: "/account/web-settings/DEAL_WORKFLOWS",
  summary: "Save the preset filters per workflow",
  body: dealWorkflowSettingsSchema,
  response: okSchema,
});
