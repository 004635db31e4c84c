// A multipart upload that reports its progress (fetch cannot): XMLHttpRequest with callApi's CSRF
// header, error handling and contract check.

import {
  type Call,
  type CallParams,
  type CallQuery,
  type CallResponse,
  csrfHeaderName,
} from "@portal/contract";
import { safeParse } from "zod/mini";
import { callUrl, clientShared } from "./api-client.ts";
import { ApiError, httpError } from "./api-error.ts";

export type UploadOptions<C extends Call> = {
  params?: CallParams<C>;
  query?: CallQuery<C>;
  formData: FormData;
  /** 0 to 1, as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Error statuses the caller shows itself (e.g. 413, 415): no generic server toast for them. */
  quietStatuses?: readonly number[];
};

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function uploadWithProgress<C extends Call>(
  call: C,
  options: UploadOptions<C>,
): Promise<CallResponse<C>> {
  const token = await clientShared.ensureCsrfToken();
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(call.method, callUrl(call, options));
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    if (token) request.setRequestHeader(csrfHeaderName, token);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("load", () => resolve({ status: request.status, text: request.responseText }));
    request.addEventListener("error", () =>
      reject(new ApiError({ kind: "network", status: null, message: "Network request failed" })),
    );
    request.addEventListener("abort", () => reject(new DOMException("Upload aborted", "AbortError")));
    options.signal?.addEventListener("abort", () => request.abort());
    request.send(options.formData);
  });
  const data = parseJson(text);
  if (status < 200 || status >= 300) {
    const error = httpError(status, data, `HTTP ${status}`);
    clientShared.reportError(call, error, { quietStatuses: options.quietStatuses });
    throw error;
  }
  const result = safeParse(call.response, data);
  if (!result.success) {
    console.error(`Response of ${call.method} ${call.path} does not match its contract`, result.error.issues);
    throw new ApiError({
      kind: "invalid-response",
      status,
      message: `Unexpected response from ${call.method} ${call.path}`,
    });
  }
  return result.data as CallResponse<C>;
}
