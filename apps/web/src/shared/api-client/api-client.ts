// The one way the web app talks to the API: contract in, validated data out (ARCHITECTURE.md "HTTP API").

import {
  buildPath,
  type Call,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallResponse,
  csrfHeaderName,
  getMe,
} from "@portal/contract";
import { safeParse } from "zod/mini";
import { apiBaseUrl } from "../../config/env.ts";
import { ApiError, httpError } from "./api-error.ts";
import { readCsrfToken } from "./csrf.ts";
import { shouldToastServerError } from "./error-policy.ts";

export type ApiClientHooks = {
  /** A 401 or 419 answered a call that needed the session. */
  onSessionLost: (status: 401 | 419) => void;
  /** The generic 'server is experiencing issues' toast. */
  onServerError: (error: ApiError) => void;
};

let hooks: ApiClientHooks = { onSessionLost: () => {}, onServerError: () => {} };

/** A frame of ours (the configurator) reported that the session ended: the app's usual expiry path. */
export function reportSessionLost(status: 401 | 419 = 401): void {
  hooks.onSessionLost(status);
}

/** The app wires session handling and toasts in here (providers.tsx); tests wire spies. */
export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

type Defined<T, Key extends string> = T extends undefined ? { [K in Key]?: undefined } : { [K in Key]: T };

/**
 * A call with a JSON body takes `body`; a call without one may send `formData` instead, as
 * multipart/form-data (uploads and imports, whose contract has no JSON body).
 */
export type CallOptions<C extends Call> = Defined<CallParams<C>, "params"> &
  Defined<CallQuery<C>, "query"> &
  (CallBody<C> extends undefined ? { body?: undefined; formData?: FormData } : { body: CallBody<C> }) & {
    signal?: AbortSignal;
    /** Error statuses the caller shows itself (on the page), so no toast repeats them. */
    quietStatuses?: readonly number[];
    /** A request `startGet` sent earlier: read as this call's when it asked for the same URL. */
    sent?: SentRequest;
  };

/** A GET sent before its call's code had loaded (see `startGet`). */
export type SentRequest = { url: string; response: Promise<Response> };

/**
 * Sends a GET now, for a call whose code (its contract) has not loaded yet: a route's loader starts its
 * page's data with the page's first calls, not once the page's chunks have come and taken the browser's
 * six connections. `callApi` reads the answer as its own when it is given it as `sent` and its URL is
 * the one the call asks for (otherwise it asks again); an answer nobody reads is dropped.
 */
export function startGet(path: string): SentRequest {
  const url = `${apiBaseUrl}${path}`;
  const response = fetch(url, { credentials: "include", headers: { accept: "application/json" } });
  // A failure is the call's to report, if a call reads it.
  response.catch(() => undefined);
  return { url, response };
}

/** What goes over the wire: nothing, JSON, or multipart form data. */
type RequestPayload = { kind: "none" } | { kind: "json"; value: unknown } | { kind: "form"; value: FormData };

/** `?a=1&b=2` for a call's query (empty when there is none). */
export function toSearch(query: unknown): string {
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

/**
 * Where a call goes: the API's base, the call's path with its params filled in, and its query. A call's
 * request, and a link to a call's answer (a PDF), take their address from here, never from a path
 * written by hand.
 */
export function callUrl<C extends Call>(
  call: C,
  parts: { params?: CallParams<C>; query?: CallQuery<C> } = {},
): string {
  const path = buildPath(call.path, parts.params as Record<string, string | number> | undefined);
  return `${apiBaseUrl}${path}${toSearch(parts.query)}`;
}

/** A GET makes the server set the XSRF-TOKEN cookie when the browser has none yet. */
async function ensureCsrfToken(refresh = false): Promise<string | null> {
  const existing = readCsrfToken();
  if (existing && !refresh) return existing;
  try {
    await fetch(callUrl(getMe), {
      credentials: "include",
      headers: { accept: "application/json" },
    });
  } catch {
    // The real request will report the failure.
  }
  return readCsrfToken();
}

function toPayload(opts: { body?: unknown; formData?: FormData }): RequestPayload {
  if (opts.formData !== undefined) return { kind: "form", value: opts.formData };
  if (opts.body !== undefined) return { kind: "json", value: opts.body };
  return { kind: "none" };
}

async function send(
  call: Call,
  url: string,
  payload: RequestPayload,
  signal?: AbortSignal,
  refreshToken = false,
): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  // Multipart gets no content-type here: the browser writes it with the part boundary.
  if (payload.kind === "json") headers["content-type"] = "application/json";
  if (call.method !== "GET") {
    const token = await ensureCsrfToken(refreshToken);
    if (token) headers[csrfHeaderName] = token;
  }
  return fetch(url, {
    method: call.method,
    credentials: "include",
    headers,
    body:
      payload.kind === "json"
        ? JSON.stringify(payload.value)
        : payload.kind === "form"
          ? payload.value
          : undefined,
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
  const opts = (options ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    formData?: FormData;
    signal?: AbortSignal;
    quietStatuses?: readonly number[];
    sent?: SentRequest;
  };
  const url = callUrl(call, opts as { params?: CallParams<C>; query?: CallQuery<C> });
  const payload = toPayload(opts);

  let response: Response;
  try {
    response =
      call.method === "GET" && opts.sent?.url === url
        ? await opts.sent.response
        : await send(call, url, payload, opts.signal);
    // A public call (sign-in, password reset) may race a rotated token: fetch a fresh one and retry once.
    if (response.status === 419 && call.public) {
      response = await send(call, url, payload, opts.signal, true);
    }
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError({ kind: "network", status: null, message: "Network request failed" });
  }

  const data = await readJson(response);

  if (!response.ok) {
    const error = httpError(response.status, data, response.statusText || `HTTP ${response.status}`);
    clientShared.reportError(call, error, { quietStatuses: opts.quietStatuses });
    throw error;
  }

  const result = safeParse(call.response, data);
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

/**
 * For senders beside `callApi` (uploads with progress): the same CSRF token, and the same session and
 * toast handling of an error answer.
 */
export const clientShared = {
  ensureCsrfToken: () => ensureCsrfToken(),
  reportError(call: Call, error: ApiError, options: { quietStatuses?: readonly number[] } = {}): void {
    if (error.status === null) return;
    if ((error.status === 401 || error.status === 419) && !call.public) hooks.onSessionLost(error.status);
    if (options.quietStatuses?.includes(error.status)) return;
    if (shouldToastServerError({ method: call.method, path: call.path, status: error.status })) {
      hooks.onServerError(error);
    }
  },
};
