import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { textSchema } from "./shared.ts";

// A deal's notes (spec 000 §3 "Note", §4 Notes): added, edited, archived (then gone from the list).

const personRef = z.object({ id: z.number().check(z.int()), name: z.string() });

export const noteSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.nullable(z.number().check(z.int())),
  updatedAt: z.iso.datetime({ offset: true }),
  updatedBy: z.nullable(z.number().check(z.int())),
  context: z.object({ createdBy: z.nullable(personRef), updatedBy: z.nullable(personRef) }),
});
export type Note = z.infer<typeof noteSchema>;

const content = textSchema.check(z.trim(), z.minLength(1), z.maxLength(10_000));

export const listNotes = defineCall({
  method: "GET",
  path: "/deals/:id/notes",
  summary: "A deal's notes that are not archived, newest first",
  params: z.object({ id: z.uuid() }),
  response: z.array(noteSchema),
});

export const createNote = defineCall({
  method: "POST",
  path: "/deals/:id/notes",
  summary: "Add a note to a deal (not on an archived deal)",
  params: z.object({ id: z.uuid() }),
  body: z.object({ content }),
  response: noteSchema,
});

export const updateNote = defineCall({
  method: "PUT",
  path: "/notes/:id",
  summary: "Edit a note",
  params: z.object({ id: z.uuid() }),
  body: z.object({ content }),
  response: noteSchema,
});

export const archiveNote = defineCall({
  method: "POST",
  path: "/notes/:id/archive",
  summary: "Archive a note (it leaves the deal's list)",
  params: z.object({ id: z.uuid() }),
  response: noteSchema,
});
