// Why the last session ended, remembered in localStorage so /login can explain it (spec 000 §4).

export type SessionEndReason = "expired" | "restoreFailed" | "logout";

const storageKey = "portal.sessionEnd";

export function setSessionEndReason(reason: SessionEndReason): void {
  try {
    localStorage.setItem(storageKey, reason);
  } catch {
    // Storage can be unavailable (private mode); the message is a nicety.
  }
}

export function getSessionEndReason(): SessionEndReason | null {
  try {
    const value = localStorage.getItem(storageKey);
    return value === "expired" || value === "restoreFailed" || value === "logout" ? value : null;
  } catch {
    return null;
  }
}

/** Called after a successful sign-in: the flag is remembered only until then. */
export function clearSessionEndReason(): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // ignore
  }
}
