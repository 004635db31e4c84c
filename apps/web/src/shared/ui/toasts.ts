import { notifications } from "@mantine/notifications";
import { i18n } from "../i18n/i18n.ts";

export function showSuccessToast(message: string, title?: string): void {
  notifications.show({ color: "green", title, message });
}

export function showErrorToast(message: string, title?: string): void {
  notifications.show({ color: "red", title, message });
}

/** The toast of spec 001 §8 for any failed request with a status. */
export function showServerErrorToast(): void {
  notifications.show({ id: "server-error", color: "red", message: i18n.t("errors.serverIssues") });
}
