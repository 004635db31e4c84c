// Between a workflow module and the Add/Edit Module form.
import type { WorkflowModule } from "@portal/contract";
import { type ModuleType, moduleTypes, type SidemarkMode } from "@portal/domain";

export type ModuleFormValues = {
  type: string | null;
  checklistName: string;
  sidemarkMode: SidemarkMode;
  udfIds: string[];
};

export function isModuleType(value: string | null): value is ModuleType {
  return moduleTypes.some((type) => type === value);
}

export function toModuleFormValues(module?: WorkflowModule): ModuleFormValues {
  return {
    type: module?.type ?? null,
    checklistName: module?.type === "CHECKLIST" ? module.config.name : "",
    sidemarkMode: module?.type === "DETAILS" ? module.config.sidemarkMode : "ENABLED",
    udfIds: module?.type === "DETAILS" ? module.config.udfIds : [],
  };
}

export function toModule(values: ModuleFormValues): WorkflowModule | null {
  const { type } = values;
  if (!isModuleType(type)) return null;
  if (type === "CHECKLIST") return { type, config: { name: values.checklistName.trim() } };
  if (type === "DETAILS")
    return { type, config: { sidemarkMode: values.sidemarkMode, udfIds: values.udfIds } };
  return { type, config: {} };
}
