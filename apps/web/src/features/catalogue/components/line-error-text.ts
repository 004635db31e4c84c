// A configured line's error in words (spec 000 §3 "Order line errors"), for quotes and purchase orders.
import type { OrderLine } from "@portal/contract";
import { i18n } from "../../../shared/i18n/i18n.ts";

export type LineError = OrderLine["context"]["errors"][number];

export function lineErrorText(error: LineError): string {
  const base = i18n.t(`errors.${error.code}`);
  return error.groupName ? `${base} (${error.groupName})` : base;
}
