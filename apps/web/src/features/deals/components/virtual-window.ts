// Which cards of a long column are mounted, as data: the virtualizer picks the range, this splits
// it into the cards laid out in the list's flow and the space above and below them.
import type { VirtualItem } from "@tanstack/react-virtual";

/** Columns up to this many cards mount them all; longer ones mount only what can be seen. */
export const virtualizeFrom = 40;

export type VirtualWindow = {
  /** Consecutive items, laid out in the list's flow. */
  inFlow: VirtualItem[];
  /** Items outside that run (the dragged card scrolled away), placed absolutely at their start. */
  outside: VirtualItem[];
  /** Space above the first and below the last item in flow. */
  before: number;
  after: number;
};

export function splitWindow(
  items: readonly VirtualItem[],
  totalSize: number,
  pinnedIndex: number,
): VirtualWindow {
  const runs = items.filter((item) => item.index !== pinnedIndex || isAdjacent(items, item));
  const outside = items.filter((item) => !runs.includes(item));
  const first = runs[0];
  const last = runs.at(-1);
  return {
    inFlow: runs,
    outside,
    before: first ? first.start : 0,
    after: last ? Math.max(totalSize - last.end, 0) : totalSize,
  };
}

/** Whether a pinned item touches the rest of the range (then it stays in the flow). */
function isAdjacent(items: readonly VirtualItem[], item: VirtualItem): boolean {
  return items.some((other) => other.index === item.index - 1 || other.index === item.index + 1);
}
