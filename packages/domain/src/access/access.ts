// Who may see and do what: the spec's feature flags (001 §6) computed from the account and the employee.

export const accountModules = ["DEALS", "BURNS_LEGACY_ORDERS"] as const;
export type AccountModule = (typeof accountModules)[number];

export const employeeTypes = ["ADMIN", "MANUFACTURER", "DEFAULT"] as const;
export type EmployeeType = (typeof employeeTypes)[number];

export const employeeFlags = ["DEALS_ONLY"] as const;
export type EmployeeFlag = (typeof employeeFlags)[number];

/** Permissions a role can grant. The spec names some without their names; these are ours (DOMAIN.md). */
export const permissions = [
  "deals",
  "quotes",
  "quotes.tax_override",
  "contacts.create",
  "orders",
  "suppliers.view",
  "settings",
] as const;
export type Permission = (typeof permissions)[number];

export const featureNames = [
  "Deals",
  "Purchasing",
  "Settings",
  "SettingsIntegrations",
  "SettingsWorkflows",
  "SettingsCustomFields",
  "SettingsEmployees",
  "LegacyOrders",
  "personnel",
  "manufacturer_private_orders",
] as const;
export type FeatureName = (typeof featureNames)[number];
export type Features = Record<FeatureName, boolean>;

export type AccountToggles = { personnel: boolean; manufacturer_private_orders: boolean };

export type AccessInput = {
  modules: readonly AccountModule[];
  toggles: AccountToggles;
  employeeType: EmployeeType;
  flags: readonly EmployeeFlag[];
};

export function computeFeatures({ modules, toggles, employeeType, flags }: AccessInput): Features {
  const deals = modules.includes("DEALS");
  const admin = employeeType === "ADMIN";
  const dealsOnly = flags.includes("DEALS_ONLY");
  const settings = !dealsOnly;
  return {
    Deals: deals,
    Purchasing: !dealsOnly,
    Settings: settings,
    SettingsIntegrations: settings && deals,
    SettingsWorkflows: settings && deals && admin,
    SettingsCustomFields: settings && deals && admin,
    SettingsEmployees: settings && admin,
    LegacyOrders: modules.includes("BURNS_LEGACY_ORDERS"),
    personnel: deals && toggles.personnel,
    // The private toggle and badge: manufacturer users only (spec 000 §6). Who sees private orders
    // (administrators too) is seesPrivatePurchaseOrders.
    manufacturer_private_orders: toggles.manufacturer_private_orders && employeeType === "MANUFACTURER",
  };
}
