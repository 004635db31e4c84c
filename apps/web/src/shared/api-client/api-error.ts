import { type ErrorParams, errorBodySchema, type FieldError } from "@portal/contract";

export type ApiErrorKind = "http" | "network" | "invalid-response";

/** Every failure of `callApi`: an HTTP error answer, no answer at all, or an answer that broke its contract. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; null when the request never got an answer. */
  readonly status: number | null;
  /** The answer's code (`errors.<code>` in the locale files); NETWORK_ERROR or INVALID_RESPONSE without one. */
  readonly code: string;
  /** Values the code's words are filled with. */
  readonly params: ErrorParams;
  /** Field errors of a 422 answer, keyed by body field path. */
  readonly errors: Record<string, FieldError[]>;

  constructor(options: {
    kind: ApiErrorKind;
    status: number | null;
    message: string;
    code?: string;
    params?: ErrorParams;
    errors?: Record<string, FieldError[]>;
  }) {
    super(options.message);
    this.name = "ApiError";
    this.kind = options.kind;
    this.status = options.status;
    this.code =
      options.code ??
      (options.kind === "network"
        ? "NETWORK_ERROR"
        : options.kind === "http"
          ? "SERVER_ERROR"
          : "INVALID_RESPONSE");
    this.params = options.params ?? {};
    this.errors = options.errors ?? {};
  }
}

/** The ApiError of an error answer: its code, words and field errors, as much as the body carries. */
export function httpError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return new ApiError({ kind: "http", status, message: fallbackMessage });
  return new ApiError({ kind: "http", status, ...parsed.data });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function hasStatus(error: unknown, ...statuses: number[]): boolean {
  return isApiError(error) && error.status !== null && statuses.includes(error.status);
}
