// Employees: the people who sign in (spec 000 §3 "Employee", §4, §6; DOMAIN.md "Accounts, people,
// permissions"). The browser checks the fields before it sends, the API again, and only the API decides
// the rules that need the whole account (the last administrator, one's own status).
import type { EmployeeFlag, EmployeeType, Permission } from "../access/access.ts";

/** Spec 000 §4: active or disabled; a new employee is active, the list shows active ones first. */
export const employeeStatuses = ["active", "disabled"] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

export const employeeNameMaxLength = 100;
export const employeeUsernameMaxLength = 100;
export const employeeEmailMaxLength = 255;

/** 'Email has already been taken' (spec 001 §5): another employee of the account has the address. */
export const employeeEmailTakenCode = "EMAIL_TAKEN" as const;
/** 'Username has already been taken': sign-in is by username alone, so it is unique across accounts. */
export const employeeUsernameTakenCode = "USERNAME_TAKEN" as const;

/** Refusals of an employee's fields (422 field errors; the web words them). */
export const employeeFieldCodes = [
  employeeEmailTakenCode,
  employeeUsernameTakenCode,
  /** The role is not one of the account's. */
  "UNKNOWN_ROLE",
  /** The change would leave the account without an active administrator. */
  "LAST_ACTIVE_ADMIN",
  /** An employee cannot change their own status (spec 000 §4). */
  "OWN_STATUS_LOCKED",
] as const;

/** How usernames and addresses are compared: trimmed, without case (the database's lower() indexes). */
export function employeeKey(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The employee type and flags a role gives. Roles carry permissions only, so the type follows from
 * them, matching the four roles every account is seeded with (DOMAIN.md): the `settings` permission
 * makes an administrator (Administrator); a role that does not work deals acts for a supplier
 * (Supplier representative); one that works deals without purchase orders is deals-only (Deals only);
 * anything else is a DEFAULT employee (Sales).
 */
export function employeeAccessOfRole(permissions: readonly Permission[]): {
  employeeType: EmployeeType;
  flags: EmployeeFlag[];
} {
  if (permissions.includes("settings")) return { employeeType: "ADMIN", flags: [] };
  if (!permissions.includes("deals")) return { employeeType: "MANUFACTURER", flags: [] };
  if (!permissions.includes("orders")) return { employeeType: "DEFAULT", flags: ["DEALS_ONLY"] };
  return { employeeType: "DEFAULT", flags: [] };
}

/** Whether an employee counts as one of the account's active administrators. */
export function isActiveAdmin(employee: { employeeType: EmployeeType; status: EmployeeStatus }): boolean {
  return employee.employeeType === "ADMIN" && employee.status === "active";
}

export type EmployeeChangeRefusal = {
  /** The field the refusal belongs to, with its code. */
  field: "status" | "role_id";
  code: (typeof employeeFieldCodes)[number];
};

/**
 * What refuses a change of an employee's status or type (empty when nothing does): one's own status
 * stays as it is, and the last active administrator can be neither disabled nor given a role that is
 * not an administrator's. `otherActiveAdmins` counts the account's other active administrators.
 */
export function refuseEmployeeChange(change: {
  self: boolean;
  before: { employeeType: EmployeeType; status: EmployeeStatus };
  after: { employeeType: EmployeeType; status: EmployeeStatus };
  otherActiveAdmins: number;
}): EmployeeChangeRefusal[] {
  const { before, after } = change;
  const refusals: EmployeeChangeRefusal[] = [];
  if (change.self && before.status !== after.status) {
    refusals.push({ field: "status", code: "OWN_STATUS_LOCKED" });
  }
  if (isActiveAdmin(before) && !isActiveAdmin(after) && change.otherActiveAdmins === 0) {
    if (after.status !== "active" && !refusals.some((refusal) => refusal.field === "status")) {
      refusals.push({ field: "status", code: "LAST_ACTIVE_ADMIN" });
    }
    if (after.employeeType !== "ADMIN") refusals.push({ field: "role_id", code: "LAST_ACTIVE_ADMIN" });
  }
  return refusals;
}
