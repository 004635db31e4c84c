import { z } from "zod";

/** Every error answer: `{ message, errors? }` with field errors on 422 (ARCHITECTURE.md). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorMessages = {
  validation: "The given data was invalid.",
  unauthenticated: "Unauthenticated.",
  csrf: "CSRF token mismatch.",
  forbidden: "This action is unauthorized.",
  notFound: "Not found.",
  conflict: "Conflict.",
  tooManyRequests: "Too many attempts. Please try again later.",
  server: "Server error.",
} as const;

/** The header and cookie of the double-submit CSRF token. */
export const csrfCookieName = "XSRF-TOKEN";
export const csrfHeaderName = "x-xsrf-token";
