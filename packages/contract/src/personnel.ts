import {
  normalizePersonLabels,
  personEmailMaxLength,
  personLabelMaxLength,
  personLabelsMaxCount,
  personNameMaxLength,
  personNotesMaxLength,
} from "@portal/domain";
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { emailPattern, okSchema, textSchema } from "./shared.ts";

/** A personnel person (spec 000 §3 "Personnel person"). */
export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  labels: z.array(z.string()),
  notes: z.string(),
  /** A colour of the 12-colour badge palette, "#rrggbb". */
  badgeColor: z.string().check(z.regex(/^#[0-9a-f]{6}$/)),
});
export type Person = z.infer<typeof personSchema>;

/**
 * A person's fields (spec 001 §5 "Personnel": name and email required, email valid). The whole person
 * is sent on create and update; labels and notes may be left out (none). The badge colour is the
 * server's: picked at random on create, never changed.
 */
export const personBodySchema = z.object({
  name: textSchema.check(z.trim(), z.minLength(1), z.maxLength(personNameMaxLength)),
  // A blank address is missing, not malformed: only REQUIRED then.
  email: textSchema.check(
    z.trim(),
    z.minLength(1, { abort: true }),
    z.maxLength(personEmailMaxLength),
    z.regex(emailPattern, "INVALID_EMAIL"),
  ),
  labels: z.pipe(
    z._default(
      z
        .array(textSchema.check(z.trim(), z.maxLength(personLabelMaxLength)))
        .check(z.maxLength(personLabelsMaxCount)),
      [],
    ),
    z.transform<string[], string[]>(normalizePersonLabels),
  ),
  notes: z._default(textSchema.check(z.trim(), z.maxLength(personNotesMaxLength)), ""),
});
export type PersonBody = z.input<typeof personBodySchema>;

const personParams = z.object({ id: z.uuid() });

export const listPersonnel = defineCall({
  method: "GET",
  path: "/personnel",
  summary: "The account's personnel, by name",
  response: z.array(personSchema),
});

export const listPersonnelLabels = defineCall({
  method: "GET",
  path: "/personnel/labels",
  summary: "Every label the account's personnel carry, once each, alphabetically",
  response: z.array(z.string()),
});

export const getPerson = defineCall({
  method: "GET",
  path: "/personnel/:id",
  summary: "One person of the account's personnel",
  params: personParams,
  response: personSchema,
});

export const createPerson = defineCall({
  method: "POST",
  path: "/personnel/create",
  summary:
    "Add a person to the personnel, with a badge colour picked at random ('Email already in use' → 422)",
  body: personBodySchema,
  response: z.object({ id: z.string() }),
});

export const updatePerson = defineCall({
  method: "PUT",
  path: "/personnel/:id/update",
  summary: "Change a person's name, email, labels and notes (the badge colour stays)",
  params: personParams,
  body: personBodySchema,
  response: personSchema,
});

export const deletePerson = defineCall({
  method: "DELETE",
  path: "/personnel/:id",
  summary: "Remove a person from the personnel; appointments keep them as a participant",
  params: personParams,
  response: okSchema,
});
