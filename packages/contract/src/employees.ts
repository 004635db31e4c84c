// Settings → Employees (spec 001 §2, §5, §7 "Employees"): the `/old/` calls keep the spec's paths and
// snake_case fields, and answer `{ data }`.
import {
  employeeEmailMaxLength,
  employeeNameMaxLength,
  employeeStatuses,
  employeeUsernameMaxLength,
  permissions,
} from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { passwordMinLength } from "./session.ts";
import { emailPattern, int4Max, intIdParamSchema, intIdSchema, textSchema } from "./shared.ts";

/** One of the account's roles as an employee carries it (spec 000 §3 "Employee"). */
export const employeeRoleSchema = z.object({ id: z.number().check(z.int()), role: z.string() });
export type EmployeeRole = z.infer<typeof employeeRoleSchema>;

/** An employee (spec 000 §3): one role in `roles`, the first (and only) one that counts. */
export const employeeSchema = z.object({
  id: z.number().check(z.int()),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  status: z.enum(employeeStatuses),
  roles: z.array(employeeRoleSchema),
});
export type Employee = z.infer<typeof employeeSchema>;

/** A role with the permissions it grants (the ones the server checks: docs/permissions.md). */
export const roleSchema = z.extend(employeeRoleSchema, { permissions: z.array(z.enum(permissions)) });
export type Role = z.infer<typeof roleSchema>;

const name = textSchema.check(z.trim(), z.minLength(1), z.maxLength(employeeNameMaxLength));
// A blank value is missing, not malformed: only REQUIRED then.
const email = textSchema.check(
  z.trim(),
  z.minLength(1, { abort: true }),
  z.maxLength(employeeEmailMaxLength),
  z.regex(emailPattern, "INVALID_EMAIL"),
);
// As a password reset takes it: as typed, never trimmed.
const password = textSchema.check(
  z.minLength(1, { abort: true }),
  z.minLength(passwordMinLength),
  z.maxLength(1024),
);

/** Every field is required (spec 001 §5 "Employees"). */
const employeeFields = {
  first_name: name,
  last_name: name,
  username: textSchema.check(z.trim(), z.minLength(1), z.maxLength(employeeUsernameMaxLength)),
  email,
  /** The one role chosen (only the first is sent). */
  role_id: intIdSchema,
  // Left out, it is missing (REQUIRED) rather than a value outside the list.
  status: z.enum(employeeStatuses, {
    error: (issue) => (issue.input === undefined ? "REQUIRED" : "INVALID_VALUE"),
  }),
  // The spec's fixed placeholder fields (text colour white, background black, maximum discount 0): taken
  // as sent and not kept, since nothing in the portal uses them.
  text_color: z.optional(textSchema.check(z.maxLength(32))),
  background_color: z.optional(textSchema.check(z.maxLength(32))),
  max_discount: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
};

export const createEmployeeBodySchema = z.object({ ...employeeFields, password });
export type CreateEmployeeBody = z.input<typeof createEmployeeBodySchema>;

/** The same fields without a password; with one, the password is set too. */
export const updateEmployeeBodySchema = z.object({ ...employeeFields, password: z.optional(password) });
export type UpdateEmployeeBody = z.input<typeof updateEmployeeBodySchema>;

const employeeParams = z.object({ id: intIdParamSchema });

/** The employee to leave out of a check (their own value is not "taken"); 0 for a new employee. */
const checkParams = z.object({
  excludeId: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(int4Max)),
});
const checkQuery = z.object({ value: z._default(textSchema.check(z.maxLength(1024)), "") });
const checkAnswer = z.object({ data: z.object({ exists: z.boolean() }) });

export const listEmployees = defineCall({
  method: "GET",
  path: "/old/employees",
  summary: "The account's employees, active and disabled, by name",
  response: z.object({ data: z.array(employeeSchema) }),
});

export const getEmployee = defineCall({
  method: "GET",
  path: "/old/employees/:id",
  summary: "One employee of the account",
  params: employeeParams,
  response: z.object({ data: employeeSchema }),
});

export const createEmployee = defineCall({
  method: "POST",
  path: "/old/employees",
  summary:
    "Add an employee; their type follows the role, and an active one is emailed a link to choose their own password",
  body: createEmployeeBodySchema,
  response: z.object({ data: z.object({ id: z.number().check(z.int()) }) }),
});

export const updateEmployee = defineCall({
  method: "PUT",
  path: "/old/employees/:id",
  summary:
    "Change an employee (with a password, sets it). Disabling ends their sessions; a new role or password ends their other ones",
  params: employeeParams,
  body: updateEmployeeBodySchema,
  response: z.object({ data: employeeSchema }),
});

export const checkEmployeeEmail = defineCall({
  method: "GET",
  path: "/old/employees/check/email/:excludeId",
  summary: "Whether another employee of the account has this email address",
  params: checkParams,
  query: checkQuery,
  response: checkAnswer,
});

export const checkEmployeeUsername = defineCall({
  method: "GET",
  path: "/old/employees/check/username/:excludeId",
  summary: "Whether another employee (of any account: sign-in is by username alone) has this username",
  params: checkParams,
  query: checkQuery,
  response: checkAnswer,
});

export const listRoles = defineCall({
  method: "GET",
  path: "/old/roles",
  summary: "The account's roles, each with the permissions it grants",
  response: z.object({ data: z.array(roleSchema) }),
});
