// Asks before leaving a page with unsaved changes (spec 001 §8 confirm dialog).
import { modals } from "@mantine/modals";
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { useTranslation } from "../i18n/use-translation.ts";
import { whenOverlaysReady } from "../overlays/overlay-host.tsx";
import { registerDirtyForm } from "./unsaved-registry.ts";

export function useUnsavedChanges(dirty: boolean): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let settled = false;
    whenOverlaysReady(() =>
      modals.openConfirmModal({
        title: t("unsaved.title"),
        children: t("unsaved.message"),
        labels: { confirm: t("unsaved.confirm"), cancel: t("common.cancel") },
        confirmProps: { color: "red" },
        onConfirm: () => {
          settled = true;
          blocker.proceed();
        },
        onCancel: () => {
          settled = true;
          blocker.reset();
        },
        onClose: () => {
          if (!settled) blocker.reset();
        },
      }),
    );
  }, [blocker, t]);

  // A reload or closed tab gets the browser's own prompt.
  useEffect(() => {
    if (!dirty) return;
    const release = registerDirtyForm();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      release();
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [dirty]);
}
