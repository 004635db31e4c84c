// The account's offline order statuses (Settings → Orders): the names the dealer's staff track orders to
// offline-only suppliers by. The browser checks these before it sends a change; the API checks them again.

/** A status name is trimmed and 1–60 characters long. */
export const offlineStatusNameMaxLength = 60;

/** A name another active status of the account already has (compared without case). */
export const offlineStatusNameTakenCode = "OFFLINE_STATUS_NAME_TAKEN" as const;

/** Refusals of one action on a status. */
export const offlineStatusRefusalCodes = ["OFFLINE_STATUS_LAST_ACTIVE", "OFFLINE_STATUS_ARCHIVED"] as const;
export type OfflineStatusRefusalCode = (typeof offlineStatusRefusalCodes)[number];

type Status = { id: string; name: string; isArchived: boolean };

/** How two names are compared: trimmed, without case ("Dispatched" and " dispatched" are one name). */
export function offlineStatusNameKey(name: string): string {
  return name.trim().normalize("NFC").toLowerCase();
}

/**
 * Whether another active status already has this name. Archived statuses do not count: they are not
 * offered any more, so their name can be used again (orders that have the old one keep showing it).
 */
export function isOfflineStatusNameTaken(
  name: string,
  statuses: readonly Status[],
  exceptId: string | null = null,
): boolean {
  const key = offlineStatusNameKey(name);
  return statuses.some(
    (status) => !status.isArchived && status.id !== exceptId && offlineStatusNameKey(status.name) === key,
  );
}

/** Why a status cannot be renamed: an archived one stays as the orders that have it knew it. */
export function offlineStatusRenameProblem(status: Status): OfflineStatusRefusalCode | null {
  return status.isArchived ? "OFFLINE_STATUS_ARCHIVED" : null;
}

/** Why a status cannot be archived: at least one must stay to choose from. Archiving twice is harmless. */
export function offlineStatusArchiveProblem(
  status: Status,
  statuses: readonly Status[],
): OfflineStatusRefusalCode | null {
  if (status.isArchived) return null;
  const othersActive = statuses.some((other) => !other.isArchived && other.id !== status.id);
  return othersActive ? null : "OFFLINE_STATUS_LAST_ACTIVE";
}

/** Whether `ids` lists every active status exactly once (a reorder names them all, nothing else). */
export function isCompleteOfflineStatusOrder(ids: readonly string[], statuses: readonly Status[]): boolean {
  const active = new Set(statuses.filter((status) => !status.isArchived).map((status) => status.id));
  const sent = new Set(ids);
  return sent.size === ids.length && sent.size === active.size && ids.every((id) => active.has(id));
}
