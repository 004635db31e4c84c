// Who may do what: one table that every API route names and every screen reads, so a screen offers
// only what the server allows. docs/permissions.md is its human-readable form (a test keeps them equal).
import type { FeatureName, Features, Permission } from "./access.ts";

export type AccessRule = {
  /** Every one of these feature flags (computeFeatures) must be on. */
  features: readonly FeatureName[];
  /** The employee's role must grant every one of these. */
  permissions: readonly Permission[];
};

export const accessRules = {
  /** Signed in, nothing more: /me and the account data every signed-in screen loads. */
  session: { features: [], permissions: [] },
  /** Boards, a deal and its tabs, workflows, dashboard, custom fields, preset filters. */
  "deals.view": { features: ["Deals"], permissions: [] },
  /** Create and change deals and what hangs off them (checklists, notes, attachments, related deals). */
  "deals.edit": { features: ["Deals"], permissions: ["deals"] },
  "contacts.view": { features: ["Deals"], permissions: [] },
  "contacts.create": { features: ["Deals"], permissions: ["contacts.create"] },
  "contacts.edit": { features: ["Deals"], permissions: ["deals"] },
  "catalogue.view": { features: ["Deals"], permissions: [] },
  /** Signed in; the catalogue service then checks the supplier (its own account, or an internal one). */
  "catalogue.import": { features: [], permissions: [] },
  /** A deal's quotes and their lines, PDFs, accepting: reading them too (the Quotes tab). */
  quotes: { features: ["Deals"], permissions: ["quotes"] },
  /** Setting or clearing a quote's tax override (a field of the quote's update). */
  "quotes.taxOverride": { features: ["Deals"], permissions: ["quotes", "quotes.tax_override"] },
  "personnel.view": { features: ["personnel"], permissions: [] },
  /** Adding, changing and removing personnel: whoever works deals keeps the people who visit right. */
  "personnel.edit": { features: ["personnel"], permissions: ["deals"] },
  /** A contact's orders from the external CRM, read-only (spec 000 §6: they need the legacy module). */
  "legacyOrders.view": { features: ["LegacyOrders"], permissions: [] },
  /** Purchase orders: the list and an order (the Purchasing section). */
  "orders.view": { features: ["Purchasing"], permissions: [] },
  /** Making and changing purchase orders. */
  "orders.edit": { features: ["Purchasing"], permissions: ["orders"] },
  /** Marking an order private to its supplier (spec 000 §6): a field of the order's update. */
  "orders.private": { features: ["Purchasing", "manufacturer_private_orders"], permissions: ["orders"] },
  /** Converting an accepted quote to purchase orders: the quote's data and the orders' both. */
  "orders.convert": { features: ["Deals", "Purchasing"], permissions: ["quotes", "orders"] },
  /** Settings: general, suppliers (and orders, bundles). */
  "settings.view": { features: ["Settings"], permissions: [] },
  "settings.edit": { features: ["Settings"], permissions: ["settings"] },
  /** Settings tabs of the Deals module: quotes (with quote documents and PDF templates) and products. */
  "settings.deals.view": { features: ["Settings", "Deals"], permissions: [] },
  "settings.deals.edit": { features: ["Settings", "Deals"], permissions: ["settings"] },
  "settings.integrations.view": { features: ["SettingsIntegrations"], permissions: [] },
  /** Connecting and disconnecting calendars, adding and removing contact providers. */
  "settings.integrations.edit": { features: ["SettingsIntegrations"], permissions: ["settings"] },
  "settings.workflows.view": { features: ["SettingsWorkflows"], permissions: [] },
  "settings.workflows.edit": { features: ["SettingsWorkflows"], permissions: ["settings"] },
  "settings.customFields.view": { features: ["SettingsCustomFields"], permissions: [] },
  "settings.customFields.edit": { features: ["SettingsCustomFields"], permissions: ["settings"] },
  "settings.employees.view": { features: ["SettingsEmployees"], permissions: [] },
  "settings.employees.edit": { features: ["SettingsEmployees"], permissions: ["settings"] },
} as const satisfies Record<string, AccessRule>;

export type AccessAction = keyof typeof accessRules;

export const accessActions = Object.keys(accessRules) as AccessAction[];

/** What a signed-in employee brings: the features computed for them and their role's permissions. */
export type Access = { features: Features; permissions: readonly Permission[] };

export function can(access: Access, action: AccessAction): boolean {
  const rule: AccessRule = accessRules[action];
  return (
    rule.features.every((feature) => access.features[feature]) &&
    rule.permissions.every((permission) => access.permissions.includes(permission))
  );
}
