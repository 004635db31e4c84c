import * as z from "zod/mini";

// A line's configuration in words, as quotes, purchase orders and the supplier's page show it. zod/mini's
// schemas: the supplier's page is a public page (text.ts says why).

const configuredOptionSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("BASE"),
    value: z.string(),
    quantity: z.int(),
    price: z.string(),
    imageUrl: z.nullable(z.string()),
  }),
  z.object({
    type: z.literal("FABRIC"),
    value: z.string(),
    quantity: z.int(),
    price: z.string(),
    imageUrl: z.nullable(z.string()),
    itemFabricWidth: z.int(),
    itemFabricRepeat: z.int(),
    itemName: z.string(),
    brandName: z.string(),
    color: z.string(),
  }),
]);

/** A line's configuration in words: its size and each option group's chosen options. */
export const lineConfigurationSchema = z.object({
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  optionGroups: z.array(z.object({ name: z.string(), options: z.array(configuredOptionSchema) })),
});
