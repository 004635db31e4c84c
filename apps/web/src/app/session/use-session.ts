// The signed-in session as the shell and guards see it: /me with (in development) local feature overrides.
import type { Me } from "@portal/contract";
import type { Features } from "@portal/domain";
import { useQueryClient } from "@tanstack/react-query";
import { meQueryKey } from "../../features/session/api/get-me.ts";
import { applyOverrides, useDevFeatureOverrides } from "./dev-features.ts";

/** Only call inside the signed-in layout, where /me has loaded. */
export function useSessionMe(): Me {
  const queryClient = useQueryClient();
  const me = queryClient.getQueryData<Me>(meQueryKey);
  if (!me) throw new Error("useSessionMe used outside the signed-in layout");
  return me;
}

export function useFeatures(): Features {
  const me = useSessionMe();
  const overrides = useDevFeatureOverrides();
  return applyOverrides(me.features, overrides, import.meta.env.DEV);
}
