// The account's personnel (spec 000 §3 "Personnel person"): the list, one person, and keeping them.
import type { Person, personBodySchema } from "@portal/contract";
import { isPersonEmailInUse, personEmailInUseCode, pickBadgeColor } from "@portal/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { personnel } from "../../db/schema/index.ts";
import { notFound, validationFailed } from "../../platform/errors.ts";

export type PersonInput = z.output<typeof personBodySchema>;

const personColumns = {
  id: personnel.id,
  name: personnel.name,
  email: personnel.email,
  labels: personnel.labels,
  notes: personnel.notes,
  badgeColor: personnel.badgeColor,
};

const ofAccount = (accountId: string, personId: string) =>
  and(eq(personnel.accountId, accountId), eq(personnel.id, personId));

export async function listPersonnel(db: Db, accountId: string): Promise<Person[]> {
  return db
    .select(personColumns)
    .from(personnel)
    .where(eq(personnel.accountId, accountId))
    .orderBy(asc(sql`lower(${personnel.name})`), asc(personnel.id));
}

export async function listPersonnelLabels(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ label: sql<string>`unnest(${personnel.labels})` })
    .from(personnel)
    .where(eq(personnel.accountId, accountId));
  return rows.map((row) => row.label).sort(byLabel.compare);
}

const byLabel = new Intl.Collator("en", { sensitivity: "base", numeric: true });

export async function getPerson(db: Db, accountId: string, personId: string): Promise<Person> {
  const [row] = await db.select(personColumns).from(personnel).where(ofAccount(accountId, personId));
  if (!row) throw notFound();
  return row;
}

/**
 * One writer of an account's personnel at a time, so two people cannot take one address at once (the
 * unique index on lower(email) would answer that with a server error instead of 'Email already in use').
 */
async function lockPersonnel(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`personnel:${accountId}`}))`);
}

/** 'Email already in use' (spec 001 §5) when another person of the account has the address. */
async function refuseEmailInUse(tx: Db, accountId: string, email: string, exceptId: string | null) {
  const people = await tx
    .select({ id: personnel.id, email: personnel.email })
    .from(personnel)
    .where(and(eq(personnel.accountId, accountId), sql`lower(${personnel.email}) = lower(${email})`));
  if (isPersonEmailInUse(email, people, exceptId)) throw validationFailed({ email: personEmailInUseCode });
}

export type CreatePersonOptions = {
  now: Date;
  /** In [0, 1): picks the badge colour (Math.random; tests pass their own). */
  random?: () => number;
};

export async function createPerson(
  db: Db,
  accountId: string,
  input: PersonInput,
  { now, random = Math.random }: CreatePersonOptions,
): Promise<{ id: string }> {
  const id = newId();
  await db.transaction(async (tx) => {
    await lockPersonnel(tx, accountId);
    await refuseEmailInUse(tx, accountId, input.email, null);
    await tx.insert(personnel).values({
      id,
      accountId,
      name: input.name,
      email: input.email,
      labels: input.labels,
      notes: input.notes,
      badgeColor: pickBadgeColor(random),
      createdAt: now,
      updatedAt: now,
    });
  });
  return { id };
}

/** Replaces the person's fields; the badge colour stays. Appointments keep their participants' copies. */
export async function updatePerson(
  db: Db,
  { accountId, personId, body, now }: { accountId: string; personId: string; body: PersonInput; now: Date },
): Promise<Person> {
  return db.transaction(async (tx) => {
    await lockPersonnel(tx, accountId);
    await getPerson(tx, accountId, personId);
    await refuseEmailInUse(tx, accountId, body.email, personId);
    await tx
      .update(personnel)
      .set({
        name: body.name,
        email: body.email,
        labels: body.labels,
        notes: body.notes,
        updatedAt: now,
      })
      .where(ofAccount(accountId, personId));
    return getPerson(tx, accountId, personId);
  });
}

/**
 * Removes the person. Their appointments stay as they are: a participant is a copy of a name and an
 * address (no reference to the person), so past and planned visits still show who takes part.
 */
export async function deletePerson(db: Db, accountId: string, personId: string): Promise<{ ok: true }> {
  const removed = await db
    .delete(personnel)
    .where(ofAccount(accountId, personId))
    .returning({ id: personnel.id });
  if (removed.length === 0) throw notFound();
  return { ok: true };
}
