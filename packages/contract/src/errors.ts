import type {
  AcceptBlockerCode,
  OfflineStatusRefusalCode,
  PaymentRefusalCode,
  PurchaseOrderRefusalCode,
  SupplierOrderRefusalCode,
} from "@portal/domain";
import {
  adjustmentErrorCodes,
  bundleGroupTakenCode,
  bundleValueCodes,
  employeeFieldCodes,
  lineErrorCodes,
  offlineStatusNameTakenCode,
  personEmailInUseCode,
  temporalDataCodes,
} from "@portal/domain";
import * as z from "zod/mini";

// Every refusal is a stable code (ARCHITECTURE.md "HTTP API"): the API answers it beside an English
// `message` for API users, and the web app shows it in the user's language (`errors.<code>`). No
// user-facing prose lives in the contract: the English of every code is @portal/messages', the Polish
// the web app's. Its schemas are zod/mini's (text.ts says why).

/** The domain's refusals, each of which the table below gives a status. */
type DomainRefusalCode =
  | typeof bundleGroupTakenCode
  | PaymentRefusalCode
  | PurchaseOrderRefusalCode
  | SupplierOrderRefusalCode
  | OfflineStatusRefusalCode
  | AcceptBlockerCode;

/**
 * An answer's own code, what happened to the whole call, and the HTTP status it is answered with:
 * the one place a code's status is chosen. A field code answered on its own is here too, at 422 with
 * itself as the field error.
 */
export const answerStatuses = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  CSRF_MISMATCH: 419,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  // Sign-in and password reset.
  LOGIN_FAILED: 400,
  RESET_FAILED: 400,
  // Refusals of one action.
  DEAL_ARCHIVED: 403,
  WORKFLOW_NOT_EDITABLE: 403,
  CONTACT_NOT_EDITABLE: 403,
  DOCUMENT_LOCKED: 403,
  CHECKLIST_NOT_IN_WORKFLOW: 404,
  QUOTE_READ_ONLY: 403,
  TAX_OVERRIDE_NOT_ALLOWED: 403,
  TEMPLATE_NOT_CONFIGURED: 501,
  CATALOGUE_IMPORT_NOT_ALLOWED: 403,
  // Quotes: a product no longer offered, and why a quote cannot be accepted (the domain's acceptBlocker).
  PRODUCT_HIDDEN: 422,
  QUOTE_EMPTY: 422,
  QUOTE_HAS_ERRORS: 422,
  QUOTE_PENDING_UPDATES: 422,
  // Settings → Bundles.
  [bundleGroupTakenCode]: 409,
  // Settings → Integrations.
  CALENDAR_ALREADY_CONNECTED: 409,
  // Address lookup (Settings → General).
  ADDRESS_LOOKUP_UNAVAILABLE: 404,
  ADDRESS_LOOKUP_FAILED: 502,
  ADDRESS_NOT_FOUND: 404,
  // Payments (the domain's paymentRefusal) and checkout; a payment form's type is refused with
  // CARD_PAYMENTS_OFF as a field error too.
  PAYMENT_READ_ONLY: 403,
  PAYMENT_NOT_CANCELLABLE: 403,
  PAYMENT_NOT_ARCHIVABLE: 403,
  PAYMENT_NOT_PAYABLE: 409,
  CARD_PAYMENTS_OFF: 409,
  // Purchase and supplier orders (the domain's refusals).
  QUOTE_NOT_ACCEPTED: 409,
  PURCHASE_ORDER_NOT_LATEST: 409,
  QUOTE_HAS_NO_LINES_FOR_SUPPLIER: 409,
  PURCHASE_ORDER_READ_ONLY: 409,
  PURCHASE_ORDER_EMPTY: 409,
  PURCHASE_ORDER_NOT_SUBMITTED: 409,
  PURCHASE_ORDER_NOT_REOPENABLE: 409,
  SUPPLIER_ORDER_CLOSED: 409,
  SUPPLIER_ORDER_ONLINE: 409,
  OFFLINE_STATUS_LAST_ACTIVE: 409,
  OFFLINE_STATUS_ARCHIVED: 409,
  // Uploads.
  NOT_MULTIPART: 415,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_CONTENT_MISMATCH: 415,
  NOT_JSON_FILE: 415,
  LOGO_WRONG_TYPE: 415,
  LOGO_TOO_LARGE: 413,
} as const satisfies Record<DomainRefusalCode, number> & Record<string, number>;

/** A code an answer can carry as its own. */
export type AnswerCode = keyof typeof answerStatuses;

/** A field error's code: what is wrong with one value. */
export const fieldCodes = [
  // Any field (from the schemas).
  "REQUIRED",
  "INVALID",
  "INVALID_TYPE",
  "INVALID_VALUE",
  "INVALID_FORMAT",
  "INVALID_EMAIL",
  "INVALID_PHONE",
  "INVALID_CHARACTERS",
  "TOO_SHORT",
  "TOO_LONG",
  "TOO_SMALL",
  "TOO_BIG",
  "UNKNOWN_FIELD",
  "DECIMAL_EXPECTED",
  "NEGATIVE",
  "BAD_DATE_RANGE",
  // Uploads.
  "FILE_MISSING",
  "FILE_EMPTY",
  "TOO_MANY_FILES",
  "INVALID_JSON",
  "CATALOGUE_MISSING",
  // Deals and workflows.
  "STATUS_NOT_IN_WORKFLOW",
  "FLAG_VALUE_NOT_IN_FLAG",
  "BELOW_NOT_IN_COLUMN",
  "WORKFLOW_HAS_NO_STATUSES",
  "SIDEMARK_LOCKED",
  "UNKNOWN_CONTACT",
  "UNKNOWN_CUSTOM_FIELD",
  "CUSTOM_FIELD_TWICE",
  "ONE_DEFAULT_VALUE",
  "NO_STATUSES",
  "UNKNOWN_WORKFLOW",
  "WORKFLOW_TWICE",
  "UNKNOWN_DATA_SOURCE",
  "DATA_SOURCE_TWICE",
  "MODULE_ALREADY_ADDED",
  "ORDER_MISMATCH",
  "RELATED_TO_ITSELF",
  "ALREADY_RELATED",
  "UNKNOWN_SHIPPING_METHOD",
  "UNKNOWN_SALES_REP",
  "UNKNOWN_SUPPLIER",
  "NOT_THE_ORDERS_SUPPLIER",
  "UNKNOWN_ORDER_STATUS",
  offlineStatusNameTakenCode,
  "EACH_TEMPLATE_ONCE",
  // Settings → Bundles: a template value out of its operator's bounds.
  ...bundleValueCodes,
  // Settings → Integrations.
  "PROVIDER_NOT_CONFIGURED",
  "PROVIDER_ALREADY_ADDED",
  // People (the employees' codes include USERNAME_TAKEN).
  ...employeeFieldCodes,
  personEmailInUseCode,
  // Appointments (the domain's temporal data codes) and the calendar's range.
  ...temporalDataCodes,
  "RANGE_TOO_LONG",
  // Payments.
  "PAYMENT_BELOW_MINIMUM",
  "NO_CUSTOMER_EMAIL",
  // Quotes and pricing (the domain's codes).
  ...adjustmentErrorCodes,
  ...lineErrorCodes,
  // The catalogue file.
  "KEY_FORMAT",
  "KEY_TAKEN",
  "UNKNOWN_BRAND",
  "UNKNOWN_CATEGORY",
  "UNKNOWN_SUB_CATEGORY",
  "UNKNOWN_MASTER",
  "MASTER_OF_MASTER",
  "GRID_SHAPE",
  "GRID_ORDER",
  "GRID_MISSING",
  "GRID_FILE_MISSING",
  "CSV_UNREADABLE",
  "CSV_HEADER",
  "CSV_ROW",
] as const;

export type FieldCode = (typeof fieldCodes)[number];
export type ErrorCode = AnswerCode | FieldCode;
function allErrorCodes(): readonly ErrorCode[] {
  return [...(Object.keys(answerStatuses) as AnswerCode[]), ...fieldCodes];
}

// Marked pure: the web app never checks a code, so its bundle leaves the lists and the table out.
export const errorCodes = /* @__PURE__ */ allErrorCodes();
const knownCodes: ReadonlySet<string> = /* @__PURE__ */ new Set(errorCodes);
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && knownCodes.has(value);
}

/** Values a message is filled with (`{{maximum}}` characters). */
export type ErrorParams = Record<string, string | number>;

/** One problem with one value: its code and, for the words, its parameters. */
export type FieldProblem = { code: FieldCode | ErrorCode; params?: ErrorParams };

export const fieldErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every error answer: `{ message, code, errors? }`, with field errors keyed by the field's path
 * (`lines.0.width`) on 422. `code` is kept a string so an older web app reads a newer code.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  errors: z.optional(z.record(z.string(), z.array(fieldErrorSchema))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * A schema's issue as a field problem: a contract refinement's code, or zod's kind of problem.
 * `missing` says the value was not sent at all (zod calls that a wrong type).
 */
export function fieldProblemOf(
  issue: { readonly code?: string; readonly message?: string; readonly params?: unknown },
  missing = false,
): FieldProblem {
  const details = issue as Record<string, unknown>;
  const custom = (issue.params as Record<string, unknown> | undefined)?.code;
  if (isErrorCode(custom)) return { code: custom };
  if (isErrorCode(issue.message)) return { code: issue.message };
  const origin = details.origin;
  switch (issue.code) {
    case "invalid_type":
      if (missing) return { code: "REQUIRED" };
      return { code: "INVALID_TYPE", params: { expected: String(details.expected ?? "") } };
    case "too_small": {
      const minimum = Number(details.minimum);
      if (origin === "string" || origin === "array" || origin === "set") {
        return minimum <= 1 ? { code: "REQUIRED" } : { code: "TOO_SHORT", params: { minimum } };
      }
      return { code: "TOO_SMALL", params: { minimum } };
    }
    case "too_big": {
      const maximum = Number(details.maximum);
      if (origin === "string" || origin === "array" || origin === "set") {
        return { code: "TOO_LONG", params: { maximum } };
      }
      return { code: "TOO_BIG", params: { maximum } };
    }
    case "invalid_format":
      return details.format === "email" ? { code: "INVALID_EMAIL" } : { code: "INVALID_FORMAT" };
    case "invalid_value":
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
    case "not_multiple_of":
      return { code: "INVALID_VALUE" };
    case "unrecognized_keys":
      return { code: "UNKNOWN_FIELD" };
    default:
      return { code: "INVALID" };
  }
}

/** The csrf cookie and header of the double-submit CSRF token. */
export const csrfCookieName = "XSRF-TOKEN";
export const csrfHeaderName = "x-xsrf-token";
