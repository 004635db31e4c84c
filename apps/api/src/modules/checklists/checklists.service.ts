// A deal's checklists: one per CHECKLIST module of its workflow (the module's data source), items in order.
import type { Checklist, ChecklistItem, WorkflowModule } from "@portal/contract";
import { sortOrderGap } from "@portal/domain";
import { and, asc, eq, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newId } from "../../db/ids.ts";
import { checklistDataSources, checklistItems, workflows } from "../../db/schema/index.ts";
import { AppError, notFound, validationFailed } from "../../platform/errors.ts";
import { employeeNames, personRef } from "../../platform/people.ts";
import { type DealRow, findDeal, lockWritableDeal } from "../deals/deal-rows.ts";

type ItemRow = typeof checklistItems.$inferSelect;
type DataSourceRow = typeof checklistDataSources.$inferSelect;
type Who = { accountId: string; employeeId: number };

const unknownDataSource = () => new AppError("CHECKLIST_NOT_IN_WORKFLOW");

/** The data source when one of the deal's workflow's CHECKLIST modules shows it; 404 otherwise. */
async function dataSourceOf(db: Db, deal: DealRow, dataSourceId: string): Promise<DataSourceRow> {
  const [workflow] = await db
    .select({ modules: workflows.modules })
    .from(workflows)
    .where(and(eq(workflows.accountId, deal.accountId), eq(workflows.id, deal.workflowId)));
  const shown = (workflow?.modules ?? []).some(
    (module: WorkflowModule) => module.type === "CHECKLIST" && module.config.dataSourceId === dataSourceId,
  );
  if (!shown) throw unknownDataSource();
  const [row] = await db
    .select()
    .from(checklistDataSources)
    .where(
      and(
        eq(checklistDataSources.accountId, deal.accountId),
        eq(checklistDataSources.workflowId, deal.workflowId),
        eq(checklistDataSources.id, dataSourceId),
      ),
    );
  if (!row) throw unknownDataSource();
  return row;
}

function toItem(row: ItemRow, names: ReadonlyMap<number, string>): ChecklistItem {
  return {
    id: row.id,
    label: row.label,
    isChecked: row.isChecked,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: personRef(names, row.updatedBy),
  };
}

async function itemsOf(db: Db, deal: DealRow, dataSourceId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(checklistItems)
    .where(
      and(
        eq(checklistItems.accountId, deal.accountId),
        eq(checklistItems.dealId, deal.id),
        eq(checklistItems.dataSourceId, dataSourceId),
      ),
    )
    .orderBy(asc(checklistItems.sortOrder), asc(checklistItems.id));
}

async function toChecklist(db: Db, dataSource: DataSourceRow, rows: ItemRow[]): Promise<Checklist> {
  const names = await employeeNames(
    db,
    dataSource.accountId,
    rows.map((row) => row.updatedBy),
  );
  return {
    dataSource: {
      id: dataSource.id,
      name: dataSource.name,
      createdAt: dataSource.createdAt.toISOString(),
    },
    items: rows.map((row) => toItem(row, names)),
  };
}

export async function getChecklist(
  db: Db,
  accountId: string,
  dealId: string,
  dataSourceId: string,
): Promise<Checklist> {
  const deal = await findDeal(db, accountId, dealId);
  const dataSource = await dataSourceOf(db, deal, dataSourceId);
  return toChecklist(db, dataSource, await itemsOf(db, deal, dataSourceId));
}

async function answerItem(db: Db, accountId: string, row: ItemRow): Promise<ChecklistItem> {
  return toItem(row, await employeeNames(db, accountId, [row.updatedBy]));
}

/** Appends an item (after the last one, with a gap). */
export async function addChecklistItem(
  db: Db,
  {
    who,
    target,
    label,
    now,
  }: { who: Who; target: { dealId: string; dataSourceId: string }; label: string; now: Date },
): Promise<ChecklistItem> {
  const row = await db.transaction(async (tx) => {
    const deal = await lockWritableDeal(tx, who.accountId, target.dealId);
    await dataSourceOf(tx, deal, target.dataSourceId);
    const [last] = await tx
      .select({ sortOrder: max(checklistItems.sortOrder) })
      .from(checklistItems)
      .where(
        and(
          eq(checklistItems.accountId, who.accountId),
          eq(checklistItems.dealId, deal.id),
          eq(checklistItems.dataSourceId, target.dataSourceId),
        ),
      );
    const [inserted] = await tx
      .insert(checklistItems)
      .values({
        accountId: who.accountId,
        id: newId(),
        dealId: deal.id,
        dataSourceId: target.dataSourceId,
        label,
        isChecked: false,
        sortOrder: (last?.sortOrder ?? 0) + sortOrderGap,
        createdAt: now,
        updatedAt: now,
        updatedBy: who.employeeId,
      })
      .returning();
    if (!inserted) throw new Error("checklist item insert returned nothing");
    return inserted;
  });
  return answerItem(db, who.accountId, row);
}

/** The item and its deal, locked for a write; 404 for another account's item, 403 on an archived deal. */
async function lockItem(tx: Db, accountId: string, itemId: string): Promise<ItemRow> {
  const [item] = await tx
    .select()
    .from(checklistItems)
    .where(and(eq(checklistItems.accountId, accountId), eq(checklistItems.id, itemId)));
  if (!item) throw notFound();
  await lockWritableDeal(tx, accountId, item.dealId);
  return item;
}

export async function updateChecklistItem(
  db: Db,
  {
    who,
    itemId,
    change,
    now,
  }: {
    who: Who;
    itemId: string;
    change: { label?: string | undefined; isChecked?: boolean | undefined };
    now: Date;
  },
): Promise<ChecklistItem> {
  const row = await db.transaction(async (tx) => {
    await lockItem(tx, who.accountId, itemId);
    const [updated] = await tx
      .update(checklistItems)
      .set({
        ...(change.label === undefined ? {} : { label: change.label }),
        ...(change.isChecked === undefined ? {} : { isChecked: change.isChecked }),
        updatedAt: now,
        updatedBy: who.employeeId,
      })
      .where(and(eq(checklistItems.accountId, who.accountId), eq(checklistItems.id, itemId)))
      .returning();
    if (!updated) throw notFound();
    return updated;
  });
  return answerItem(db, who.accountId, row);
}

export async function deleteChecklistItem(db: Db, accountId: string, itemId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockItem(tx, accountId, itemId);
    await tx
      .delete(checklistItems)
      .where(and(eq(checklistItems.accountId, accountId), eq(checklistItems.id, itemId)));
  });
}

/** Puts the items in the order given: every item of the checklist exactly once, else 422 and no change. */
export async function reorderChecklist(
  db: Db,
  accountId: string,
  target: { dealId: string; dataSourceId: string },
  itemIds: readonly string[],
): Promise<Checklist> {
  return db.transaction(async (tx) => {
    const deal = await lockWritableDeal(tx, accountId, target.dealId);
    const dataSource = await dataSourceOf(tx, deal, target.dataSourceId);
    const current = await itemsOf(tx, deal, target.dataSourceId);
    const known = new Set(current.map((row) => row.id));
    const sent = new Set(itemIds);
    const matches =
      sent.size === itemIds.length && sent.size === known.size && itemIds.every((id) => known.has(id));
    if (!matches) throw validationFailed({ itemIds: ["ORDER_MISMATCH"] });
    if (itemIds.length > 0) {
      const order = sql.join(
        itemIds.map((id, index) => sql`(${id}::uuid, ${(index + 1) * sortOrderGap}::integer)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${checklistItems} set sort_order = wanted.sort_order
        from (values ${order}) as wanted(id, sort_order)
        where ${checklistItems.accountId} = ${accountId} and ${checklistItems.id} = wanted.id`);
    }
    return toChecklist(tx, dataSource, await itemsOf(tx, deal, target.dataSourceId));
  });
}
