// What an error answer looks like, for tests: `{ message, code }` with the code's English words, and
// a 422's field errors reduced to their codes.
import type { ErrorCode, ErrorParams, FieldError } from "@portal/contract";
import { englishMessage } from "@portal/messages";

/** The whole body of an answer refused with this code (and no field errors). */
export function refusal(code: ErrorCode, params?: ErrorParams): Record<string, unknown> {
  return params
    ? { message: englishMessage(code, params), code, params }
    : { message: englishMessage(code), code };
}

/** A 422's field errors as their codes by path: `{ name: ["REQUIRED"] }`. */
export function codesOf(errors: Record<string, FieldError[]> | undefined): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([path, list]) => [path, list.map((e) => e.code)]),
  );
}
