import { accountModules, employeeFlags, employeeTypes, featureNames, permissions } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { okSchema, textSchema } from "./text.ts";

// Messages of spec 001 §5 "Sign-in and password"; the web forms show them, the API answers with them.
export const passwordMinLength = 8;

export const loginBodySchema = z.object({
  username: textSchema.check(z.trim(), z.minLength(1), z.maxLength(255)),
  password: textSchema.check(z.minLength(1), z.maxLength(1024)),
});

export const featuresSchema = z.object(
  Object.fromEntries(featureNames.map((name) => [name, z.boolean()])) as Record<
    (typeof featureNames)[number],
    z.ZodMiniBoolean
  >,
);

/** The spec's signed-in user (000 §3) plus our computed feature flags and permissions. */
export const meSchema = z.object({
  name: z.string(),
  username: z.string(),
  account: z.object({
    id: z.string(),
    companyId: z.int(),
    countryId: z.int(),
    countryCode: z.string(),
    modules: z.array(z.enum(accountModules)),
  }),
  principal: z.nullable(
    z.object({
      id: z.string(),
      type: z.literal("LEGACY_EMPLOYEE"),
      employeeId: z.int(),
      employeeType: z.enum(employeeTypes),
      flags: z.array(z.enum(employeeFlags)),
    }),
  ),
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
  email: z.pipe(textSchema.check(z.trim(), z.minLength(1), z.maxLength(255)), z.email()),
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
  token: textSchema.check(z.minLength(1), z.maxLength(200)),
  password: textSchema.check(z.minLength(1), z.minLength(passwordMinLength), z.maxLength(1024)),
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
