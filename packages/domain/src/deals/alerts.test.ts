import { describe, expect, it } from "vitest";
import { type AlertInput, alertWeight, computeDealAlerts } from "./alerts.ts";

const base: AlertInput = {
  phase: "NEW",
  statusName: "New Lead",
  quoteCount: 0,
  orderCount: 0,
  flagLabels: {},
};
const keys = (input: Partial<AlertInput>) => computeDealAlerts({ ...base, ...input }).map((a) => a.key);

describe("computeDealAlerts", () => {
  it.each<[string, Partial<AlertInput>, string[]]>([
    ["a new deal has none", {}, []],
    ["quoting with no quote warns", { phase: "QUOTING" }, ["QUOTING_WITHOUT_QUOTES"]],
    ["quoting with a quote is fine", { phase: "QUOTING", quoteCount: 1 }, []],
    [
      "in progress with no order warns",
      { phase: "IN_PROGRESS", quoteCount: 2 },
      ["IN_PROGRESS_WITHOUT_ORDERS"],
    ],
    ["in progress with an order is fine", { phase: "IN_PROGRESS", orderCount: 1 }, []],
    [
      "signed with Payment None is awaiting deposit",
      { phase: "IN_PROGRESS", orderCount: 1, statusName: "Signed", flagLabels: { Payment: "None" } },
      ["SIGNED_AWAITING_DEPOSIT"],
    ],
    [
      "signed with a deposit paid is fine",
      { phase: "IN_PROGRESS", orderCount: 1, statusName: "Signed", flagLabels: { Payment: "Deposit Paid" } },
      [],
    ],
    [
      "received with Install None is awaiting booking",
      { phase: "IN_PROGRESS", orderCount: 1, statusName: "Received", flagLabels: { Install: "None" } },
      ["RECEIVED_AWAITING_INSTALL_BOOKING"],
    ],
    [
      "cancelled with Lost Reason Unknown warns",
      { phase: "CANCELLED", statusName: "Lost", flagLabels: { "Lost Reason": "Unknown" } },
      ["CANCELLED_WITHOUT_LOST_REASON"],
    ],
    [
      "cancelled with a reason is fine",
      { phase: "CANCELLED", statusName: "Lost", flagLabels: { "Lost Reason": "Price" } },
      [],
    ],
    [
      "a workflow without the flag raises no flag alert",
      { phase: "CANCELLED", statusName: "Lost", flagLabels: {} },
      [],
    ],
  ])("%s", (_, input, expected) => {
    expect(keys(input)).toEqual(expected);
  });

  it("carries the spec's texts", () => {
    const [alert] = computeDealAlerts({ ...base, statusName: "Signed", flagLabels: { Payment: "None" } });
    expect(alert).toEqual({
      type: "INFO",
      key: "SIGNED_AWAITING_DEPOSIT",
      content: "Signed and awaiting deposit",
    });
  });
});

describe("alertWeight", () => {
  it("counts 100 per warning and 1 per info", () => {
    const alerts = computeDealAlerts({
      ...base,
      phase: "IN_PROGRESS",
      statusName: "Signed",
      flagLabels: { Payment: "None" },
    });
    expect(alerts.map((a) => a.type)).toEqual(["WARNING", "INFO"]);
    expect(alertWeight(alerts)).toBe(101);
    expect(alertWeight([])).toBe(0);
  });
});
