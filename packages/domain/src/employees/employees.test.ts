import { describe, expect, it } from "vitest";
import { permissions } from "../access/access.ts";
import { employeeAccessOfRole, employeeKey, refuseEmployeeChange } from "./employees.ts";

describe("the employee type a role gives", () => {
  it.each([
    ["Administrator", [...permissions], "ADMIN", []],
    ["Sales", ["deals", "quotes", "contacts.create", "orders"], "DEFAULT", []],
    ["Deals only", ["deals", "quotes", "contacts.create"], "DEFAULT", ["DEALS_ONLY"]],
    ["Supplier representative", ["orders", "suppliers.view"], "MANUFACTURER", []],
    ["no permissions at all", [], "MANUFACTURER", []],
  ] as const)("%s", (_name, granted, employeeType, flags) => {
    expect(employeeAccessOfRole(granted)).toEqual({ employeeType, flags });
  });
});

describe("refusing a change of status or role", () => {
  const admin = { employeeType: "ADMIN", status: "active" } as const;
  const disabledAdmin = { employeeType: "ADMIN", status: "disabled" } as const;
  const sales = { employeeType: "DEFAULT", status: "active" } as const;

  it.each([
    ["disabling the last active admin", admin, disabledAdmin, 0, [["status", "LAST_ACTIVE_ADMIN"]]],
    ["demoting the last active admin", admin, sales, 0, [["role_id", "LAST_ACTIVE_ADMIN"]]],
    [
      "demoting and disabling the last active admin",
      admin,
      { employeeType: "DEFAULT", status: "disabled" },
      0,
      [
        ["status", "LAST_ACTIVE_ADMIN"],
        ["role_id", "LAST_ACTIVE_ADMIN"],
      ],
    ],
    ["disabling an admin while another is active", admin, disabledAdmin, 1, []],
    ["demoting an admin while another is active", admin, sales, 2, []],
    ["keeping the last admin as they are", admin, admin, 0, []],
    ["enabling a disabled admin", disabledAdmin, admin, 0, []],
    ["disabling a sales employee", sales, { ...sales, status: "disabled" }, 0, []],
  ] as const)("%s", (_name, before, after, otherActiveAdmins, expected) => {
    const refusals = refuseEmployeeChange({ self: false, before, after, otherActiveAdmins });
    expect(refusals.map((refusal) => [refusal.field, refusal.code])).toEqual(expected);
  });

  it("never lets an employee change their own status, whoever else is admin", () => {
    expect(
      refuseEmployeeChange({ self: true, before: admin, after: disabledAdmin, otherActiveAdmins: 3 }),
    ).toEqual([{ field: "status", code: "OWN_STATUS_LOCKED" }]);
    expect(
      refuseEmployeeChange({ self: true, before: admin, after: disabledAdmin, otherActiveAdmins: 0 }),
    ).toEqual([{ field: "status", code: "OWN_STATUS_LOCKED" }]);
  });

  it("lets the last admin demote themselves only while another admin stays", () => {
    expect(refuseEmployeeChange({ self: true, before: admin, after: sales, otherActiveAdmins: 0 })).toEqual([
      { field: "role_id", code: "LAST_ACTIVE_ADMIN" },
    ]);
    expect(refuseEmployeeChange({ self: true, before: admin, after: sales, otherActiveAdmins: 1 })).toEqual(
      [],
    );
  });
});

describe("comparing usernames and addresses", () => {
  it("ignores case and surrounding spaces", () => {
    expect(employeeKey("  Sam.Taylor@Example.COM ")).toBe("sam.taylor@example.com");
  });
});
