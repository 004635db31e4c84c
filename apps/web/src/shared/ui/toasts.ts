import { notifications } from "@mantine/notifications";
import { i18n } from "../i18n/i18n.ts";
import { loadOverlays } from "../overlays/overlay-host.tsx";

/** Shows a toast; the toast manager loads on the first one and shows it from the store. */
export function showToast(toast: Parameters<typeof notifications.show>[0]): void {
  void loadOverlays();
  notifications.show(toast);
}

export function showSuccessToast(message: string, title?: string): void {
  showToast({ color: "green", title, message });
}

export function showErrorToast(message: string, title?: string): void {
  showToast({ color: "red", title, message });
}

/**
 * A refusal the page has no place for (a 4xx): what happened, in the user's words. One toast per
 * kind of refusal, so a burst of the same refusal does not stack.
 */
export function showRefusalToast(code: string, message: string): void {
  showToast({ id: `refusal-${code}`, color: "red", message });
}

/** The toast of spec 001 §8 for a server fault (5xx): the server, not the user, has a problem. */
export function showServerErrorToast(): void {
  showToast({ id: "server-error", color: "red", message: i18n.t("errors.SERVER_ERROR") });
}
