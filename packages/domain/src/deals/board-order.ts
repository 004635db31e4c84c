// Where a moved deal lands in its status column (DOMAIN.md "Board order"): a move names the deal it
// goes below, or none for the top. Sort orders are integers with gaps, so a move usually writes one
// row; when two neighbours leave no gap the column is renumbered (in the same transaction).

export const sortOrderGap = 1024;

export type Placed = { id: string; sortOrder: number };

export type Placement = { kind: "single"; sortOrder: number } | { kind: "renumber"; order: Placed[] };

/**
 * `column` is the target column in display order (ascending sortOrder), without the moving deal.
 * Returns the moving deal's new sortOrder, or a full renumbering that includes it.
 */
export function placeInColumn(
  column: readonly Placed[],
  dealId: string,
  belowDealId: string | null,
): Placement {
  const index = belowDealId === null ? 0 : column.findIndex((deal) => deal.id === belowDealId) + 1;
  if (belowDealId !== null && index === 0) throw new Error(`Deal ${belowDealId} is not in the target column`);
  const above = column[index - 1];
  const below = column[index];
  if (!above && !below) return { kind: "single", sortOrder: sortOrderGap };
  if (!above && below) return { kind: "single", sortOrder: below.sortOrder - sortOrderGap };
  if (above && !below) return { kind: "single", sortOrder: above.sortOrder + sortOrderGap };
  if (above && below && below.sortOrder - above.sortOrder >= 2) {
    return { kind: "single", sortOrder: Math.floor((above.sortOrder + below.sortOrder) / 2) };
  }
  const ids = column.map((deal) => deal.id);
  ids.splice(index, 0, dealId);
  return { kind: "renumber", order: ids.map((id, i) => ({ id, sortOrder: (i + 1) * sortOrderGap })) };
}
