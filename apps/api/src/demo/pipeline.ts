// The demo pipeline: workflows, custom fields, contacts and deals for both dealers (DOMAIN.md "Demo data").
// Deterministic: one seeded random source and dates counted back from the seed's epoch (SeedOptions).
import type { WorkflowFile } from "@portal/contract";
import { slugify, sortOrderGap } from "@portal/domain";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  accountSequences,
  accountWebSettings,
  contacts,
  customFields,
  dealFlagValues,
  deals,
  employees,
} from "../db/schema/index.ts";
import {
  insertWorkflowRows,
  type WorkflowRows,
  workflowRowsFromFile,
} from "../modules/workflows/workflow-rows.ts";
import type { FileStore } from "../platform/files.ts";
import { seedDealModules } from "./deal-modules.ts";
import { seedDemoPayments } from "./demo-payments.ts";
import { demoUsers, harbourAdmin } from "./demo-users.ts";
import {
  dealNotes,
  demoBuilders,
  demoCommercialFile,
  demoCustomFields,
  demoPeople,
  demoSalesFile,
  demoServiceFile,
  emailDomains,
  harbourCustomFields,
  harbourPeople,
  harbourSalesFile,
  leadSources,
  products,
  rooms,
  type SeedCustomField,
  serviceJobs,
  siteNotes,
  suburbs,
} from "./pipeline-data.ts";
import { type Random, seededRandom } from "./random.ts";
import { seedIds } from "./seed-ids.ts";

/**
 * The default epoch, 2026-10-01 09:00 UTC: seeded with it, the demo is the same whenever it is seeded,
 * which the tests, the browser tests and the benchmarks rely on.
 */
export const fixedSeedEpoch = Date.UTC(2026, 9, 1, 9, 0, 0);
const dayMs = 24 * 60 * 60 * 1000;

/**
 * The epoch of a demo seeded for people to look at (the server's): 09:00 UTC of the day before `now`, so
 * the demo has recent activity. Nothing seeded is made after the epoch but deals, up to 9 hours after
 * it (a working-hours time of day), so before midnight UTC and never after `now`; appointments (the
 * calendar) may lie ahead.
 */
export function seedDayEpoch(now: Date): number {
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  return today - dayMs + 9 * 60 * 60 * 1000;
}
const firstDealTuid = 1001;

type ContactRow = typeof contacts.$inferInsert;
type DealRow = typeof deals.$inferInsert;
type FlagValueRow = typeof dealFlagValues.$inferInsert;

type DealDraft = {
  statusName: string;
  name: string;
  description: string;
  sidemark: string | null;
  contactId: string | null;
  udfs: Record<string, string | null>;
  /** Flag name → value label; flags left out take their default value. */
  flags: Record<string, string>;
  ageDays: number;
  isArchived: boolean;
  createdBy: number | null;
};

export type SeedOptions = {
  /** Where the demo's attachments go; without it the demo has no attachments. */
  files?: FileStore;
  /**
   * Every seeded date is counted back from this instant (ms since 1970): records are made on or before
   * it (deals up to 9 hours after), appointments may lie after it. Default `fixedSeedEpoch`, so the
   * data is the same whenever it is seeded; the server passes `seedDayEpoch` (SEED_DEMO_EPOCH). Only
   * the time base moves: the seeded random sequences are the same whatever the epoch.
   */
  epochMs?: number;
};

export async function seedPipeline(db: Db, options: SeedOptions = {}): Promise<void> {
  const epochMs = options.epochMs ?? fixedSeedEpoch;
  const random = seededRandom(0x5eed_2026, epochMs - 365 * dayMs);
  const staff = await db
    .select({ id: employees.id, username: employees.username })
    .from(employees)
    .where(inArray(employees.accountId, [seedIds.demoAccount, seedIds.harbourAccount]));
  const employeeId = (username: string) => staff.find((row) => row.username === username)?.id ?? null;
  const demoStaff = [demoUsers.admin, demoUsers.sales, demoUsers.dealsOnly].map((user) =>
    employeeId(user.username),
  );

  await db.transaction(async (tx) => {
    await seedDemoDealer(tx, random, epochMs, demoStaff, options.files);
    await seedHarbour(tx, random, epochMs, employeeId(harbourAdmin.username), options.files);
  });
}

async function seedDemoDealer(
  tx: Db,
  random: Random,
  epochMs: number,
  staff: Array<number | null>,
  files: FileStore | undefined,
): Promise<void> {
  const accountId = seedIds.demoAccount;
  const fieldIds = await insertCustomFields(tx, random, epochMs, accountId, Object.values(demoCustomFields));
  const udf = (field: SeedCustomField) => fieldIds.get(field.key) ?? "";

  const sales = await insertWorkflow(tx, random, epochMs, accountId, {
    id: seedIds.demoSalesWorkflow,
    file: demoSalesFile(Object.values(demoCustomFields).map(udf)),
    sortOrder: 0,
  });
  const service = await insertWorkflow(tx, random, epochMs, accountId, {
    id: seedIds.demoServiceWorkflow,
    file: demoServiceFile([udf(demoCustomFields.siteNotes)]),
    sortOrder: 1,
  });
  await insertWorkflow(tx, random, epochMs, accountId, {
    id: seedIds.demoCommercialWorkflow,
    file: demoCommercialFile,
    sortOrder: 2,
    isActive: false,
    isEditable: false,
  });

  const people = demoPeople.map((name, index) => personContact(random, epochMs, accountId, index + 1, name));
  const builders = demoBuilders.map((builder, index) => ({
    id: random.id(),
    accountId,
    tuid: people.length + index + 1,
    name: builder.name,
    email: builder.email,
    phone: builder.phone,
    createdAt: daysAgo(epochMs, 300 - index),
    updatedAt: daysAgo(epochMs, 300 - index),
  }));
  await insertContacts(tx, accountId, [...people, ...builders]);

  const customer = () => (random.chance(0.92) ? random.pick(people) : null);
  const salesPlan: Array<[status: string, count: number, ages: [number, number]]> = [
    ["New Lead", 6, [0, 10]],
    ["Contacted", 6, [2, 18]],
    ["Measure Booked", 6, [5, 30]],
    ["Quoted", 7, [10, 40]],
    ["Signed", 5, [20, 60]],
    ["Ordered", 5, [25, 70]],
    ["Received", 4, [30, 80]],
    ["Installed", 6, [45, 150]],
    ["Lost", 5, [30, 150]],
  ];
  const lostReasons = ["Unknown", "Price", "Timing", "Competitor", "No Response"];
  const salesDeals: DealDraft[] = salesPlan.flatMap(([statusName, n, [minAge, maxAge]]) =>
    Array.from({ length: n }, (_, index): DealDraft => {
      const contact = customer();
      const surname = contact?.name.split(" ").at(-1) ?? random.pick(["Walsh", "Dunn", "Fraser"]);
      const room = random.pick(rooms);
      const flags: Record<string, string> = {};
      if (statusName === "Signed") flags.Payment = index % 2 === 0 ? "None" : "Deposit Paid";
      if (statusName === "Ordered" || statusName === "Received") flags.Payment = "Deposit Paid";
      if (statusName === "Received") flags.Install = index % 2 === 0 ? "None" : "Booked";
      if (statusName === "Installed") {
        flags.Payment = index === 0 ? "Deposit Paid" : "Paid in Full";
        flags.Install = "Done";
      }
      if (statusName === "Lost") flags["Lost Reason"] = lostReasons[index % lostReasons.length] ?? "Unknown";
      const udfs: Record<string, string | null> = {
        [demoCustomFields.leadSource.key]: random.pick(leadSources),
      };
      if (random.chance(0.4)) udfs[demoCustomFields.siteNotes.key] = random.pick(siteNotes);
      if (random.chance(0.2)) udfs[demoCustomFields.builder.key] = random.pick(builders).id;
      return {
        statusName,
        name: `${contact?.name ?? surname} – ${room} ${random.pick(products)}`,
        description: describe(random),
        sidemark: random.chance(0.7)
          ? `${surname.toUpperCase()} ${room
              .replace(/[^A-Za-z ]/g, "")
              .split(" ")[0]
              ?.toUpperCase()}`
          : null,
        contactId: contact?.id ?? null,
        udfs,
        flags,
        ageDays: random.int(minAge, maxAge),
        // The oldest finished deals have been archived.
        isArchived: (statusName === "Installed" && index >= 4) || (statusName === "Lost" && index >= 4),
        createdBy: staff[index % staff.length] ?? null,
      };
    }),
  );

  const servicePlan: Array<[status: string, count: number, ages: [number, number]]> = [
    ["Requested", 3, [0, 7]],
    ["Scheduled", 3, [3, 20]],
    ["Done", 3, [20, 90]],
    ["Cancelled", 1, [15, 60]],
  ];
  const serviceDeals: DealDraft[] = servicePlan.flatMap(([statusName, n, [minAge, maxAge]]) =>
    Array.from({ length: n }, (_, index): DealDraft => {
      const contact = random.pick(people);
      return {
        statusName,
        name: `${contact.name} – ${random.pick(serviceJobs)}`,
        description: describe(random),
        sidemark: null,
        contactId: contact.id,
        udfs: random.chance(0.5) ? { [demoCustomFields.siteNotes.key]: random.pick(siteNotes) } : {},
        flags: index === 0 && statusName !== "Done" ? { Priority: "Urgent" } : {},
        ageDays: random.int(minAge, maxAge),
        isArchived: false,
        createdBy: staff[(index + 1) % staff.length] ?? null,
      };
    }),
  );

  const dealRows = await insertDeals(tx, random, epochMs, accountId, [
    { rows: sales, drafts: salesDeals },
    { rows: service, drafts: serviceDeals },
  ]);
  // Notes by the demo and sales users.
  const writers = [staff[0], staff[1]].filter((id): id is number => typeof id === "number");
  await seedDealModules(
    tx,
    random,
    {
      accountId,
      workflows: [sales, service],
      deals: dealRows,
      staff: writers,
      epochMs,
      attachments: 3,
      links: 8,
    },
    files,
  );
  // Its own random source, so the payments leave every other seeded value as it was.
  await seedDemoPayments(tx, seededRandom(0x5eed_0011, epochMs - 300 * dayMs), {
    accountId,
    deals: dealRows,
    staff: staff[0] ?? null,
    epochMs,
  });

  await tx.insert(accountWebSettings).values({
    accountId,
    key: "DEAL_WORKFLOWS",
    value: {
      workflows: [
        {
          workflowId: seedIds.demoSalesWorkflow,
          presetFilters: [
            { name: "Quoting", params: "phase=QUOTING" },
            { name: "Needs attention", params: "alerts=true&sort=alerts" },
          ],
        },
      ],
    },
    updatedAt: new Date(epochMs),
  });
}

async function seedHarbour(
  tx: Db,
  random: Random,
  epochMs: number,
  admin: number | null,
  files: FileStore | undefined,
): Promise<void> {
  const accountId = seedIds.harbourAccount;
  const fieldIds = await insertCustomFields(
    tx,
    random,
    epochMs,
    accountId,
    Object.values(harbourCustomFields),
  );
  const sales = await insertWorkflow(tx, random, epochMs, accountId, {
    id: seedIds.harbourSalesWorkflow,
    file: harbourSalesFile([...fieldIds.values()]),
    sortOrder: 0,
  });
  const people = harbourPeople.map((name, index) =>
    personContact(random, epochMs, accountId, index + 1, name),
  );
  await insertContacts(tx, accountId, people);
  const plan = ["Enquiry", "Enquiry", "Quoted", "Installing", "Complete"];
  const drafts = plan.map(
    (statusName, index): DealDraft => ({
      statusName,
      name: `${people[index % people.length]?.name ?? "Walk-in"} – ${random.pick(["Shutters", "Louvres", "Awnings"])}`,
      description: describe(random),
      sidemark: null,
      contactId: people[index % people.length]?.id ?? null,
      udfs: { [harbourCustomFields.referral.key]: random.pick(["Builder", "Friend", "Website"]) },
      flags: statusName === "Complete" ? { Payment: "Paid in Full" } : {},
      ageDays: random.int(1, 60),
      isArchived: false,
      createdBy: admin,
    }),
  );
  const dealRows = await insertDeals(tx, random, epochMs, accountId, [{ rows: sales, drafts }]);
  await seedDealModules(
    tx,
    random,
    {
      accountId,
      workflows: [sales],
      deals: dealRows,
      staff: admin === null ? [] : [admin],
      epochMs,
      attachments: 1,
      links: 1,
    },
    files,
  );
}

function daysAgo(epochMs: number, days: number, random?: Random): Date {
  // A working-hours time of day (up to 9 hours after the epoch's), so cards do not all show midnight.
  const minutes = random ? random.int(0, 9 * 60) : 0;
  return new Date(epochMs - days * dayMs + minutes * 60_000);
}

function describe(random: Random): string {
  const windows = random.int(2, 12);
  return `${windows} windows in ${random.pick(suburbs)}. ${random.pick(dealNotes)}`.trim();
}

function personContact(
  random: Random,
  epochMs: number,
  accountId: string,
  tuid: number,
  name: string,
): ContactRow & { id: string } {
  const [first = name, ...rest] = name.split(" ");
  const last = rest.join(" ");
  const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
  const mobile = `04${random.int(0, 9)}${random.int(0, 9)} ${random.int(100, 999)} ${random.int(100, 999)}`;
  const created = daysAgo(epochMs, random.int(20, 400), random);
  return {
    id: random.id(),
    accountId,
    tuid,
    name,
    email: random.chance(0.9) ? `${local}@${random.pick(emailDomains)}` : null,
    phone: random.chance(0.15) ? `02 9${random.int(100, 999)} ${random.int(1000, 9999)}` : mobile,
    createdAt: created,
    updatedAt: created,
  };
}

async function insertContacts(tx: Db, accountId: string, rows: ContactRow[]): Promise<void> {
  await tx.insert(contacts).values(rows);
  await tx.insert(accountSequences).values({ accountId, kind: "contact", lastValue: rows.length });
}

/** Inserts the fields in order (a minute apart, so the list keeps that order); answers key → id. */
async function insertCustomFields(
  tx: Db,
  random: Random,
  epochMs: number,
  accountId: string,
  fields: readonly SeedCustomField[],
): Promise<Map<string, string>> {
  const rows = fields.map((field, index) => ({
    id: random.id(),
    accountId,
    name: field.name,
    key: field.key,
    type: field.type,
    required: field.required,
    createdAt: new Date(epochMs - 400 * dayMs + index * 60_000),
    updatedAt: new Date(epochMs - 400 * dayMs + index * 60_000),
  }));
  await tx.insert(customFields).values(rows);
  return new Map(rows.map((row) => [row.key, row.id]));
}

async function insertWorkflow(
  tx: Db,
  random: Random,
  epochMs: number,
  accountId: string,
  options: { id: string; file: WorkflowFile; sortOrder: number; isActive?: boolean; isEditable?: boolean },
): Promise<WorkflowRows> {
  const rows = workflowRowsFromFile(
    {
      accountId,
      id: options.id,
      slug: slugify(options.file.name),
      isActive: options.isActive ?? true,
      isEditable: options.isEditable ?? true,
      sortOrder: options.sortOrder,
      now: new Date(epochMs - 400 * dayMs),
    },
    options.file,
    random.id,
  );
  await insertWorkflowRows(tx, rows);
  return rows;
}

/** Deals of several workflows of one account: tuids in creation order, sort orders with gaps per column. */
async function insertDeals(
  tx: Db,
  random: Random,
  epochMs: number,
  accountId: string,
  groups: Array<{ rows: WorkflowRows; drafts: DealDraft[] }>,
): Promise<Array<DealRow & { id: string; createdAt: Date }>> {
  const placed = groups.flatMap(({ rows, drafts }) => {
    const columnSize = new Map<string, number>();
    return drafts.map((draft) => {
      const status = rows.statuses.find((row) => row.name === draft.statusName);
      if (!status) throw new Error(`seed: no status ${draft.statusName} in ${rows.workflow.name}`);
      const position = (columnSize.get(status.id) ?? 0) + 1;
      columnSize.set(status.id, position);
      return {
        draft,
        rows,
        statusId: status.id,
        sortOrder: position * sortOrderGap,
        created: daysAgo(epochMs, draft.ageDays, random),
      };
    });
  });
  placed.sort((a, b) => a.created.getTime() - b.created.getTime());

  const dealRows: Array<DealRow & { id: string; createdAt: Date }> = [];
  const flagRows: FlagValueRow[] = [];
  placed.forEach(({ draft, rows, statusId, sortOrder, created }, index) => {
    const id = random.id();
    const updated = new Date(Math.min(epochMs, created.getTime() + random.int(0, draft.ageDays) * dayMs));
    dealRows.push({
      id,
      accountId,
      tuid: firstDealTuid + index,
      workflowId: rows.workflow.id,
      statusId,
      name: draft.name,
      description: draft.description,
      sidemark: draft.sidemark,
      contactId: draft.contactId,
      sortOrder,
      isArchived: draft.isArchived,
      version: 1,
      udfs: draft.udfs,
      createdBy: draft.createdBy,
      createdAt: created,
      updatedAt: updated,
    });
    for (const flag of rows.flags) {
      const values = rows.values.filter((value) => value.flagId === flag.id);
      const wanted = draft.flags[flag.name];
      const chosen =
        values.find((value) => value.label === wanted) ?? values.find((value) => value.isDefault);
      if (!chosen) throw new Error(`seed: flag ${flag.name} has no default value`);
      flagRows.push({ accountId, dealId: id, flagId: flag.id, valueId: chosen.id });
    }
  });
  await tx.insert(deals).values(dealRows);
  if (flagRows.length > 0) await tx.insert(dealFlagValues).values(flagRows);
  await tx
    .insert(accountSequences)
    .values({ accountId, kind: "deal", lastValue: firstDealTuid + dealRows.length - 1 });
  return dealRows;
}
