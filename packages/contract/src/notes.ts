import { z } from "zod";
import { defineCall } from "./call.ts";
import { textSchema } from "./shared.ts";

// A deal's notes (spec 000 §3 "Note", §4 Notes): added, edited, archived (then gone from the list).

const personRef = z.object({ id: z.number().int(), name: z.string() });

export const noteSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.number().int().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
  updatedBy: z.number().int().nullable(),
  context: z.object({ createdBy: personRef.nullable(), updatedBy: personRef.nullable() }),
});
export type Note = z.infer<typeof noteSchema>;

const content = textSchema.trim().min(1).max(10_000);

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
