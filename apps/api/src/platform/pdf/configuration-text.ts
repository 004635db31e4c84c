// A configured line in words for the PDFs (the quote's sheets and the purchase order): its size and
// each option group's chosen options. The web app words it for the screen in its own summary.
import type { PurchaseOrderConfiguration } from "@portal/contract";

/** "1000 × 1500 mm", "1000 mm" with a width only, or "" without one. */
export function sizeText({ width, height }: PurchaseOrderConfiguration): string {
  return width && height ? `${width} × ${height} mm` : width ? `${width} mm` : "";
}

/** One "Group: option, option" per option group with a choice. */
export function optionGroupTexts(configuration: PurchaseOrderConfiguration): string[] {
  return configuration.optionGroups.map(
    (group) => `${group.name}: ${group.options.map((option) => option.value).join(", ")}`,
  );
}
