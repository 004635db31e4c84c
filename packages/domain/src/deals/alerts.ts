// Deal alerts (spec 000 §4 "Deal alerts", DOMAIN.md): computed on read from the deal's phase, status,
// counts and flag values. The flag and value names are those of the seeded "Sales" workflow.
import type { Phase } from "../workflows/workflows.ts";

export type AlertType = "WARNING" | "INFO";
export type AlertKey =
  | "QUOTING_WITHOUT_QUOTES"
  | "IN_PROGRESS_WITHOUT_ORDERS"
  | "SIGNED_AWAITING_DEPOSIT"
  | "RECEIVED_AWAITING_INSTALL_BOOKING"
  | "CANCELLED_WITHOUT_LOST_REASON";

export type DealAlert = { type: AlertType; key: AlertKey; content: string };

export type AlertInput = {
  phase: Phase;
  statusName: string;
  quoteCount: number;
  orderCount: number;
  /** The deal's value label per flag name, e.g. { Payment: "None" }. */
  flagLabels: Readonly<Record<string, string | undefined>>;
};

export const alertContent: Record<AlertKey, string> = {
  QUOTING_WITHOUT_QUOTES: "Quoting without a quote",
  IN_PROGRESS_WITHOUT_ORDERS: "In progress without a purchase order",
  SIGNED_AWAITING_DEPOSIT: "Signed and awaiting deposit",
  RECEIVED_AWAITING_INSTALL_BOOKING: "Received and awaiting installation booking",
  CANCELLED_WITHOUT_LOST_REASON: "Cancelled without a Lost Reason",
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const flagIs = (input: AlertInput, flag: string, label: string) => {
  const value = Object.entries(input.flagLabels).find(([name]) => sameName(name, flag))?.[1];
  return value !== undefined && sameName(value, label);
};

export function computeDealAlerts(input: AlertInput): DealAlert[] {
  const alerts: DealAlert[] = [];
  const add = (type: AlertType, key: AlertKey) => alerts.push({ type, key, content: alertContent[key] });
  if (input.phase === "QUOTING" && input.quoteCount === 0) add("WARNING", "QUOTING_WITHOUT_QUOTES");
  if (input.phase === "IN_PROGRESS" && input.orderCount === 0) add("WARNING", "IN_PROGRESS_WITHOUT_ORDERS");
  if (sameName(input.statusName, "Signed") && flagIs(input, "Payment", "None")) {
    add("INFO", "SIGNED_AWAITING_DEPOSIT");
  }
  if (sameName(input.statusName, "Received") && flagIs(input, "Install", "None")) {
    add("INFO", "RECEIVED_AWAITING_INSTALL_BOOKING");
  }
  if (input.phase === "CANCELLED" && flagIs(input, "Lost Reason", "Unknown")) {
    add("WARNING", "CANCELLED_WITHOUT_LOST_REASON");
  }
  return alerts;
}

/** 100 per warning, 1 per info: the board's `alerts` sort puts the heaviest first. */
export function alertWeight(alerts: readonly DealAlert[]): number {
  return alerts.reduce((total, alert) => total + (alert.type === "WARNING" ? 100 : 1), 0);
}
