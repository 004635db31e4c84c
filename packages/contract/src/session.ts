import { accountModules, employeeFlags, employeeTypes, featureNames, permissions } from "@portal/domain";
import { z } from "zod";
import { defineCall } from "./call.ts";
import { okSchema, textSchema } from "./shared.ts";

// Messages of spec 001 §5 "Sign-in and password"; the web forms show them, the API answers with them.
export const passwordMinLength = 8;

export const loginBodySchema = z.object({
  username: textSchema.trim().min(1).max(255),
  password: textSchema.min(1).max(1024),
});

export const featuresSchema = z.object(
  Object.fromEntries(featureNames.map((name) => [name, z.boolean()])) as Record<
    (typeof featureNames)[number],
    z.ZodBoolean
  >,
);

/** The spec's signed-in user (000 §3) plus our computed feature flags and permissions. */
export const meSchema = z.object({
  name: z.string(),
  username: z.string(),
  account: z.object({
    id: z.string(),
    companyId: z.number().int(),
    countryId: z.number().int(),
    countryCode: z.string(),
    modules: z.array(z.enum(accountModules)),
  }),
  principal: z
    .object({
      id: z.string(),
      type: z.literal("LEGACY_EMPLOYEE"),
      employeeId: z.number().int(),
      employeeType: z.enum(employeeTypes),
      flags: z.array(z.enum(employeeFlags)),
    })
    .nullable(),
  features: featuresSchema,
  permissions: z.array(z.enum(permissions)),
});
export type Me = z.infer<typeof meSchema>;

export const login = defineCall({
  method: "POST",
  path: "/auth",
  summary: "Sign in with username and password; starts a new session",
  public: true,
  body: loginBodySchema,
  response: meSchema,
});

export const getMe = defineCall({
  method: "GET",
  path: "/me",
  summary: "The signed-in user",
  response: meSchema,
});

export const logout = defineCall({
  method: "POST",
  path: "/auth/logout",
  summary: "End the session",
  public: true,
  response: okSchema,
});

export const forgotPasswordBodySchema = z.object({
  email: textSchema.trim().min(1).max(255).pipe(z.email()),
});

export const forgotPassword = defineCall({
  method: "POST",
  path: "/auth/forgot-password",
  summary: "Email a single-use reset link; answers the same whether or not the address exists",
  public: true,
  body: forgotPasswordBodySchema,
  response: okSchema,
});

export const resetPasswordBodySchema = z.object({
  token: textSchema.min(1).max(200),
  password: textSchema.min(1).min(passwordMinLength).max(1024),
});

export const resetPassword = defineCall({
  method: "POST",
  path: "/auth/reset-password",
  summary: "Set a new password with a reset token",
  public: true,
  body: resetPasswordBodySchema,
  response: okSchema,
});

/** `/health.json` at the web root (not under /api). */
export const healthSchema = z.object({ GIT_COMMIT: z.string() });
export type Health = z.infer<typeof healthSchema>;

export const brandingSchema = z.object({
  /** Display name for the page title; null means the brand default. */
  name: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** Header colour as #rrggbb, null for the default. */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable(),
  /** Live-chat key; the help button shows only when set. */
  chatKey: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const getBranding = defineCall({
  method: "GET",
  path: "/public/branding",
  summary: "Display name, logo and colour for a hosted domain",
  public: true,
  query: z.object({ host: textSchema.max(255) }),
  response: brandingSchema,
});
