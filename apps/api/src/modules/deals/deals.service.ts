// Deal core: read one deal with its context, create, edit details, archive, and set flag values.

import type {
  createDeal as createDealCall,
  Deal,
  updateDeal as updateDealCall,
  WorkflowModule,
} from "@portal/contract";
import { placeInColumn } from "@portal/domain";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { contacts, dealFlagValues, deals, workflowFlags, workflowFlagValues } from "../../db/schema/index.ts";
import { nextTuid } from "../../db/sequences.ts";
import { together } from "../../db/together.ts";
import { conflict, notFound, validationFailed } from "../../platform/errors.ts";
import { cancelRequestedCardPayments, dealPaymentRows, toDealPayment } from "./deal-payments.ts";
import { moveToStatus, type StatusChange } from "./deal-placement.ts";
import {
  columnOf,
  findDeal,
  lockColumns,
  ofAccount,
  refuseArchived,
  requireContact,
  writeDealFlag,
} from "./deal-rows.ts";
import { dealStatsOf, noStats } from "./deal-stats.ts";
import { checkUdfs } from "./deal-udfs.ts";
import {
  alertsOf,
  flagValuesOf,
  loadWorkflowMeta,
  requireStatusIn,
  statusOf,
  type WorkflowMeta,
} from "./workflow-meta.ts";

export type NewDeal = z.output<NonNullable<(typeof createDealCall)["body"]>>;
export type DealUpdate = z.output<NonNullable<(typeof updateDealCall)["body"]>>;

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

function sidemarkMode(modules: readonly WorkflowModule[]) {
  const details = modules.find((module) => module.type === "DETAILS");
  return details?.type === "DETAILS" ? details.config.sidemarkMode : "DISABLED";
}

/** The sidemark is typed in only where the workflow's Details module says ENABLED. */
function checkSidemark(meta: WorkflowMeta, stored: string | null, wanted: string | null): void {
  if (wanted !== stored && sidemarkMode(meta.workflow.modules) !== "ENABLED") {
    throw validationFailed({ sidemark: ["SIDEMARK_LOCKED"] });
  }
}

export async function getDeal(db: Db, accountId: string, dealId: string): Promise<Deal> {
  const [row] = await db
    .select({ deal: deals, contact: contacts })
    .from(deals)
    .leftJoin(contacts, and(eq(contacts.accountId, deals.accountId), eq(contacts.id, deals.contactId)))
    .where(ofAccount(accountId, dealId));
  if (!row) throw notFound();
  const { deal, contact } = row;
  const [meta, chosen] = await together(db, [
    () => loadWorkflowMeta(db, accountId, deal.workflowId),
    () =>
      db
        .select({ valueId: dealFlagValues.valueId })
        .from(dealFlagValues)
        .where(and(eq(dealFlagValues.accountId, accountId), eq(dealFlagValues.dealId, dealId))),
  ]);
  const flagValues = flagValuesOf(
    meta,
    chosen.map((value) => value.valueId),
  );
  const status = statusOf(meta, deal.statusId);
  const [statsOf, paymentRows] = await together(db, [
    () => dealStatsOf(db, accountId, { dealIds: [dealId] }),
    () => dealPaymentRows(db, accountId, dealId),
  ]);
  const stats = statsOf.get(dealId) ?? noStats;
  return {
    id: deal.id,
    tuid: deal.tuid,
    workflowId: deal.workflowId,
    name: deal.name,
    description: deal.description,
    sidemark: deal.sidemark,
    contactId: deal.contactId,
    statusId: deal.statusId,
    sortOrder: deal.sortOrder,
    isArchived: deal.isArchived,
    version: deal.version,
    udfs: deal.udfs,
    createdAt: deal.createdAt.toISOString(),
    updatedAt: deal.updatedAt.toISOString(),
    context: {
      quoteCount: stats.quoteCount,
      orderCount: stats.orderCount,
      alerts: alertsOf(meta, deal.statusId, flagValues, stats),
      flagValues,
      contact: contact
        ? { id: contact.id, name: contact.name, email: contact.email, phone: contact.phone }
        : null,
      status: { id: status.id, name: status.name, slug: status.slug, phase: status.phase },
      workflow: { id: meta.workflow.id, name: meta.workflow.name, slug: meta.workflow.slug },
      payments: paymentRows.map(toDealPayment),
    },
  };
}

/** A new deal at the top of its column (the workflow's first status unless one is named), flags at default. */
export async function createDeal(
  db: Db,
  who: { accountId: string; employeeId: number },
  input: NewDeal,
  now: Date,
): Promise<Deal> {
  const { accountId } = who;
  const dealId = newId();
  await db.transaction(async (tx) => {
    const meta = await loadWorkflowMeta(tx, accountId, input.workflowId);
    if (input.statusId)
      await requireStatusIn(tx, { accountId, meta, statusId: input.statusId, field: "statusId" });
    const statusId = input.statusId ?? meta.statuses[0]?.id;
    if (!statusId) throw validationFailed({ workflowId: ["WORKFLOW_HAS_NO_STATUSES"] });
    const contactId = input.contactId ?? null;
    if (contactId) await requireContact(tx, accountId, contactId);
    const sidemark = emptyToNull(input.sidemark);
    checkSidemark(meta, null, sidemark);

    await lockColumns(tx, accountId, [statusId]);
    const top = await columnOf(tx, {
      accountId,
      workflowId: meta.workflow.id,
      statusId,
      limit: 1,
    });
    const placement = placeInColumn(top, dealId, null);
    const sortOrder = placement.kind === "single" ? placement.sortOrder : 0;
    const tuid = await nextTuid(tx, accountId, "deal");
    await tx.insert(deals).values({
      id: dealId,
      accountId,
      tuid,
      workflowId: meta.workflow.id,
      statusId,
      name: input.name,
      description: input.description,
      sidemark,
      contactId,
      sortOrder,
      createdBy: who.employeeId,
      createdAt: now,
      updatedAt: now,
    });
    const defaults = [...meta.defaults.values()].map((value) => ({
      accountId,
      dealId,
      flagId: value.flagId,
      valueId: value.id,
    }));
    if (defaults.length > 0) await tx.insert(dealFlagValues).values(defaults);
  });
  return getDeal(db, accountId, dealId);
}

export async function updateDeal(
  db: Db,
  { accountId, dealId, update, now }: { accountId: string; dealId: string; update: DealUpdate; now: Date },
): Promise<Deal> {
  await db.transaction(async (tx) => {
    const deal = await findDeal(tx, accountId, dealId);
    refuseArchived(deal);
    if (deal.version !== update.version) throw conflict();
    if (update.contactId) await requireContact(tx, accountId, update.contactId);
    const meta = await loadWorkflowMeta(tx, accountId, deal.workflowId);
    const sidemark = emptyToNull(update.sidemark);
    checkSidemark(meta, deal.sidemark, sidemark);
    const udfs = await checkUdfs(tx, { accountId, meta, stored: deal.udfs, sent: update.udfs });
    const changed = await tx
      .update(deals)
      .set({
        name: update.name,
        description: update.description,
        sidemark,
        contactId: update.contactId,
        udfs,
        version: sql`${deals.version} + 1`,
        updatedAt: now,
      })
      .where(
        and(ofAccount(accountId, dealId), eq(deals.version, update.version), eq(deals.isArchived, false)),
      )
      .returning({ id: deals.id });
    if (changed.length === 0) throw conflict();
  });
  return getDeal(db, accountId, dealId);
}

/** Moves the deal to the top of another status of its workflow; a stale current status answers 409. */
export async function changeDealStatus(
  db: Db,
  { accountId, dealId, change, now }: { accountId: string; dealId: string; change: StatusChange; now: Date },
): Promise<Deal> {
  await moveToStatus(db, { accountId, dealId, change, now });
  return getDeal(db, accountId, dealId);
}

/**
 * Ends the open checkout sessions of card payments cancelled here, at the provider (and applies any paid
 * meanwhile): the checkout's work, which app.ts passes in, as the checkout module builds on deals.
 */
export type EndCardSessions = (accountId: string, paymentIds: string[], now: Date) => Promise<void>;

/**
 * Archives the deal and cancels its card payments still requested, in one transaction; their open
 * checkout sessions then end at the provider, so an archived deal's link is never payable.
 */
export async function archiveDeal(
  db: Db,
  {
    endCardSessions,
    accountId,
    dealId,
    now,
  }: { endCardSessions: EndCardSessions; accountId: string; dealId: string; now: Date },
): Promise<Deal> {
  const cancelled = await db.transaction(async (tx) => {
    refuseArchived(await findDeal(tx, accountId, dealId));
    await tx
      .update(deals)
      .set({ isArchived: true, version: sql`${deals.version} + 1`, updatedAt: now })
      .where(ofAccount(accountId, dealId));
    return cancelRequestedCardPayments(tx, accountId, dealId, now);
  });
  await endCardSessions(accountId, cancelled, now);
  return getDeal(db, accountId, dealId);
}

/** Unarchiving a deal that is not archived changes nothing (its cancelled payments stay cancelled). */
export async function unarchiveDeal(db: Db, accountId: string, dealId: string, now: Date): Promise<Deal> {
  await db.transaction(async (tx) => {
    if (!(await findDeal(tx, accountId, dealId)).isArchived) return;
    await tx
      .update(deals)
      .set({ isArchived: false, version: sql`${deals.version} + 1`, updatedAt: now })
      .where(ofAccount(accountId, dealId));
  });
  return getDeal(db, accountId, dealId);
}

/** The flag must be one of the deal's workflow (else 404); the value must be one of the flag's (else 422). */
export async function setDealFlag(
  db: Db,
  {
    accountId,
    dealId,
    choice,
    now,
  }: { accountId: string; dealId: string; choice: { flagId: string; valueId: string }; now: Date },
): Promise<Deal> {
  await db.transaction(async (tx) => {
    const deal = await findDeal(tx, accountId, dealId);
    refuseArchived(deal);
    const [flag] = await tx
      .select({ id: workflowFlags.id })
      .from(workflowFlags)
      .where(
        and(
          eq(workflowFlags.accountId, accountId),
          eq(workflowFlags.workflowId, deal.workflowId),
          eq(workflowFlags.id, choice.flagId),
        ),
      );
    if (!flag) throw notFound();
    const [value] = await tx
      .select({ flagId: workflowFlagValues.flagId })
      .from(workflowFlagValues)
      .where(and(eq(workflowFlagValues.accountId, accountId), eq(workflowFlagValues.id, choice.valueId)));
    if (!value) throw notFound();
    if (value.flagId !== choice.flagId) {
      throw validationFailed({ workflowFlagValueId: ["FLAG_VALUE_NOT_IN_FLAG"] });
    }
    await writeDealFlag(tx, { accountId, dealId, choice, now });
  });
  return getDeal(db, accountId, dealId);
}
