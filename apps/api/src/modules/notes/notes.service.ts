// A deal's notes: added, edited, archived (then no longer listed).
import type { Note } from "@portal/contract";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { notes } from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";
import { employeeNames, personRef } from "../../platform/people.ts";
import { findDeal, lockWritableDeal } from "../deals/deal-rows.ts";

type NoteRow = typeof notes.$inferSelect;
type Who = { accountId: string; employeeId: number };

async function toNotes(db: Db, accountId: string, rows: NoteRow[]): Promise<Note[]> {
  const names = await employeeNames(
    db,
    accountId,
    rows.flatMap((row) => [row.createdBy, row.updatedBy]),
  );
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    context: { createdBy: personRef(names, row.createdBy), updatedBy: personRef(names, row.updatedBy) },
  }));
}

async function toNote(db: Db, accountId: string, row: NoteRow): Promise<Note> {
  const [note] = await toNotes(db, accountId, [row]);
  if (!note) throw new Error("note lost");
  return note;
}

export async function listNotes(db: Db, accountId: string, dealId: string): Promise<Note[]> {
  await findDeal(db, accountId, dealId);
  const rows = await db
    .select()
    .from(notes)
    .where(and(eq(notes.accountId, accountId), eq(notes.dealId, dealId), isNull(notes.archivedAt)))
    .orderBy(desc(notes.createdAt), desc(notes.id));
  return toNotes(db, accountId, rows);
}

export async function createNote(
  db: Db,
  { who, dealId, content, now }: { who: Who; dealId: string; content: string; now: Date },
): Promise<Note> {
  const row = await db.transaction(async (tx) => {
    await lockWritableDeal(tx, who.accountId, dealId);
    const [inserted] = await tx
      .insert(notes)
      .values({
        accountId: who.accountId,
        id: newId(),
        dealId,
        content,
        createdAt: now,
        createdBy: who.employeeId,
        updatedAt: now,
        updatedBy: who.employeeId,
      })
      .returning();
    if (!inserted) throw new Error("note insert returned nothing");
    return inserted;
  });
  return toNote(db, who.accountId, row);
}

/** A note that is not archived, with its deal locked and writable; 404 for another account's note. */
async function lockNote(tx: Db, accountId: string, noteId: string): Promise<NoteRow> {
  const [note] = await tx
    .select()
    .from(notes)
    .where(and(eq(notes.accountId, accountId), eq(notes.id, noteId), isNull(notes.archivedAt)));
  if (!note) throw notFound();
  await lockWritableDeal(tx, accountId, note.dealId);
  return note;
}

async function changeNote(
  db: Db,
  who: Who,
  noteId: string,
  change: { content: string } | { archivedAt: Date },
  now: Date,
): Promise<Note> {
  const row = await db.transaction(async (tx) => {
    await lockNote(tx, who.accountId, noteId);
    const [updated] = await tx
      .update(notes)
      .set({ ...change, updatedAt: now, updatedBy: who.employeeId })
      .where(and(eq(notes.accountId, who.accountId), eq(notes.id, noteId)))
      .returning();
    if (!updated) throw notFound();
    return updated;
  });
  return toNote(db, who.accountId, row);
}

export const updateNote = (
  db: Db,
  { who, noteId, content, now }: { who: Who; noteId: string; content: string; now: Date },
) => changeNote(db, who, noteId, { content }, now);

export const archiveNote = (db: Db, who: Who, noteId: string, now: Date) =>
  changeNote(db, who, noteId, { archivedAt: now }, now);
