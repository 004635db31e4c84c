// What pricing needs of a supplier's product (DOMAIN.md "Catalogue"). Lengths are whole
// millimetres; money and percentages are decimal strings.
import type { ProductPlace } from "./adjustment.ts";
import type { DecimalString } from "./money.ts";

/** Cost prices by width (columns) × drop (rows); a size rounds up to the next breakpoint. */
export type PriceGrid = {
  /** Ascending column breakpoints, mm. */
  widths: number[];
  /** Ascending row breakpoints, mm. */
  drops: number[];
  /** costs[row][column]; null or "0" = not made in that size. */
  costs: (DecimalString | null)[][];
};

export type OptionCost =
  | { kind: "FIXED"; amount: DecimalString }
  /** Per metre of the item's width. */
  | { kind: "PER_METRE"; amount: DecimalString }
  /** Per square metre of width × drop. */
  | { kind: "PER_SQM"; amount: DecimalString }
  | { kind: "PERCENT_OF_BASE"; percent: DecimalString };

/** Sizes an option is offered for (inclusive, mm); a missing bound is open. */
export type SizeRule = { minWidth?: number; maxWidth?: number; minDrop?: number; maxDrop?: number };

export type CatalogueOption = {
  id: string;
  name: string;
  cost: OptionCost;
  imageUrl?: string | null;
  allowedSizes?: SizeRule;
};

export type OptionGroup = {
  id: string;
  name: string;
  required: boolean;
  /** Many choices allowed; otherwise one at most. */
  multiple: boolean;
  options: CatalogueOption[];
};

export type Fabric = {
  id: string;
  name: string;
  brandName: string;
  color: string;
  costPerMetre: DecimalString;
  /** Roll width, mm. */
  width: number;
  /** Pattern repeat, mm (0 = plain). */
  repeat: number;
};

/** A cost charged per fabric width (drop) sewn, or per metre of the finished item's width. */
export type MakingCost = { per: "WIDTH" | "METRE"; amount: DecimalString };

/** Made-up fabric products (curtains, romans). */
export type FabricMaking = {
  /** Finished width × fullness = fabric width to cover (e.g. "2" or "2.5"). */
  fullness: DecimalString;
  /** Hems and heading added to each drop, mm. */
  dropAllowance: number;
  fabrics: Fabric[];
  making: MakingCost;
  /** Lining per metre of lining fabric used (same widths and drops as the face fabric). */
  liningPerMetre?: DecimalString | null;
  /** Per metre of the finished width. */
  trimPerMetre?: DecimalString | null;
  pipingPerMetre?: DecimalString | null;
};

/** The supplier's charges on each item, after the dealer's bundles are applied. */
export type SupplierCharges = {
  freightPerItem: DecimalString;
  installationPerItem: DecimalString;
  /** % of the grid cost. */
  surchargePercent: DecimalString;
  /** % added to every cost component. */
  costPaddingPercent: DecimalString;
};

export type PricedProduct = ProductPlace & {
  name: string;
  hasWidth: boolean;
  hasHeight: boolean;
  hasQuantity: boolean;
  priceGrid: PriceGrid | null;
  optionGroups: OptionGroup[];
  fabric: FabricMaking | null;
  charges: SupplierCharges;
  /** The supplier took it out of the catalogue: lines keep it, marked not orderable. */
  removed?: boolean;
};

/** What a dealer chose for one line. */
export type LineConfiguration = {
  /** mm; null when the product has no width. */
  width: number | null;
  height: number | null;
  quantity: number;
  /** Chosen option ids per option group id. */
  selections: Record<string, string[]>;
  fabricId: string | null;
};

export const noCharges: SupplierCharges = {
  freightPerItem: "0",
  installationPerItem: "0",
  surchargePercent: "0",
  costPaddingPercent: "0",
};
