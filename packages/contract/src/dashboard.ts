import { phases, purchaseOrderStatuses } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { moneySchema } from "./shared.ts";

// The dashboard's pipeline sections (issue "Pipeline" → Dashboard): one per active workflow, with
// its open deals counted per phase and status and how many of them have alerts. Its 'Orders' section
// (issue 12): the recent purchase orders counted per status, not shipped as rows.

export const workflowSummarySchema = z.object({
  workflow: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  /** Open deals: not archived, in a phase other than Closed or Cancelled (domain isOpenPhase). */
  dealCount: z.number().check(z.int()),
  /** Deals with at least one alert. */
  alertDealCount: z.number().check(z.int()),
  warningCount: z.number().check(z.int()),
  infoCount: z.number().check(z.int()),
  phases: z.array(
    z.object({
      phase: z.enum(phases),
      dealCount: z.number().check(z.int()),
      /** The phase's statuses in workflow order, empty ones included. */
      statuses: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          dealCount: z.number().check(z.int()),
          alertDealCount: z.number().check(z.int()),
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

/** The dashboard's 'Orders' section (spec 000 §2): by default the past 30 days, today included. */
export const orderSummaryDays = 30;

export const orderSummaryQuerySchema = z.object({
  /** Created on or after this day, and on or before `to` (yyyy-MM-dd, the account's calendar). */
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
});
export type OrderSummaryQuery = z.input<typeof orderSummaryQuerySchema>;

export const orderSummarySchema = z.object({
  /** The days counted, both included: the ones asked for, else the past 30 days ending today. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every status, in the domain's order (OPEN, SUBMITTED), those without orders included. */
  statuses: z.array(
    z.object({
      status: z.enum(purchaseOrderStatuses),
      /** Orders created on those days, not archived, that the caller may see. */
      orderCount: z.number().check(z.int()),
      /** Their total cost, summed exactly ("0.00" for none). */
      totalCost: moneySchema,
    }),
  ),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const getOrderSummary = defineCall({
  method: "GET",
  path: "/dashboard/orders",
  summary:
    "Purchase orders created on the days asked for (default: the past 30 days), not archived, counted and their cost summed per status",
  query: orderSummaryQuerySchema,
  response: orderSummarySchema,
});
