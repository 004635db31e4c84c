// A configured product's options in a line of words, as the quote's and the purchase order's lines show them.
import type { PurchaseOrderConfiguration } from "@portal/contract";

export function configurationSummary(configuration: PurchaseOrderConfiguration): string {
  return configuration.optionGroups
    .flatMap((group) =>
      group.options.map((option) =>
        option.type === "FABRIC" ? `${option.itemName} ${option.color}`.trim() : option.value,
      ),
    )
    .join(", ");
}
