// A deal's payments (spec 000 §3 Deal payment, §4 Payment; 001 §9; DOMAIN.md "Quotes, payments,
// orders"): the rules the Payments tab offers and the API enforces, answered as codes.
import { toCents } from "../pricing/money-text.ts";

export const paymentTypes = ["MANUAL", "CARD"] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const paymentStatuses = ["REQUESTED", "PAID", "CANCELLED"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A card payment's attempts at the provider: each checkout session's outcome. */
export const paymentRecordStatuses = ["PENDING", "SUCCEEDED", "FAILED"] as const;
export type PaymentRecordStatus = (typeof paymentRecordStatuses)[number];

/** Spec 001 §9: no payment asks for less (a card provider's own minimum charge). */
export const minimumPaymentAmount = "0.50";
const minimumPaymentCents = 50n;

/** Money to the cent as a form sends it: not negative, ten digits of dollars, at most two places. */
export const amountPattern = /^\d{1,10}(?:\.\d{1,2})?$/;

export const paymentAmountCodes = ["DECIMAL_EXPECTED", "PAYMENT_BELOW_MINIMUM"] as const;
export type PaymentAmountCode = (typeof paymentAmountCodes)[number];

/** What is wrong with an amount a payment asks for, or null: a sum to the cent, at least $0.50. */
export function paymentAmountProblem(amount: string): PaymentAmountCode | null {
  const text = amount.trim();
  if (!amountPattern.test(text)) return "DECIMAL_EXPECTED";
  // The pattern admits only what toCents reads.
  return (toCents(text) ?? 0n) < minimumPaymentCents ? "PAYMENT_BELOW_MINIMUM" : null;
}

export const paymentRefusalCodes = [
  "PAYMENT_READ_ONLY",
  "PAYMENT_NOT_CANCELLABLE",
  "PAYMENT_NOT_ARCHIVABLE",
] as const;
export type PaymentRefusalCode = (typeof paymentRefusalCodes)[number];

export type PaymentState = { type: PaymentType; status: PaymentStatus };

export type PaymentAction = "edit" | "cancel" | "archive";

/**
 * Why staff may not do `action` to a payment, or null when they may. A manual payment is the dealer's
 * own record: it is edited and archived at will. A card payment belongs to the provider once made:
 * never edited; cancelled only while it is still requested (its link then stops working), and
 * archived only once cancelled, so a paid or payable card payment never leaves the deal's list.
 */
export function paymentRefusal(payment: PaymentState, action: PaymentAction): PaymentRefusalCode | null {
  if (payment.type === "MANUAL") return action === "cancel" ? "PAYMENT_NOT_CANCELLABLE" : null;
  switch (action) {
    case "edit":
      return "PAYMENT_READ_ONLY";
    case "cancel":
      return payment.status === "REQUESTED" ? null : "PAYMENT_NOT_CANCELLABLE";
    case "archive":
      return payment.status === "CANCELLED" ? null : "PAYMENT_NOT_ARCHIVABLE";
  }
}

/** A card payment still waiting for the customer: it has a link to share. */
export function hasPaymentLink(payment: PaymentState): boolean {
  return payment.type === "CARD" && payment.status === "REQUESTED";
}

/** A payment recorded as PAID by hand says when it was paid (a card payment's date comes from the provider). */
export function transactionDateProblem(
  status: PaymentStatus,
  transactedAt: string | null | undefined,
): "REQUIRED" | null {
  return status === "PAID" && !transactedAt ? "REQUIRED" : null;
}

/** The transaction date a payment keeps: its own when paid, none otherwise (spec 000 §4). */
export function keptTransactionDate<T>(status: PaymentStatus, transactedAt: T | null | undefined): T | null {
  return status === "PAID" ? (transactedAt ?? null) : null;
}
