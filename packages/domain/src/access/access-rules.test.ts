import { describe, expect, it } from "vitest";
import { type AccessInput, computeFeatures, type Permission, permissions } from "./access.ts";
import { type AccessAction, accessActions, can } from "./access-rules.ts";

const dealer: Omit<AccessInput, "employeeType" | "flags"> = {
  modules: ["DEALS"],
  toggles: { personnel: true, manufacturer_private_orders: true },
};

// The seeded roles (DOMAIN.md "Accounts, people, permissions").
const people = {
  admin: { employeeType: "ADMIN", flags: [], permissions: [...permissions] },
  sales: {
    employeeType: "DEFAULT",
    flags: [],
    permissions: ["deals", "quotes", "contacts.create", "orders"],
  },
  dealsOnly: {
    employeeType: "DEFAULT",
    flags: ["DEALS_ONLY"],
    permissions: ["deals", "quotes", "contacts.create"],
  },
  supplierRep: { employeeType: "MANUFACTURER", flags: [], permissions: ["orders", "suppliers.view"] },
} as const satisfies Record<
  string,
  Pick<AccessInput, "employeeType" | "flags"> & { permissions: readonly Permission[] }
>;

function accessOf(person: keyof typeof people, modules: AccessInput["modules"] = dealer.modules) {
  const { permissions: granted, ...who } = people[person];
  return { features: computeFeatures({ ...dealer, ...who, modules }), permissions: granted };
}

describe("can", () => {
  it("lets an administrator do everything in a Deals account but read legacy orders, which need their module, and mark an order private, which is the supplier's", () => {
    expect(accessActions.filter((action) => !can(accessOf("admin"), action))).toEqual([
      "legacyOrders.view",
      "orders.private",
    ]);
    const everyModule = accessOf("admin", ["DEALS", "BURNS_LEGACY_ORDERS"]);
    expect(accessActions.filter((action) => !can(everyModule, action))).toEqual(["orders.private"]);
  });

  it("lets anyone of an account with the legacy module read legacy orders, DEALS_ONLY or not", () => {
    for (const person of ["sales", "dealsOnly", "supplierRep"] as const) {
      expect(can(accessOf(person, ["DEALS", "BURNS_LEGACY_ORDERS"]), "legacyOrders.view")).toBe(true);
      expect(can(accessOf(person), "legacyOrders.view")).toBe(false);
    }
  });

  it.each([
    ["sales", "deals.edit", true],
    ["sales", "quotes", true],
    ["sales", "quotes.taxOverride", false],
    ["sales", "settings.view", true],
    ["sales", "settings.edit", false],
    ["sales", "settings.workflows.view", false],
    ["dealsOnly", "deals.edit", true],
    ["dealsOnly", "contacts.create", true],
    ["dealsOnly", "settings.view", false],
    ["dealsOnly", "settings.deals.edit", false],
    ["dealsOnly", "orders.view", false],
    ["dealsOnly", "orders.convert", false],
    ["sales", "orders.convert", true],
    ["sales", "orders.private", false],
    ["supplierRep", "orders.private", true],
    ["supplierRep", "deals.view", true],
    ["supplierRep", "deals.edit", false],
    ["supplierRep", "contacts.view", true],
    ["supplierRep", "contacts.edit", false],
    ["supplierRep", "contacts.create", false],
    ["supplierRep", "personnel.view", true],
    ["supplierRep", "personnel.edit", false],
    ["dealsOnly", "personnel.edit", true],
    ["supplierRep", "quotes", false],
    ["supplierRep", "orders.view", true],
    ["supplierRep", "orders.edit", true],
    ["supplierRep", "orders.convert", false],
    ["supplierRep", "settings.view", true],
    ["supplierRep", "settings.edit", false],
  ] as const)("%s: %s is %s", (person, action: AccessAction, expected) => {
    expect(can(accessOf(person), action)).toBe(expected);
  });

  it("needs every feature of a rule, not one of them", () => {
    const noDeals = accessOf("admin", []);
    expect(can(noDeals, "settings.view")).toBe(true);
    expect(can(noDeals, "settings.deals.view")).toBe(false);
    expect(can(noDeals, "deals.view")).toBe(false);
  });

  it("needs every permission of a rule: the tax override also needs quotes", () => {
    const access = { features: accessOf("admin").features, permissions: ["quotes.tax_override"] as const };
    expect(can(access, "quotes.taxOverride")).toBe(false);
    expect(can({ ...access, permissions: ["quotes", "quotes.tax_override"] }, "quotes.taxOverride")).toBe(
      true,
    );
  });

  it("lets a signed-in employee with no features and no permissions only the session's own calls", () => {
    const none = {
      features: computeFeatures({ ...people.dealsOnly, ...dealer, modules: [] }),
      permissions: [],
    };
    expect(accessActions.filter((action) => can(none, action))).toEqual(["session", "catalogue.import"]);
  });
});
