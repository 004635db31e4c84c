// Who may call what: the domain's access table (packages/domain accessRules), the same one the screens read.
import { type AccessAction, can, computeFeatures, type Features } from "@portal/domain";
import { forbidden, unauthenticated } from "./errors.ts";
import type { Auth } from "./session-store.ts";

export function featuresOf(auth: Auth): Features {
  return computeFeatures({
    modules: auth.modules,
    toggles: auth.toggles,
    employeeType: auth.employeeType,
    flags: auth.flags,
  });
}

/** Whether the signed-in employee may do this (for refusals inside a use case, e.g. one field of a call). */
export function allows(auth: Auth, action: AccessAction): boolean {
  return can({ features: featuresOf(auth), permissions: auth.permissions }, action);
}

export function requireEmployee(auth: Auth | null): Auth {
  if (!auth) throw unauthenticated();
  return auth;
}

/** 401 when signed out, 403 when the table does not allow the action. */
export function enforce(auth: Auth | null, action: AccessAction): Auth {
  const signedIn = requireEmployee(auth);
  if (!allows(signedIn, action)) throw forbidden();
  return signedIn;
}
