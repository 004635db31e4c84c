import { notifications } from "@mantine/notifications";
import { i18n } from "../i18n/i18n.ts";

export function showSuccessToast(message: string, title?: string): void {
  notifications.show({ color: "green", title, message });
}

export function showErrorToast(message: string, title?: string): void {
  notifications.show({ color: "red", title, message });
}

/**
 * A refusal the page has no place for (a 4xx): what happened, in the user's words. One toast per
 * kind of refusal, so a burst of the same refusal does not stack.
 */
export function showRefusalToast(code: string, message: string): void {
  notifications.show({ id: `refusal-${code}`, color: "red", message });
}

/** The toast of spec 001 §8 for a server fault (5xx): the server, not the user, has a problem. */
export function showServerErrorToast(): void {
  notifications.show({ id: "server-error", color: "red", message: i18n.t("errors.serverIssues") });
}
