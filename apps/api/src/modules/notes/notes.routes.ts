import { archiveNote, createNote, listNotes, updateNote } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../platform/route.ts";
import * as notes from "./notes.service.ts";

export async function notesRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  const view = { access: "deals.view" } as const;
  const edit = { access: "deals.edit" } as const;

  registerCall(
    app,
    listNotes,
    async ({ auth, params }) => notes.listNotes(db, auth.accountId, params.id),
    view,
  );
  registerCall(
    app,
    createNote,
    async ({ auth, params, body }) =>
      notes.createNote(db, { who: auth, dealId: params.id, content: body.content, now: now() }),
    edit,
  );
  registerCall(
    app,
    updateNote,
    async ({ auth, params, body }) =>
      notes.updateNote(db, { who: auth, noteId: params.id, content: body.content, now: now() }),
    edit,
  );
  registerCall(
    app,
    archiveNote,
    async ({ auth, params }) => notes.archiveNote(db, auth, params.id, now()),
    edit,
  );
}
