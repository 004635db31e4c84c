import type { AccessAction } from "@portal/domain";
import { Navigate, Outlet, type Params, useParams } from "react-router";
import { useCan } from "./access.ts";

export type AccessGateProps = {
  /** The action that opens these routes (docs/permissions.md). */
  action: AccessAction;
  /** Where a visitor who may not goes: a path, or one built from the route's params. */
  redirectTo: string | ((params: Params) => string);
};

/**
 * Renders the child routes only when the signed-in employee may do `action` (spec 000 §2, 001 §6);
 * anyone else is sent on, as if the page did not exist, rather than meeting a page whose calls fail.
 */
export function AccessGate({ action, redirectTo }: AccessGateProps) {
  const can = useCan();
  const params = useParams();
  if (can(action)) return <Outlet />;
  return <Navigate to={typeof redirectTo === "string" ? redirectTo : redirectTo(params)} replace />;
}
