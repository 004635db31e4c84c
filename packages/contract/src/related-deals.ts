import { phases } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { okSchema, textSchema } from "./shared.ts";

// Links between deals, across workflows (spec 000 §3 "Related deal"). A link is symmetric: both
// deals list each other, and unlinking from either side removes it for both.

export const relatedDealSchema = z.object({
  id: z.string(),
  tuid: z.number().check(z.int()),
  name: z.string(),
  description: z.string(),
  isArchived: z.boolean(),
  context: z.optional(
    z.object({
      status: z.object({ id: z.string(), name: z.string(), phase: z.enum(phases) }),
      workflow: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    }),
  ),
});
export type RelatedDeal = z.infer<typeof relatedDealSchema>;

export const listRelatedDeals = defineCall({
  method: "GET",
  path: "/deals/:id/related-deals",
  summary: "The deals linked to a deal, in any workflow",
  params: z.object({ id: z.uuid() }),
  response: z.array(relatedDealSchema),
});

export const linkRelatedDeal = defineCall({
  method: "POST",
  path: "/deals/:id/related-deals",
  summary: "Link another deal (either may be in any workflow; not from an archived deal)",
  params: z.object({ id: z.uuid() }),
  body: z.object({ relatedDealId: z.uuid() }),
  response: z.array(relatedDealSchema),
});

export const unlinkRelatedDeal = defineCall({
  method: "DELETE",
  path: "/deals/:id/related-deals/:relatedDealId",
  summary: "Remove the link between two deals",
  params: z.object({ id: z.uuid(), relatedDealId: z.uuid() }),
  response: okSchema,
});

/** Deals to offer in the link picker: a search over name, number and sidemark across workflows. */
export const searchDeals = defineCall({
  method: "GET",
  path: "/deals",
  summary: "Deals matching a search on name, number or sidemark, across workflows (at most 20)",
  query: z.object({
    search: z.optional(textSchema.check(z.trim(), z.maxLength(200))),
    excludeId: z.optional(z.uuid()),
  }),
  response: z.array(relatedDealSchema),
});
