// The workflows area's public surface: the account's workflows, and each workflow's saved board filters.

export { type PresetFilter, presetsOf, useDealWorkflowSettings } from "./api/get-deal-workflow-settings.ts";
export { getWorkflowsQueryOptions, useWorkflows } from "./api/list-workflows.ts";
export { useSaveWorkflowPresets } from "./api/save-deal-workflow-settings.ts";
