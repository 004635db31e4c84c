// The name rules of an offline order status as the forms word them; the rules themselves are the
// domain's (packages/domain offline-statuses.ts), which the API applies again.
import type { OfflineOrderStatusEntry } from "@portal/contract";
import { isOfflineStatusNameTaken } from "@portal/domain";
import type { TFunction } from "../../../shared/i18n/translator.ts";

/** What is wrong with a name, or null: blank, or another active status has it (without case). */
export function offlineStatusNameProblem(
  t: TFunction,
  name: string,
  statuses: readonly OfflineOrderStatusEntry[],
  exceptId: string | null = null,
): string | null {
  if (name.trim() === "") return t("settings.orders.statuses.nameRequired");
  if (isOfflineStatusNameTaken(name, statuses, exceptId)) return t("errors.OFFLINE_STATUS_NAME_TAKEN");
  return null;
}
