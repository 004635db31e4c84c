import type { ErrorBody } from "@portal/contract";

export type ApiErrorKind = "http" | "network" | "invalid-response";

/** Every failure of `callApi`: an HTTP error answer, no answer at all, or an answer that broke its contract. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; null when the request never got an answer. */
  readonly status: number | null;
  /** Field errors of a 422 answer, keyed by body field name. */
  readonly errors: Record<string, string[]>;

  constructor(options: {
    kind: ApiErrorKind;
    status: number | null;
    message: string;
    errors?: ErrorBody["errors"];
  }) {
    super(options.message);
    this.name = "ApiError";
    this.kind = options.kind;
    this.status = options.status;
    this.errors = options.errors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function hasStatus(error: unknown, ...statuses: number[]): boolean {
  return isApiError(error) && error.status !== null && statuses.includes(error.status);
}
