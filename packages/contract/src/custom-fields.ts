import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { okSchema, textSchema } from "./shared.ts";

export const customFieldTypes = ["CONTACT", "STRING", "STRING_MULTILINE"] as const;

export const customFieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Where the value lives on a deal: `udfs.<key>`; fixed at creation. */
  path: z.string(),
  type: z.enum(customFieldTypes),
  required: z.boolean(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

const name = textSchema.check(z.trim(), z.minLength(1), z.maxLength(80));
const idParams = z.object({ id: z.uuid() });

export const listCustomFields = defineCall({
  method: "GET",
  path: "/udfs",
  summary: "The account's custom deal fields (archived ones are left out)",
  response: z.array(customFieldSchema),
});

export const createCustomField = defineCall({
  method: "POST",
  path: "/udfs",
  summary: "Add a custom field",
  body: z.object({ name, type: z.enum(customFieldTypes), required: z.boolean() }),
  response: customFieldSchema,
});

export const updateCustomField = defineCall({
  method: "PUT",
  path: "/udfs/:id",
  summary: "Rename a custom field or change whether it is required (its type is fixed)",
  params: idParams,
  body: z.object({ name, required: z.boolean() }),
  response: customFieldSchema,
});

export const archiveCustomField = defineCall({
  method: "DELETE",
  path: "/udfs/:id",
  summary: "Archive a custom field; deals keep their values",
  params: idParams,
  response: okSchema,
});
