// Detects a new deployment by comparing /health.json with the commit baked into this bundle (spec 000 §4).
import { healthSchema } from "@portal/contract";
import { useEffect, useRef } from "react";

export async function fetchDeployedCommit(): Promise<string | null> {
  try {
    const response = await fetch("/health.json", {
      cache: "no-store",
      headers: { accept: "application/json" },
    });
    if (!response.ok) return null;
    const parsed = healthSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.GIT_COMMIT : null;
  } catch {
    // Offline or mid-deploy: try again at the next check.
    return null;
  }
}

export type VersionCheckOptions = {
  builtCommit: string;
  intervalMs: number;
  enabled: boolean;
  onNewVersion: (deployedCommit: string) => void;
  fetchCommit?: () => Promise<string | null>;
};

/** Checks on start, every `intervalMs` while the tab is visible, and whenever the tab becomes visible. */
export function useVersionCheck({
  builtCommit,
  intervalMs,
  enabled,
  onNewVersion,
  fetchCommit = fetchDeployedCommit,
}: VersionCheckOptions): void {
  const onNewVersionRef = useRef(onNewVersion);
  onNewVersionRef.current = onNewVersion;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;

    const check = async () => {
      const deployed = await fetchCommit();
      if (!cancelled && deployed && deployed !== builtCommit) onNewVersionRef.current(deployed);
    };
    const start = () => {
      if (timer !== undefined) return;
      timer = setInterval(() => void check(), intervalMs);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") {
        void check();
        start();
      } else {
        stop();
      }
    };

    document.addEventListener("visibilitychange", onVisibility);
    if (document.visibilityState === "visible") {
      void check();
      start();
    }
    return () => {
      cancelled = true;
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [builtCommit, intervalMs, enabled, fetchCommit]);
}
