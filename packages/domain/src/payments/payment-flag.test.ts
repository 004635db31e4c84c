import { describe, expect, it } from "vitest";
import { type FlagValue, type PaymentFigures, paymentFlagMove, paymentProgress } from "./payment-flag.ts";

const quote = { deposit: "1500.00", total: "4998.00" };

describe("paymentProgress", () => {
  it.each<[string, PaymentFigures, string]>([
    ["nothing accepted yet", { received: ["5000.00"], accepted: [] }, "NONE"],
    ["nothing received", { received: [], accepted: [quote] }, "NONE"],
    ["short of the deposit by a cent", { received: ["1000.00", "499.99"], accepted: [quote] }, "NONE"],
    [
      "the deposit, card and manual together",
      { received: ["1000.00", "500.00"], accepted: [quote] },
      "DEPOSIT_PAID",
    ],
    [
      "more than the deposit, short of the total",
      { received: ["4997.99"], accepted: [quote] },
      "DEPOSIT_PAID",
    ],
    ["the total", { received: ["1500.00", "3498.00"], accepted: [quote] }, "PAID_IN_FULL"],
    ["more than the total", { received: ["6000.00"], accepted: [quote] }, "PAID_IN_FULL"],
    [
      "two accepted quotes: their deposits and totals add up",
      { received: ["1600.00"], accepted: [quote, { deposit: "200.00", total: "600.00" }] },
      "NONE",
    ],
    [
      "no deposit asked: only the total moves it",
      { received: ["100.00"], accepted: [{ deposit: "0.00", total: "600.00" }] },
      "NONE",
    ],
    [
      "a quote of nothing is not paid in full by nothing",
      { received: [], accepted: [{ deposit: "0.00", total: "0.00" }] },
      "NONE",
    ],
  ])("%s", (_name, figures, expected) => {
    expect(paymentProgress(figures)).toBe(expected);
  });
});

describe("paymentFlagMove", () => {
  const none: FlagValue = { id: "none", label: "None", isDefault: true };
  const deposit: FlagValue = { id: "dep", label: "Deposit Paid", isDefault: false };
  const full: FlagValue = { id: "full", label: "Paid in Full", isDefault: false };
  const ownValue: FlagValue = { id: "own", label: "Financed", isDefault: false };
  const seeded = [none, deposit, full, ownValue];

  it.each<[string, Parameters<typeof paymentFlagMove>, FlagValue | null]>([
    ["deposit reached from None", ["DEPOSIT_PAID", seeded, "none"], deposit],
    ["deposit reached with no value yet", ["DEPOSIT_PAID", seeded, null], deposit],
    ["paid in full from None", ["PAID_IN_FULL", seeded, "none"], full],
    ["paid in full from Deposit Paid", ["PAID_IN_FULL", seeded, "dep"], full],
    [
      "never back: Paid in Full stays when only the deposit is reached",
      ["DEPOSIT_PAID", seeded, "full"],
      null,
    ],
    ["never back: nothing received leaves Deposit Paid", ["NONE", seeded, "dep"], null],
    ["already there", ["DEPOSIT_PAID", seeded, "dep"], null],
    ["a value of the dealer's own is left alone", ["PAID_IN_FULL", seeded, "own"], null],
    [
      "a workflow without Paid in Full stops at Deposit Paid",
      ["PAID_IN_FULL", [none, deposit], "none"],
      deposit,
    ],
    ["a workflow without the values: nothing to move to", ["PAID_IN_FULL", [none], "none"], null],
  ])("%s", (_name, args, expected) => {
    expect(paymentFlagMove(...args)).toEqual(expected);
  });
});
