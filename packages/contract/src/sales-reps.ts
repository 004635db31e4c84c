import * as z from "zod/mini";
import { defineCall } from "./call.ts";

/**
 * An employee who can be a purchase order's sales rep: lean, so any Deals user may read it (the full
 * employee list, GET /old/employees, is the Employees settings screen's and needs its admin rights).
 */
export const salesRepSchema = z.object({ id: z.number().check(z.int()), name: z.string() });
export type SalesRep = z.infer<typeof salesRepSchema>;

export const listSalesReps = defineCall({
  method: "GET",
  path: "/sales-reps",
  summary: "The account's active employees, by name, as sales reps to choose from",
  response: z.array(salesRepSchema),
});
