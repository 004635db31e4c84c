// Contacts of the built-in ("portal") provider, the primary one; external providers come later.

import type { Contact, ContactListItem, contactBodySchema } from "@portal/contract";
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { contacts, deals, workflowStatuses, workflows } from "../../db/schema/index.ts";
import { nextTuid } from "../../db/sequences.ts";
import { AppError, notFound } from "../../platform/errors.ts";

export type ContactInput = z.output<typeof contactBodySchema>;
type ContactRow = typeof contacts.$inferSelect;

/** The provider every contact created here belongs to; only its contacts can be edited here. */
export const primaryProviderId = "portal";
export const listLimit = 50;

function toListItem(row: ContactRow): ContactListItem {
  return {
    id: row.id,
    tuid: row.tuid,
    name: row.name,
    email: row.email,
    phone: row.phone,
    externalLink: row.externalLink,
    providerConfigId: row.providerConfigId,
  };
}

/** `\`, `%` and `_` match themselves in a LIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function searchCondition(search: string): SQL | undefined {
  const pattern = likePattern(search);
  // "0412345678" finds "0412 345 678": phones are also compared by their digits alone.
  const digits = search.replace(/\D/g, "");
  const byDigits =
    digits.length >= 3 && /^[\d\s()+-]+$/.test(search)
      ? [sql`regexp_replace(coalesce(${contacts.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`]
      : [];
  return or(
    ilike(contacts.name, pattern),
    ilike(contacts.email, pattern),
    ilike(contacts.phone, pattern),
    ...byDigits,
  );
}

export async function listContacts(
  db: Db,
  accountId: string,
  search: string | undefined,
): Promise<ContactListItem[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), search ? searchCondition(search) : undefined))
    .orderBy(asc(sql`lower(${contacts.name})`), asc(contacts.tuid))
    .limit(listLimit);
  return rows.map(toListItem);
}

export async function getContact(db: Db, accountId: string, contactId: string): Promise<Contact> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, contactId)));
  if (!row) throw notFound();
  const related = await db
    .select({
      id: deals.id,
      tuid: deals.tuid,
      name: deals.name,
      isArchived: deals.isArchived,
      workflow: { id: workflows.id, name: workflows.name, slug: workflows.slug },
      status: { id: workflowStatuses.id, name: workflowStatuses.name },
    })
    .from(deals)
    .innerJoin(workflows, and(eq(workflows.accountId, deals.accountId), eq(workflows.id, deals.workflowId)))
    .innerJoin(
      workflowStatuses,
      and(eq(workflowStatuses.accountId, deals.accountId), eq(workflowStatuses.id, deals.statusId)),
    )
    .where(and(eq(deals.accountId, accountId), eq(deals.contactId, contactId)))
    .orderBy(desc(deals.createdAt), desc(deals.tuid));
  return { ...toListItem(row), externalData: row.externalData, context: { deals: related } };
}

export async function createContact(
  db: Db,
  accountId: string,
  input: ContactInput,
  now: Date,
): Promise<Contact> {
  const id = newId();
  await db.transaction(async (tx) => {
    const tuid = await nextTuid(tx, accountId, "contact");
    await tx.insert(contacts).values({
      id,
      accountId,
      tuid,
      name: input.name,
      email: input.email,
      phone: input.phone,
      providerConfigId: primaryProviderId,
      createdAt: now,
      updatedAt: now,
    });
  });
  return getContact(db, accountId, id);
}

export async function updateContact(
  db: Db,
  {
    accountId,
    contactId,
    body,
    now,
  }: { accountId: string; contactId: string; body: ContactInput; now: Date },
): Promise<Contact> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ providerConfigId: contacts.providerConfigId })
      .from(contacts)
      .where(and(eq(contacts.accountId, accountId), eq(contacts.id, contactId)))
      .for("update");
    if (!row) throw notFound();
    if (row.providerConfigId !== primaryProviderId) throw new AppError("CONTACT_NOT_EDITABLE");
    await tx
      .update(contacts)
      .set({ name: body.name, email: body.email, phone: body.phone, updatedAt: now })
      .where(and(eq(contacts.accountId, accountId), eq(contacts.id, contactId)));
  });
  return getContact(db, accountId, contactId);
}
