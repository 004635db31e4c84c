// Readable names for workflow enums, in the interface language.
import type { WorkflowModule } from "@portal/contract";
import type { FlagAppearance, ModuleType, Phase } from "@portal/domain";
import type { TFunction } from "../../../shared/i18n/translator.ts";

export function moduleTypeLabel(t: TFunction, type: ModuleType): string {
  return t(`workflows.moduleTypes.${type}`);
}

/** The type, and for a checklist its name: 'Checklist - Install' (spec 001 §2). */
export function moduleLabel(t: TFunction, module: WorkflowModule): string {
  const type = moduleTypeLabel(t, module.type);
  return module.type === "CHECKLIST" ? `${type} - ${module.config.name}` : type;
}

export function phaseLabel(t: TFunction, phase: Phase): string {
  return t(`workflows.phases.${phase}`);
}

/** Mantine colours per phase and flag appearance (the tint of their badges). */
export const phaseColors: Record<Phase, string> = {
  NEW: "blue",
  QUOTING: "violet",
  IN_PROGRESS: "orange",
  CLOSED: "green",
  CANCELLED: "gray",
};

export const appearanceColors: Record<FlagAppearance, string> = {
  DEFAULT: "gray",
  WARNING: "yellow",
  ACTIVE: "blue",
  SUCCESS: "green",
  DANGER: "red",
};
