// Demo content of the deal tabs: checklist items, notes, related-deal links and a few small attachments.
import { Readable } from "node:stream";
import { sortOrderGap } from "@portal/domain";
import type { Db } from "../db/client.ts";
import { checklistItems, type deals, documents, notes, relatedDeals } from "../db/schema/index.ts";
import type { WorkflowRows } from "../modules/workflows/workflow-rows.ts";
import type { FileStore } from "../platform/files.ts";
import type { Random } from "./random.ts";
import { samplePdf, samplePng } from "./sample-files.ts";

type DealRow = typeof deals.$inferInsert & { id: string; createdAt: Date };

export type DealModulesInput = {
  accountId: string;
  workflows: WorkflowRows[];
  deals: DealRow[];
  /** Who writes notes and ticks items. */
  staff: number[];
  /** The moment the demo is "now". */
  epochMs: number;
  /** How many attachments to add (on the newest open deals of the first workflow). */
  attachments: number;
  /** How many related-deal links to add. */
  links: number;
};

const checklistLabels = [
  "Confirm measurements with the customer",
  "Check window recess depth",
  "Send quote",
  "Deposit received",
  "Order placed with supplier",
  "Book installation",
  "Photos of the finished job",
  "Collect final payment",
];

const noteTexts = [
  "Customer prefers a call after 4pm.",
  "Left a voicemail; will try again tomorrow.",
  "Measured all windows; the bay window needs three separate blinds.",
  "Customer asked for a second fabric sample in a lighter colour.",
  "Quote sent by email; follow up on Friday.",
  "Access through the side gate – dog in the back yard.",
  "Deposit paid by bank transfer.",
  "Supplier confirmed a two-week lead time.",
  "Install booked for next Tuesday morning.",
  "Customer happy with the install; asked about shutters for the front room.",
];

const hourMs = 60 * 60 * 1000;

/** Seeds the tabs' content for one account's deals; writes the attachment files first when a store is given. */
export async function seedDealModules(
  tx: Db,
  random: Random,
  input: DealModulesInput,
  files: FileStore | undefined,
): Promise<void> {
  const { accountId } = input;
  const person = () => (input.staff.length > 0 ? random.pick(input.staff) : null);
  const sourceOf = new Map(
    input.workflows.map((rows) => [rows.workflow.id, rows.dataSources[0]?.id ?? null] as const),
  );
  const statusOrder = new Map(
    input.workflows.flatMap((rows) => rows.statuses.map((status) => [status.id, status.sortOrder] as const)),
  );
  const statusCount = new Map(
    input.workflows.map((rows) => [rows.workflow.id, rows.statuses.length] as const),
  );
  const after = (deal: DealRow, maxHours: number) =>
    new Date(Math.min(input.epochMs, deal.createdAt.getTime() + random.int(1, maxHours) * hourMs));

  const items: Array<typeof checklistItems.$inferInsert> = [];
  const noteRows: Array<typeof notes.$inferInsert> = [];
  for (const deal of input.deals) {
    const dataSourceId = sourceOf.get(deal.workflowId);
    if (dataSourceId && random.chance(0.7)) {
      // Further along the workflow, more of the list is done.
      const progress =
        (statusOrder.get(deal.statusId) ?? 0) / Math.max(1, (statusCount.get(deal.workflowId) ?? 1) - 1);
      const count = random.int(2, 5);
      const start = random.int(0, checklistLabels.length - count);
      for (let index = 0; index < count; index++) {
        const at = after(deal, 24 * 20);
        items.push({
          accountId,
          id: random.id(),
          dealId: deal.id,
          dataSourceId,
          label: checklistLabels[start + index] ?? "Follow up",
          isChecked: index / count < progress && random.chance(0.85),
          sortOrder: (index + 1) * sortOrderGap,
          createdAt: at,
          updatedAt: at,
          updatedBy: person(),
        });
      }
    }
    if (random.chance(0.75)) {
      const count = random.int(1, 3);
      for (let index = 0; index < count; index++) {
        const at = after(deal, 24 * 30);
        const author = person();
        noteRows.push({
          accountId,
          id: random.id(),
          dealId: deal.id,
          content: random.pick(noteTexts),
          createdAt: at,
          createdBy: author,
          updatedAt: at,
          updatedBy: author,
        });
      }
    }
  }
  if (items.length > 0) await tx.insert(checklistItems).values(items);
  if (noteRows.length > 0) await tx.insert(notes).values(noteRows);

  // Links: deals of the same contact first (e.g. a sale and its later service job), then a few at random.
  const links = new Map<string, typeof relatedDeals.$inferInsert>();
  const addLink = (a: DealRow, b: DealRow) => {
    if (a.id === b.id || links.size >= input.links) return;
    const [low, high] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
    links.set(`${low}:${high}`, {
      accountId,
      lowDealId: low,
      highDealId: high,
      createdAt: after(a.createdAt > b.createdAt ? a : b, 24),
    });
  };
  const byContact = new Map<string, DealRow[]>();
  for (const deal of input.deals) {
    if (!deal.contactId) continue;
    byContact.set(deal.contactId, [...(byContact.get(deal.contactId) ?? []), deal]);
  }
  for (const group of byContact.values()) {
    const [first, second] = group;
    if (first && second && first.workflowId !== second.workflowId) addLink(first, second);
  }
  while (links.size < Math.min(input.links, Math.floor(input.deals.length / 2))) {
    addLink(random.pick(input.deals), random.pick(input.deals));
  }
  if (links.size > 0) await tx.insert(relatedDeals).values([...links.values()]);

  if (!files || input.attachments === 0) return;
  const firstWorkflow = input.workflows[0]?.workflow.id;
  const targets = input.deals
    .filter((deal) => deal.workflowId === firstWorkflow && !deal.isArchived)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, Math.ceil(input.attachments / 2));
  const documentRows: Array<typeof documents.$inferInsert> = [];
  for (let index = 0; index < input.attachments; index++) {
    const deal = targets[index % Math.max(1, targets.length)];
    if (!deal) break;
    const isPdf = index % 2 === 0;
    const content = isPdf ? samplePdf(`Measure sheet – ${deal.name}`) : samplePng(24, 16);
    const storageKey = `${accountId}/seed-${index + 1}.${isPdf ? "pdf" : "png"}`;
    const { size } = await files.write(storageKey, Readable.from([content]));
    documentRows.push({
      accountId,
      dealId: deal.id,
      kind: "ATTACHMENT",
      name: isPdf ? "Measure sheet.pdf" : "Window photo.png",
      mimeType: isPdf ? "application/pdf" : "image/png",
      size,
      storageKey,
      createdAt: after(deal, 48),
      createdBy: person(),
    });
  }
  if (documentRows.length > 0) await tx.insert(documents).values(documentRows);
}
