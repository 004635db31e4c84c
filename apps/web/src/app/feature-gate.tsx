import type { Features } from "@portal/domain";
import { Navigate, Outlet } from "react-router";
import { useFeatures } from "./session/use-session.ts";

export type FeatureGateProps = {
  allow: (features: Features) => boolean;
  /** Where a visitor without the feature goes. */
  redirectTo: string;
};

/** Renders the child routes only when the session's features allow them (spec 000 §2, 001 §6). */
export function FeatureGate({ allow, redirectTo }: FeatureGateProps) {
  const features = useFeatures();
  return allow(features) ? <Outlet /> : <Navigate to={redirectTo} replace />;
}
