// Who may open and change what, as the screens ask it: the domain's one table (`can`, docs/permissions.md)
// applied to the session's features (with dev overrides) and role permissions from GET /me. No rule
// is written here; a screen only names the action it offers.
import { type Access, type AccessAction, can } from "@portal/domain";
import { useCallback, useMemo } from "react";
import type { SettingsTab } from "../config/paths.ts";
import { useFeatures, useSessionMe } from "./session/use-session.ts";

/** The signed-in employee's features and permissions. Only inside the signed-in layout. */
export function useAccess(): Access {
  const features = useFeatures();
  const { permissions } = useSessionMe();
  return useMemo(() => ({ features, permissions }), [features, permissions]);
}

/** `can(action)` for the signed-in employee. Only inside the signed-in layout. */
export function useCan(): (action: AccessAction) => boolean {
  const access = useAccess();
  return useCallback((action: AccessAction) => can(access, action), [access]);
}

/** Tabs with a screen; the others are not routed yet and fall through to general. */
export const builtSettingsTabs: readonly SettingsTab[] = [
  "general",
  "orders",
  "quotes",
  "products",
  "suppliers",
  "bundles",
  "integrations",
  "workflows",
  "custom-fields",
  "employees",
];

/** The action that opens each settings tab (docs/permissions.md, the `settings.*.view` rows). */
export const settingsTabAction: Record<SettingsTab, AccessAction> = {
  general: "settings.view",
  orders: "settings.view",
  quotes: "settings.deals.view",
  products: "settings.deals.view",
  suppliers: "settings.view",
  bundles: "settings.view",
  integrations: "settings.integrations.view",
  workflows: "settings.workflows.view",
  "custom-fields": "settings.customFields.view",
  employees: "settings.employees.view",
};
