import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { optionalEmail, optionalText, textSchema } from "./shared.ts";

export const contactSchema = z.object({
  id: z.string(),
  tuid: z.number().check(z.int()),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  externalLink: z.nullable(z.string()),
  externalData: z.record(z.string(), z.unknown()),
  providerConfigId: z.string(),
  context: z.object({
    deals: z.array(
      z.object({
        id: z.string(),
        tuid: z.number().check(z.int()),
        name: z.string(),
        isArchived: z.boolean(),
        workflow: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
        status: z.object({ id: z.string(), name: z.string() }),
      }),
    ),
  }),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListItemSchema = z.omit(contactSchema, { context: true, externalData: true });
export type ContactListItem = z.infer<typeof contactListItemSchema>;

export const contactBodySchema = z.object({
  name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
  email: optionalEmail,
  phone: optionalText(40),
});

export const listContacts = defineCall({
  method: "GET",
  path: "/contacts",
  summary: "Contacts matching a search on name, email or phone (at most 50)",
  query: z.object({ search: z.optional(textSchema.check(z.trim(), z.maxLength(200))) }),
  response: z.array(contactListItemSchema),
});

export const createContact = defineCall({
  method: "POST",
  path: "/contacts",
  summary: "Add a contact to the primary (built-in) provider",
  body: contactBodySchema,
  response: contactSchema,
});

export const getContact = defineCall({
  method: "GET",
  path: "/contacts/:id",
  summary: "One contact with its deals",
  params: z.object({ id: z.uuid() }),
  response: contactSchema,
});

export const updateContact = defineCall({
  method: "PUT",
  path: "/contacts/:id",
  summary: "Edit a contact of the primary provider",
  params: z.object({ id: z.uuid() }),
  body: contactBodySchema,
  response: contactSchema,
});
