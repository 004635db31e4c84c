// Build-time configuration in one place.

/** Base URL of the API; same origin `/api` unless configured. */
export const apiBaseUrl: string = (import.meta.env.VITE_API_BASE_URL ?? "/api").replace(/\/$/, "");

/** The commit this bundle was built from; compared with /health.json to detect a new deployment. */
export const buildCommit: string = typeof __GIT_COMMIT__ === "string" ? __GIT_COMMIT__ : "dev";

/** The brand name shown when the hosted domain has no name of its own. */
export const brandName = "Dealer Portal";

export const toastDurationMs = 5000;
export const versionCheckIntervalMs = 300_000;
