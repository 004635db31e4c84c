import { bundleOperators, bundleTemplateKeys, templateValueFormatProblem } from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { intIdParamSchema, textSchema } from "./shared.ts";

// Settings → Bundles (spec 000 §3 Bundle, §4; 001 §4, §5, §7 Bundles): the bundles the dealer's suppliers
// offer, and the dealer's subscriptions with their template values.

export const bundleTemplateFieldSchema = z.object({
  templateKey: z.enum(bundleTemplateKeys),
  label: z.string(),
  operator: z.enum(bundleOperators),
  /** A decimal string: the dealer's subscribed value, else the supplier's default; null when it has none. */
  value: z.nullable(z.string()),
});
export type BundleTemplateField = z.infer<typeof bundleTemplateFieldSchema>;

/** A bundle (spec 001 §3 "Bundle"), with the supplier that offers it. */
export const bundleSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  description: z.string(),
  /** Bundles sharing a key exclude each other: one of them at most is subscribed. */
  exclusivityKey: z.nullable(z.string()),
  sortOrder: z.number().check(z.int()),
  isSubscribed: z.boolean(),
  templateFields: z.array(bundleTemplateFieldSchema),
  context: z.object({ manufacturer: z.object({ id: z.number().check(z.int()), name: z.string() }) }),
});
export type Bundle = z.infer<typeof bundleSchema>;

/**
 * One template value as sent: a decimal string (or a JSON number, read as its text). The bounds depend on
 * the field's operator, so the API checks them against the bundle with the domain's rule; here only what
 * is no decimal at all is refused. Null counts as not sent (REQUIRED, from the API).
 */
const templateValueSchema = z.nullable(
  z
    .union([
      z.pipe(
        z.number(),
        z.transform((value) => String(value)),
      ),
      textSchema.check(z.trim()),
    ])
    .check(
      z.superRefine((value, context) => {
        const problem = templateValueFormatProblem(value);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
    ),
);

export const subscribeBundleBodySchema = z.object({
  /** templateKey → value, for every template field of the bundle (spec 001 §7: only non-null values are sent). */
  templateValues: z._default(z.partialRecord(z.enum(bundleTemplateKeys), templateValueSchema), {}),
});
export type SubscribeBundleBody = z.input<typeof subscribeBundleBodySchema>;

const bundleParams = z.object({ id: intIdParamSchema });

export const listBundles = defineCall({
  method: "GET",
  path: "/bundles",
  summary:
    "The bundles the dealer's suppliers offer, by supplier and sort order, with the dealer's subscriptions",
  response: z.array(bundleSchema),
});

export const subscribeBundle = defineCall({
  method: "POST",
  path: "/bundles/:id/subscribe",
  summary:
    "Subscribe to a bundle with a value for each template field, or change the values of a subscribed one (another bundle of its exclusivity group subscribed → 409)",
  params: bundleParams,
  body: subscribeBundleBodySchema,
  response: bundleSchema,
});

export const unsubscribeBundle = defineCall({
  method: "POST",
  path: "/bundles/:id/unsubscribe",
  summary: "End the subscription to a bundle (harmless when not subscribed)",
  params: bundleParams,
  response: bundleSchema,
});
