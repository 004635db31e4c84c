import type { LineChoices } from "@portal/contract";

/** The line's own limits: lengths the contract takes, quantities a line holds. */
export const maxLength = 100_000;
export const maxQuantity = 999;

/** A size not above 0 (typed, not yet clamped on leaving the field) is no size yet. */
export function toChoices(values: LineChoices): LineChoices {
  const size = (value: number | null) => (value !== null && value > 0 ? value : null);
  return { ...values, width: size(values.width), height: size(values.height) };
}
