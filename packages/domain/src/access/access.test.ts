import { describe, expect, it } from "vitest";
import { type AccessInput, computeFeatures } from "./access.ts";

const base: AccessInput = {
  modules: ["DEALS", "BURNS_LEGACY_ORDERS"],
  toggles: { personnel: true, manufacturer_private_orders: true },
  employeeType: "ADMIN",
  flags: [],
};

describe("computeFeatures", () => {
  it("gives an admin of a Deals account every feature but the supplier's private toggle", () => {
    const features = computeFeatures(base);
    expect(Object.entries(features).filter(([, on]) => !on)).toEqual([
      ["manufacturer_private_orders", false],
    ]);
  });

  it.each([
    ["Deals", { modules: [] }, false],
    ["LegacyOrders", { modules: ["DEALS"] }, false],
    ["LegacyOrders", { modules: ["BURNS_LEGACY_ORDERS"] }, true],
    ["LegacyOrders", { flags: ["DEALS_ONLY"] }, true],
    ["personnel", { modules: [] }, false],
    ["personnel", { toggles: { personnel: false, manufacturer_private_orders: true } }, false],
    ["SettingsWorkflows", { employeeType: "DEFAULT" }, false],
    ["SettingsCustomFields", { employeeType: "DEFAULT" }, false],
    ["SettingsEmployees", { employeeType: "DEFAULT" }, false],
    ["SettingsEmployees", { modules: [] }, true],
    ["SettingsWorkflows", { modules: [] }, false],
    ["SettingsIntegrations", { employeeType: "DEFAULT" }, true],
    ["SettingsIntegrations", { modules: [] }, false],
    ["Purchasing", { flags: ["DEALS_ONLY"] }, false],
    ["Settings", { flags: ["DEALS_ONLY"] }, false],
    ["SettingsEmployees", { flags: ["DEALS_ONLY"] }, false],
    ["Deals", { flags: ["DEALS_ONLY"] }, true],
    ["manufacturer_private_orders", { employeeType: "DEFAULT" }, false],
    ["manufacturer_private_orders", { employeeType: "ADMIN" }, false],
    ["manufacturer_private_orders", { employeeType: "MANUFACTURER" }, true],
    [
      "manufacturer_private_orders",
      { toggles: { personnel: true, manufacturer_private_orders: false } },
      false,
    ],
  ] as const)("%s with %o is %s", (feature, change, expected) => {
    expect(computeFeatures({ ...base, ...change })[feature]).toBe(expected);
  });
});
