// A yes/no question above whatever is open, stacked modals included (Modal.Stack counts up from 200).
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";
import { i18n } from "../i18n/i18n.ts";
import { whenOverlaysReady } from "../overlays/overlay-host.tsx";

export const confirmZIndex = 1000;

export type ConfirmOptions = {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** A destructive action gets a red confirm button. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
};

export function openConfirm({
  title,
  message,
  confirmLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmOptions) {
  // Asked after the event that asks it has finished: an Escape that closes a form's dialog reaches
  // every open dialog's window listener in turn, and Preact renders between listeners, so a question
  // opened at once would hear the same Escape and close itself.
  setTimeout(() =>
    whenOverlaysReady(() =>
      modals.openConfirmModal({
        title,
        children: message,
        labels: { confirm: confirmLabel, cancel: i18n.t("common.cancel") },
        confirmProps: danger ? { color: "red" } : undefined,
        zIndex: confirmZIndex,
        onConfirm,
        onCancel,
      }),
    ),
  );
}

/** The spec's unsaved-changes question (001 §8), for closing a modal form with changes. */
export function confirmDiscardChanges(onDiscard: () => void) {
  openConfirm({
    title: i18n.t("unsaved.title"),
    message: i18n.t("unsaved.message"),
    confirmLabel: i18n.t("unsaved.confirm"),
    danger: true,
    onConfirm: onDiscard,
  });
}
