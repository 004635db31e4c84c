import type { LineChoices, OrderLine } from "@portal/contract";
import { useLinePricePreview } from "../api/preview-order-line-price.ts";

export type LivePrice = {
  pricing: OrderLine["pricing"];
  errors: OrderLine["context"]["errors"];
  explanation: OrderLine["context"]["explanation"];
  /** A newer answer is on its way. */
  pending: boolean;
};

/** What the line would cost with `choices`: the saved line's own figures until the first answer. */
export function useLivePrice(line: OrderLine, choices: LineChoices): LivePrice {
  const { preview, pending } = useLinePricePreview(line.id, choices);
  return {
    pricing: preview?.pricing ?? line.pricing,
    errors: preview?.errors ?? line.context.errors,
    explanation: preview?.explanation ?? line.context.explanation,
    pending,
  };
}
