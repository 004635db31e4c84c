import { describe, expect, it } from "vitest";
import {
  hasPaymentLink,
  keptTransactionDate,
  type PaymentAction,
  type PaymentState,
  paymentAmountProblem,
  paymentRefusal,
  paymentStatuses,
  transactionDateProblem,
} from "./payments.ts";

describe("paymentAmountProblem", () => {
  it.each([
    ["0.50", null],
    ["0.5", null],
    ["1", null],
    ["1498.92", null],
    [" 25.00 ", null],
    ["9999999999.99", null],
    ["0.49", "PAYMENT_BELOW_MINIMUM"],
    ["0", "PAYMENT_BELOW_MINIMUM"],
    ["0.00", "PAYMENT_BELOW_MINIMUM"],
    ["-5", "DECIMAL_EXPECTED"],
    ["12.345", "DECIMAL_EXPECTED"],
    ["1e3", "DECIMAL_EXPECTED"],
    ["", "DECIMAL_EXPECTED"],
    ["12,50", "DECIMAL_EXPECTED"],
    ["12345678901", "DECIMAL_EXPECTED"],
  ])("%j → %s", (amount, expected) => {
    expect(paymentAmountProblem(amount)).toBe(expected);
  });
});

describe("paymentRefusal", () => {
  const cases: [PaymentState, PaymentAction, string | null][] = [
    // A manual payment is the dealer's own record.
    ...paymentStatuses.flatMap((status): [PaymentState, PaymentAction, string | null][] => [
      [{ type: "MANUAL", status }, "edit", null],
      [{ type: "MANUAL", status }, "archive", null],
      [{ type: "MANUAL", status }, "cancel", "PAYMENT_NOT_CANCELLABLE"],
    ]),
    // A card payment is the provider's once made.
    [{ type: "CARD", status: "REQUESTED" }, "edit", "PAYMENT_READ_ONLY"],
    [{ type: "CARD", status: "PAID" }, "edit", "PAYMENT_READ_ONLY"],
    [{ type: "CARD", status: "REQUESTED" }, "cancel", null],
    [{ type: "CARD", status: "PAID" }, "cancel", "PAYMENT_NOT_CANCELLABLE"],
    [{ type: "CARD", status: "CANCELLED" }, "cancel", "PAYMENT_NOT_CANCELLABLE"],
    [{ type: "CARD", status: "CANCELLED" }, "archive", null],
    [{ type: "CARD", status: "REQUESTED" }, "archive", "PAYMENT_NOT_ARCHIVABLE"],
    [{ type: "CARD", status: "PAID" }, "archive", "PAYMENT_NOT_ARCHIVABLE"],
  ];
  it.each(cases)("%j, %s → %s", (payment, action, expected) => {
    expect(paymentRefusal(payment, action)).toBe(expected);
  });
});

describe("hasPaymentLink", () => {
  it("is only a requested card payment's", () => {
    expect(hasPaymentLink({ type: "CARD", status: "REQUESTED" })).toBe(true);
    expect(hasPaymentLink({ type: "CARD", status: "PAID" })).toBe(false);
    expect(hasPaymentLink({ type: "CARD", status: "CANCELLED" })).toBe(false);
    expect(hasPaymentLink({ type: "MANUAL", status: "REQUESTED" })).toBe(false);
  });
});

describe("keptTransactionDate", () => {
  it("keeps the date only on a paid payment", () => {
    expect(keptTransactionDate("PAID", "2026-11-20")).toBe("2026-11-20");
    expect(keptTransactionDate("PAID", undefined)).toBeNull();
    expect(keptTransactionDate("REQUESTED", "2026-11-20")).toBeNull();
    expect(keptTransactionDate("CANCELLED", "2026-11-20")).toBeNull();
  });
});

describe("a manual payment's transaction date", () => {
  it("is needed once it is paid, and only then", () => {
    expect(transactionDateProblem("PAID", null)).toBe("REQUIRED");
    expect(transactionDateProblem("PAID", "")).toBe("REQUIRED");
    expect(transactionDateProblem("PAID", "2026-11-20")).toBeNull();
    expect(transactionDateProblem("REQUESTED", null)).toBeNull();
    expect(transactionDateProblem("CANCELLED", undefined)).toBeNull();
  });
});
