// The deal's Payment flag follows the money (DOMAIN.md "Quotes, payments, orders"): what has been
// received, card or marked Paid by hand, against the accepted quotes' deposit and total. The portal
// moves the flag forward only (None → Deposit Paid → Paid in Full); a value staff chose that the rule
// does not know, or one further on, stays as it is.
import { toCents } from "../pricing/money-text.ts";

/** The seeded workflows' flag and the values the rule moves it to (DOMAIN.md "Workflows"). */
export const paymentFlag = {
  name: "Payment",
  depositPaid: "Deposit Paid",
  paidInFull: "Paid in Full",
} as const;

export type PaymentProgress = "NONE" | "DEPOSIT_PAID" | "PAID_IN_FULL";

export type PaymentFigures = {
  /** Every payment of the deal that is PAID and not archived, added up ("120.50" each). */
  received: readonly string[];
  /** The accepted live quotes' deposits and grand totals inc tax; none while nothing is accepted. */
  accepted: readonly { deposit: string; total: string }[];
};

const cents = (amounts: readonly string[]) =>
  amounts.reduce((sum, amount) => sum + (toCents(amount) ?? 0n), 0n);

/**
 * How far the deal is paid: the accepted quotes' total reached → PAID_IN_FULL; a deposit they ask
 * for reached → DEPOSIT_PAID; else NONE. Nothing accepted, nothing to measure against: NONE.
 */
export function paymentProgress(figures: PaymentFigures): PaymentProgress {
  if (figures.accepted.length === 0) return "NONE";
  const received = cents(figures.received);
  const total = cents(figures.accepted.map((quote) => quote.total));
  const deposit = cents(figures.accepted.map((quote) => quote.deposit));
  if (total > 0n && received >= total) return "PAID_IN_FULL";
  if (deposit > 0n && received >= deposit) return "DEPOSIT_PAID";
  return "NONE";
}

export type FlagValue = { id: string; label: string; isDefault: boolean };

const rank = (value: FlagValue | undefined): number | null => {
  if (!value || value.isDefault) return 0;
  if (value.label === paymentFlag.depositPaid) return 1;
  if (value.label === paymentFlag.paidInFull) return 2;
  // A value of the dealer's own: the rule does not know where it stands, so it is left alone.
  return null;
};

/**
 * The Payment flag value the deal moves to, or null to leave it: forward only, to the furthest value
 * the progress reaches that the workflow has (a workflow without Paid in Full stops at Deposit Paid).
 */
export function paymentFlagMove(
  progress: PaymentProgress,
  values: readonly FlagValue[],
  currentValueId: string | null,
): FlagValue | null {
  const current = rank(values.find((value) => value.id === currentValueId));
  if (current === null) return null;
  const wanted =
    progress === "PAID_IN_FULL"
      ? [paymentFlag.paidInFull, paymentFlag.depositPaid]
      : progress === "DEPOSIT_PAID"
        ? [paymentFlag.depositPaid]
        : [];
  for (const label of wanted) {
    const target = values.find((value) => value.label === label);
    if (target && (rank(target) ?? 0) > current) return target;
  }
  return null;
}
