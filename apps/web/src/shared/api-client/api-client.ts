// The one way the web app talks to the API: contract in, validated data out (ARCHITECTURE.md "HTTP API").

import {
  buildPath,
  type Call,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallResponse,
  csrfHeaderName,
  errorBodySchema,
  getMe,
} from "@portal/contract";
import { apiBaseUrl } from "../../config/env.ts";
import { ApiError } from "./api-error.ts";
import { readCsrfToken } from "./csrf.ts";
import { shouldToastServerError } from "./error-policy.ts";

export type ApiClientHooks = {
  /** A 401 or 419 answered a call that needed the session. */
  onSessionLost: (status: 401 | 419) => void;
  /** The generic 'server is experiencing issues' toast. */
  onServerError: (error: ApiError) => void;
};

let hooks: ApiClientHooks = { onSessionLost: () => {}, onServerError: () => {} };

/** The app wires session handling and toasts in here (providers.tsx); tests wire spies. */
export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

type Defined<T, Key extends string> = T extends undefined ? { [K in Key]?: undefined } : { [K in Key]: T };

export type CallOptions<C extends Call> = Defined<CallParams<C>, "params"> &
  Defined<CallQuery<C>, "query"> &
  Defined<CallBody<C>, "body"> & { signal?: AbortSignal };

function toSearch(query: unknown): string {
  if (!query || typeof query !== "object") return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A GET makes the server set the XSRF-TOKEN cookie when the browser has none yet. */
async function ensureCsrfToken(refresh = false): Promise<string | null> {
  const existing = readCsrfToken();
  if (existing && !refresh) return existing;
  try {
    await fetch(`${apiBaseUrl}${getMe.path}`, {
      credentials: "include",
      headers: { accept: "application/json" },
    });
  } catch {
    // The real request will report the failure.
  }
  return readCsrfToken();
}

async function send(
  call: Call,
  url: string,
  body: unknown,
  signal?: AbortSignal,
  refreshToken = false,
): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (call.method !== "GET") {
    const token = await ensureCsrfToken(refreshToken);
    if (token) headers[csrfHeaderName] = token;
  }
  return fetch(url, {
    method: call.method,
    credentials: "include",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function callApi<C extends Call>(call: C, options?: CallOptions<C>): Promise<CallResponse<C>> {
  const opts = (options ?? {}) as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal };
  const path = buildPath(call.path, opts.params as Record<string, string | number> | undefined);
  const url = `${apiBaseUrl}${path}${toSearch(opts.query)}`;

  let response: Response;
  try {
    response = await send(call, url, opts.body, opts.signal);
    // A public call (sign-in, password reset) may race a rotated token: fetch a fresh one and retry once.
    if (response.status === 419 && call.public) {
      response = await send(call, url, opts.body, opts.signal, true);
    }
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError({ kind: "network", status: null, message: "Network request failed" });
  }

  const data = await readJson(response);

  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(data);
    const error = new ApiError({
      kind: "http",
      status: response.status,
      message: parsed.success ? parsed.data.message : response.statusText || `HTTP ${response.status}`,
      errors: parsed.success ? parsed.data.errors : undefined,
    });
    if ((response.status === 401 || response.status === 419) && !call.public) {
      hooks.onSessionLost(response.status);
    }
    if (shouldToastServerError({ method: call.method, path: call.path, status: response.status })) {
      hooks.onServerError(error);
    }
    throw error;
  }

  const result = call.response.safeParse(data);
  if (!result.success) {
    console.error(`Response of ${call.method} ${call.path} does not match its contract`, result.error.issues);
    throw new ApiError({
      kind: "invalid-response",
      status: response.status,
      message: `Unexpected response from ${call.method} ${call.path}`,
    });
  }
  return result.data as CallResponse<C>;
}
