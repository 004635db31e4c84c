// Which feature opens which route (spec 000 §2 "Signed-in routes", 001 §6).
import type { Features } from "@portal/domain";
import type { SettingsTab } from "../config/paths.ts";

/** Tabs with a screen; the others are not routed yet and fall through to general. */
export const builtSettingsTabs: readonly SettingsTab[] = [
  "general",
  "quotes",
  "products",
  "suppliers",
  "workflows",
  "custom-fields",
];

export const settingsTabAccess: Record<SettingsTab, (features: Features) => boolean> = {
  general: (f) => f.Settings,
  orders: (f) => f.Settings,
  quotes: (f) => f.Settings && f.Deals,
  products: (f) => f.Settings && f.Deals,
  suppliers: (f) => f.Settings,
  bundles: (f) => f.Settings,
  integrations: (f) => f.Settings && f.SettingsIntegrations,
  workflows: (f) => f.Settings && f.SettingsWorkflows,
  "custom-fields": (f) => f.Settings && f.SettingsCustomFields,
  employees: (f) => f.Settings && f.SettingsEmployees,
};
