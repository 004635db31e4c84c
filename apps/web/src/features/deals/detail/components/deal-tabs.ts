import type { Workflow } from "@portal/contract";

type Module = Workflow["context"]["modules"][number];

/** A tab of the deal page, from one workflow module (spec 000 §2 "Deal detail modules"). */
export type DealTab =
  | { key: string; type: "DETAILS"; sidemarkMode: "DISABLED" | "READONLY" | "ENABLED"; udfIds: string[] }
  | { key: string; type: "CHECKLIST"; name: string; dataSourceId: string }
  | {
      key: string;
      type: "NOTES" | "RELATED_DEALS" | "ATTACHMENTS" | "QUOTES" | "PAYMENTS" | "APPOINTMENTS";
    };

const plainKeys = {
  NOTES: "notes",
  RELATED_DEALS: "related-deals",
  ATTACHMENTS: "attachments",
  QUOTES: "quotes",
  PAYMENTS: "payments",
  APPOINTMENTS: "appointments",
} as const;

/**
 * The workflow's modules in order, as tabs with a key for the URL (`?tab=`). A checklist without its data
 * source is left out; checklists are `checklist`, `checklist-2`, ….
 */
export function dealTabs(modules: readonly Module[]): DealTab[] {
  const tabs: DealTab[] = [];
  let checklists = 0;
  for (const module of modules) {
    if (module.type === "DETAILS") {
      tabs.push({ key: "details", type: "DETAILS", ...module.config });
    } else if (module.type === "CHECKLIST") {
      if (!module.config.dataSourceId) continue;
      checklists += 1;
      tabs.push({
        key: checklists === 1 ? "checklist" : `checklist-${checklists}`,
        type: "CHECKLIST",
        name: module.config.name,
        dataSourceId: module.config.dataSourceId,
      });
    } else if (
      module.type === "NOTES" ||
      module.type === "RELATED_DEALS" ||
      module.type === "ATTACHMENTS" ||
      module.type === "QUOTES" ||
      module.type === "PAYMENTS" ||
      module.type === "APPOINTMENTS"
    ) {
      tabs.push({ key: plainKeys[module.type], type: module.type });
    }
  }
  return tabs;
}
