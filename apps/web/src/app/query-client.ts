import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../shared/api-client/api-error.ts";

/** Client errors (4xx) and contract mismatches will not fix themselves: only retry network and 5xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  if (error.kind === "invalid-response") return false;
  return error.status === null || error.status >= 500;
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
