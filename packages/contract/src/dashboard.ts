import { phases } from "@portal/domain";
import { z } from "zod";
import { defineCall } from "./call.ts";

// The dashboard's pipeline sections (issue "Pipeline" → Dashboard): one per active workflow, with
// its open deals counted per phase and status and how many of them have alerts.

export const workflowSummarySchema = z.object({
  workflow: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  /** Open deals: not archived, in a phase other than Closed or Cancelled (domain isOpenPhase). */
  dealCount: z.number().int(),
  /** Deals with at least one alert. */
  alertDealCount: z.number().int(),
  warningCount: z.number().int(),
  infoCount: z.number().int(),
  phases: z.array(
    z.object({
      phase: z.enum(phases),
      dealCount: z.number().int(),
      /** The phase's statuses in workflow order, empty ones included. */
      statuses: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          dealCount: z.number().int(),
          alertDealCount: z.number().int(),
        }),
      ),
    }),
  ),
});
export type WorkflowSummary = z.infer<typeof workflowSummarySchema>;

export const getPipelineSummary = defineCall({
  method: "GET",
  path: "/dashboard/pipeline",
  summary: "Per active workflow: open deals per phase and status, and alert counts",
  response: z.array(workflowSummarySchema),
});
