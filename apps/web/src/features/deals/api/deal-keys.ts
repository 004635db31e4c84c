// Every query key of the deals area: all start with "deals", so a change can refresh a workflow's boards
// (whatever their filters) or one deal.
import type { BoardQuery } from "../filters/board-filters.ts";

const all = ["deals"] as const;

export const dealKeys = {
  all,
  /** Every board query of a workflow, so a change can refresh all its filters at once. */
  boards: (workflowId: string) => [...all, "board", workflowId] as const,
  board: (workflowId: string, query: BoardQuery) => [...dealKeys.boards(workflowId), query] as const,
  detail: (dealId: string) => [...all, "detail", dealId] as const,
};
