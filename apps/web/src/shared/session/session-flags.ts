// Why the last session ended, remembered in localStorage so /login can explain it (spec 000 §4).
// While a session is live the same key holds "active", so a 401 on the first /me after a reload
// (the server expired the session overnight) is told apart from a first visit.

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

/** Called after a successful sign-in: the end flag is remembered only until then. */
export function markSessionActive(): void {
  try {
    localStorage.setItem(storageKey, "active");
  } catch {
    // ignore
  }
}

/** True when this browser signed in and has not seen that session end. */
export function wasSessionActive(): boolean {
  try {
    return localStorage.getItem(storageKey) === "active";
  } catch {
    return false;
  }
}
