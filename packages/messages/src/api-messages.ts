// The English `message` of an error answer, for API users who read answers themselves (curl, an
// integration). The web app never shows it: it words the code in the user's language.
import type { ErrorCode, ErrorParams } from "@portal/contract";
import { errorWords } from "./error-words.ts";

/**
 * Where an API user reads other words than the app's user: the terse words of the generic answers
 * (`The given data was invalid.`), and words that tell a developer what to send.
 */
const apiWords: Partial<Record<ErrorCode, string>> = {
  BAD_REQUEST: "Bad request.",
  VALIDATION_FAILED: "The given data was invalid.",
  UNAUTHENTICATED: "Unauthenticated.",
  CSRF_MISMATCH: "CSRF token mismatch.",
  FORBIDDEN: "This action is unauthorized.",
  NOT_FOUND: "Not found.",
  METHOD_NOT_ALLOWED: "Method not allowed.",
  CONFLICT: "Conflict.",
  PAYLOAD_TOO_LARGE: "The request is too large.",
  UNSUPPORTED_MEDIA_TYPE: "Unsupported media type.",
  SERVER_ERROR: "Server error.",
  BUNDLE_GROUP_TAKEN:
    "Another bundle of this group is subscribed: unsubscribe from it before subscribing to this one.",
  ADDRESS_LOOKUP_UNAVAILABLE: "Address lookup is not configured.",
  ADDRESS_LOOKUP_FAILED: "Sorry, something went wrong. We couldn't find that address, please try again",
  NOT_MULTIPART: "Send the file as multipart/form-data.",
  INVALID_TYPE: "Expected {{expected}}.",
  UNKNOWN_FIELD: "This field is not part of the call.",
  UNKNOWN_SUPPLIER: "Choose one of the account's suppliers",
};

/** The English words of a code for an API user, with its parameters filled in. */
export function englishMessage(code: ErrorCode, params?: ErrorParams): string {
  return (apiWords[code] ?? errorWords[code]).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params?.[name] ?? ""),
  );
}
