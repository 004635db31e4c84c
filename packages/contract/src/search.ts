// Global search (spec 000 §3 "Global search result"; issue 13): the header's search over contacts,
// deals, personnel, purchase orders and quotes the caller may see.
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { textSchema } from "./shared.ts";

export const searchEntityTypes = ["CONTACT", "DEAL", "PERSON", "PURCHASE_ORDER", "QUOTE"] as const;
export const searchEntityTypeSchema = z.enum(searchEntityTypes);
export type SearchEntityType = z.infer<typeof searchEntityTypeSchema>;

const resultBase = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The number people say (D-1042, PO-87, Q-311); personnel have none. */
  tuid: z.nullable(z.number().check(z.int())),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  isArchived: z.boolean(),
};

export const searchResultSchema = z.discriminatedUnion("entityType", [
  z.object({ ...resultBase, entityType: z.literal("CONTACT"), context: z.object({}) }),
  z.object({
    ...resultBase,
    entityType: z.literal("DEAL"),
    context: z.object({ workflowId: z.string(), statusId: z.string() }),
  }),
  z.object({ ...resultBase, entityType: z.literal("PERSON"), context: z.object({}) }),
  z.object({
    ...resultBase,
    entityType: z.literal("PURCHASE_ORDER"),
    context: z.object({ manufacturerId: z.number().check(z.int()), status: z.enum(["OPEN", "SUBMITTED"]) }),
  }),
  z.object({
    ...resultBase,
    entityType: z.literal("QUOTE"),
    context: z.object({ dealId: z.string(), workflowId: z.string(), status: z.enum(["DRAFT", "ACCEPTED"]) }),
  }),
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

/** At most this many results of each type; `total` counts each type's matches up to `searchCountCap`. */
export const searchLimitPerType = 5;
export const searchCountCap = 500;

/** `types=DEAL,QUOTE`: a comma-separated list of entity types; absent searches every type. */
const typesSchema = z.pipe(
  z.pipe(
    textSchema.check(z.maxLength(200)),
    z.transform((value) => value.split(",").filter(Boolean)),
  ),
  z.array(searchEntityTypeSchema).check(z.maxLength(searchEntityTypes.length)),
);

export const globalSearch = defineCall({
  method: "GET",
  path: "/search",
  summary:
    "The best matches of each entity type the caller may see (by name, text or number such as Q-1042), typos and accents forgiven",
  query: z.object({
    q: textSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
    types: z.optional(typesSchema),
  }),
  response: z.object({
    /** Grouped by type in the order of `searchEntityTypes`, each group best first. */
    items: z.array(searchResultSchema),
    /** Matches of the searched types, each type counted up to searchCountCap. */
    total: z.number().check(z.int()),
  }),
});
