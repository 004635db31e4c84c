// 'Update Available!' (spec 000 §2, §4; 001 §2 "Update notice").
// A new version found while the page is visible and no dialog is up reloads the page at once, unless a
// form holds unsaved changes or this tab already reloaded for that version (the deployment may lag
// behind its health file, and a reload loop would lock the user out); then the dialog asks instead.
import { lazy, Suspense, useState } from "react";
import { buildCommit, versionCheckIntervalMs } from "../../config/env.ts";
import { hasUnsavedChanges } from "../../shared/ui/unsaved-registry.ts";
import { useVersionCheck } from "./version-check.ts";

// The dialog and its reminder load only when there is something to say.
const UpdateNoticeView = lazy(async () => ({
  default: (await import("./update-notice-view.tsx")).UpdateNoticeView,
}));

export type UpdateNoticeState = "none" | "dialog" | "minimized";

const reloadedForKey = "portal.reloadedForCommit";

function alreadyReloadedFor(commit: string): boolean {
  try {
    return sessionStorage.getItem(reloadedForKey) === commit;
  } catch {
    return true;
  }
}

function rememberReloadFor(commit: string): void {
  try {
    sessionStorage.setItem(reloadedForKey, commit);
  } catch {
    // ignore
  }
}

export type UpdateNoticeProps = {
  builtCommit?: string;
  enabled?: boolean;
  fetchCommit?: () => Promise<string | null>;
  reload?: () => void;
};

export function UpdateNotice({
  builtCommit = buildCommit,
  enabled = !import.meta.env.DEV,
  fetchCommit,
  reload = () => window.location.reload(),
}: UpdateNoticeProps) {
  const [state, setState] = useState<UpdateNoticeState>("none");

  useVersionCheck({
    builtCommit,
    intervalMs: versionCheckIntervalMs,
    enabled,
    fetchCommit,
    onNewVersion: (deployed) => {
      if (state !== "none") return;
      if (document.visibilityState === "visible" && !hasUnsavedChanges() && !alreadyReloadedFor(deployed)) {
        rememberReloadFor(deployed);
        reload();
        return;
      }
      setState("dialog");
    },
  });

  if (state === "none") return null;
  return (
    <Suspense fallback={null}>
      <UpdateNoticeView state={state} onMinimize={() => setState("minimized")} reload={reload} />
    </Suspense>
  );
}
