// Who may call what: the same feature rules that gate the screens (computeFeatures), plus role permissions.
import { computeFeatures, type FeatureName, type Features, type Permission } from "@portal/domain";
import { forbidden, unauthenticated } from "./errors.ts";
import type { Auth } from "./session-store.ts";

export type AccessRule = {
  /** The screen's feature flag, e.g. Settings for the settings pages. */
  feature?: FeatureName;
  permission?: Permission;
};

export function featuresOf(auth: Auth): Features {
  return computeFeatures({
    modules: auth.modules,
    toggles: auth.toggles,
    employeeType: auth.employeeType,
    flags: auth.flags,
  });
}

export function requireEmployee(auth: Auth | null): Auth {
  if (!auth) throw unauthenticated();
  return auth;
}

export function requireFeature(auth: Auth, feature: FeatureName): void {
  if (!featuresOf(auth)[feature]) throw forbidden();
}

export function requirePermission(auth: Auth, permission: Permission): void {
  if (!auth.permissions.includes(permission)) throw forbidden();
}

export function enforce(auth: Auth | null, rule: AccessRule): Auth {
  const signedIn = requireEmployee(auth);
  if (rule.feature) requireFeature(signedIn, rule.feature);
  if (rule.permission) requirePermission(signedIn, rule.permission);
  return signedIn;
}
