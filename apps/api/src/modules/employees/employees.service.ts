// Settings → Employees (spec 000 §3 "Employee", §4): the account's staff who sign in, their roles, and the
// rules the whole account decides — unique usernames and addresses, one's own status, the last admin.
import type { createEmployeeBodySchema, Employee, Role, updateEmployeeBodySchema } from "@portal/contract";
import {
  type EmployeeFlag,
  type EmployeeType,
  employeeAccessOfRole,
  employeeEmailTakenCode,
  employeeKey,
  employeeUsernameTakenCode,
  refuseEmployeeChange,
} from "@portal/domain";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { companies, employees, roles } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { type FieldProblems, notFound, validationFailed } from "../../platform/errors.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { type Auth, endEmployeeSessions, revokePasswordLinks } from "../../platform/session-store.ts";
import { type Invite, sendInvite, storeInvite } from "./employee-invite.ts";

export type NewEmployee = z.output<typeof createEmployeeBodySchema>;
export type EmployeeUpdate = z.output<typeof updateEmployeeBodySchema>;

const employeeColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  username: employees.username,
  status: employees.status,
  roleId: employees.roleId,
  roleName: roles.name,
};
type EmployeeRow = Awaited<ReturnType<typeof selectEmployees>>[number];

function toEmployee(row: EmployeeRow): Employee {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    username: row.username,
    status: row.status,
    roles: row.roleId !== null && row.roleName !== null ? [{ id: row.roleId, role: row.roleName }] : [],
  };
}

function selectEmployees(db: Db) {
  return db
    .select(employeeColumns)
    .from(employees)
    .leftJoin(roles, and(eq(roles.id, employees.roleId), eq(roles.accountId, employees.accountId)));
}

const ofAccount = (accountId: string, employeeId: number) =>
  and(eq(employees.accountId, accountId), eq(employees.id, employeeId));

export async function listEmployees(db: Db, accountId: string): Promise<Employee[]> {
  const rows = await selectEmployees(db)
    .where(eq(employees.accountId, accountId))
    .orderBy(
      asc(sql`lower(${employees.firstName})`),
      asc(sql`lower(${employees.lastName})`),
      asc(employees.id),
    );
  return rows.map(toEmployee);
}

export async function getEmployee(db: Db, accountId: string, employeeId: number): Promise<Employee> {
  const [row] = await selectEmployees(db).where(ofAccount(accountId, employeeId));
  if (!row) throw notFound();
  return toEmployee(row);
}

export async function listRoles(db: Db, accountId: string): Promise<Role[]> {
  const rows = await db
    .select({ id: roles.id, role: roles.name, permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.accountId, accountId))
    .orderBy(asc(roles.id));
  return rows;
}

/**
 * One writer of employees at a time: per account (addresses, the last admin), and across accounts for
 * usernames (sign-in is by username alone). Always in this order, so two writers cannot deadlock.
 */
async function lockEmployees(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`employees:${accountId}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('employees:usernames'))`);
}

async function isEmailTakenIn(tx: Db, accountId: string, email: string, exceptId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.accountId, accountId),
        sql`lower(${employees.email}) = lower(${email.trim()})`,
        ne(employees.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function isUsernameTaken(tx: Db, username: string, exceptId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(sql`lower(${employees.username}) = lower(${username.trim()})`, ne(employees.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

async function roleOf(tx: Db, accountId: string, roleId: number) {
  const [role] = await tx
    .select({ id: roles.id, permissions: roles.permissions })
    .from(roles)
    .where(and(eq(roles.accountId, accountId), eq(roles.id, roleId)));
  return role ?? null;
}

/** The field problems every write checks: the role is the account's, the address and username are free. */
async function fieldProblems(
  tx: Db,
  accountId: string,
  body: Pick<NewEmployee, "email" | "username" | "role_id">,
  exceptId: number,
) {
  const problems: FieldProblems = {};
  const role = await roleOf(tx, accountId, body.role_id);
  if (!role) problems.role_id = "UNKNOWN_ROLE";
  if (await isEmailTakenIn(tx, accountId, body.email, exceptId)) problems.email = employeeEmailTakenCode;
  if (await isUsernameTaken(tx, body.username, exceptId)) problems.username = employeeUsernameTakenCode;
  return { problems, role };
}

/** A check of the add and edit forms (spec 001 §5): excluding an employee of another account is a 404. */
export async function isEmployeeValueTaken(
  db: Db,
  {
    accountId,
    field,
    value,
    excludeId,
  }: { accountId: string; field: "email" | "username"; value: string; excludeId: number },
): Promise<boolean> {
  if (excludeId !== 0) {
    const [own] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(ofAccount(accountId, excludeId));
    if (!own) throw notFound();
  }
  if (value.trim() === "") return false;
  return field === "email"
    ? isEmailTakenIn(db, accountId, value, excludeId)
    : isUsernameTaken(db, value, excludeId);
}

/**
 * Adds an employee: their type and flags follow the role (employeeAccessOfRole). The password the
 * screen sends is random and never shown: an active employee is mailed a link to choose their own.
 */
export async function createEmployee(
  deps: AppDeps,
  auth: Auth,
  body: NewEmployee,
  log: FastifyBaseLogger,
): Promise<{ id: number }> {
  const { db, now } = deps;
  // Hashing is the slow part: before the transaction, so no lock waits on it.
  const passwordHash = await hashPassword(body.password);
  const created = await db.transaction(async (tx) => {
    await lockEmployees(tx, auth.accountId);
    const { problems, role } = await fieldProblems(tx, auth.accountId, body, 0);
    if (!role || Object.keys(problems).length > 0) throw validationFailed(problems);
    const [row] = await tx
      .insert(employees)
      .values({
        accountId: auth.accountId,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        username: body.username,
        passwordHash,
        ...employeeAccessOfRole(role.permissions),
        roleId: role.id,
        status: body.status,
        createdAt: now(),
      })
      // The unique index on lower(username) has the last word (an account being created at this moment).
      .onConflictDoNothing()
      .returning({ id: employees.id });
    if (!row) throw validationFailed({ username: employeeUsernameTakenCode });
    if (body.status !== "active") return { id: row.id, invite: null };
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(and(eq(companies.accountId, auth.accountId), eq(companies.isMain, true)));
    const invite: Invite = {
      token: await storeInvite(tx, { accountId: auth.accountId, employeeId: row.id }, now()),
      to: body.email,
      firstName: body.first_name,
      username: body.username,
      companyName: company?.name ?? "",
    };
    return { id: row.id, invite };
  });
  if (created.invite) await sendInvite(deps, created.invite, log);
  return { id: created.id };
}

/**
 * Changes an employee. One's own status stays; the last active administrator stays one. Disabling ends
 * every session of theirs at once; a new role or a new password ends their other sessions (the
 * caller's own session stays when they change themselves), so no open tab keeps what was taken away.
 */
export async function updateEmployee(
  deps: AppDeps,
  auth: Auth,
  employeeId: number,
  body: EmployeeUpdate,
): Promise<Employee> {
  const { db, now } = deps;
  const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
  const employee = await db.transaction(async (tx) => {
    await lockEmployees(tx, auth.accountId);
    const [current] = await tx
      .select({
        email: employees.email,
        status: employees.status,
        roleId: employees.roleId,
        employeeType: employees.employeeType,
        flags: employees.flags,
      })
      .from(employees)
      .where(ofAccount(auth.accountId, employeeId));
    if (!current) throw notFound();
    const { problems, role } = await fieldProblems(tx, auth.accountId, body, employeeId);
    const roleChanged = current.roleId !== body.role_id;
    const access: { employeeType: EmployeeType; flags: EmployeeFlag[] } =
      role && roleChanged ? employeeAccessOfRole(role.permissions) : current;
    const [others] = await tx
      .select({ admins: count() })
      .from(employees)
      .where(
        and(
          eq(employees.accountId, auth.accountId),
          eq(employees.employeeType, "ADMIN"),
          eq(employees.status, "active"),
          ne(employees.id, employeeId),
        ),
      );
    const refusals = refuseEmployeeChange({
      self: employeeId === auth.employeeId,
      before: current,
      after: { employeeType: access.employeeType, status: body.status },
      otherActiveAdmins: others?.admins ?? 0,
    });
    for (const refusal of refusals) problems[refusal.field] ??= refusal.code;
    if (Object.keys(problems).length > 0) throw validationFailed(problems);

    const changes = tx
      .update(employees)
      .set({
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        username: body.username,
        roleId: body.role_id,
        status: body.status,
        employeeType: access.employeeType,
        flags: access.flags,
        ...(passwordHash === null ? {} : { passwordHash }),
      })
      .where(ofAccount(auth.accountId, employeeId));
    try {
      await changes;
    } catch (error) {
      // An account being created this moment took the username: the unique index has the last word.
      if (isUniqueViolation(error, "employees_username")) {
        throw validationFailed({ username: employeeUsernameTakenCode });
      }
      throw error;
    }
    // A reset or invite link sent earlier must not set a password after this change.
    if (
      passwordHash !== null ||
      body.status === "disabled" ||
      employeeKey(current.email) !== employeeKey(body.email)
    ) {
      await revokePasswordLinks(tx, employeeId, now());
    }
    if (body.status === "disabled") await endEmployeeSessions(tx, employeeId);
    else if (roleChanged || passwordHash !== null) {
      const keep = employeeId === auth.employeeId ? auth.sessionId : undefined;
      await endEmployeeSessions(tx, employeeId, keep);
    }
    return getEmployee(tx, auth.accountId, employeeId);
  });
  // The database tells every process at commit; this one drops its cached sessions at once.
  deps.sessionCache?.forget(`e:${employeeId}`);
  return employee;
}
