// The demo's personnel, their appointments on deals, and purchase orders with sales reps: the data the
// board's Personnel and Rep filters read (DOMAIN.md "Demo data"). Deterministic: its own seeded random
// source and dates taken from the (deterministic) deals.
import { pickBadgeColor, type TemporalData } from "@portal/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  accountSequences,
  contacts,
  dealerManufacturers,
  deals,
  employees,
  manufacturers,
  personnel,
  type purchaseOrders,
  quotes,
  supplierOrders,
  workflowStatuses,
} from "../db/schema/index.ts";
import { insertPurchaseOrder } from "../modules/purchase-orders/purchase-orders.service.ts";
import { getQuote } from "../modules/quotes/quotes.service.ts";
import {
  applySupplierUpdate,
  createSupplierOrder,
} from "../modules/supplier-orders/supplier-orders.service.ts";
import { DemoBookings, demoZone } from "./demo-bookings.ts";
import { demoUsers } from "./demo-users.ts";
import { seededRandom } from "./random.ts";
import { seedIds } from "./seed-ids.ts";

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;
const zone = demoZone;

/** Demo Blinds Co's personnel. Sam Taylor is also the `sales` employee (same email). */
export const demoPersonnel = {
  chris: { name: "Chris Nguyen", email: "chris.nguyen@demoblinds.test", labels: ["Installer"] },
  priya: { name: "Priya Shah", email: "priya.shah@demoblinds.test", labels: ["Measurer", "Consultant"] },
  tom: { name: "Tom O'Brien", email: "tom.obrien@demoblinds.test", labels: ["Installer", "Shutters"] },
  mia: { name: "Mia Rossi", email: "mia.rossi@demoblinds.test", labels: ["Measurer"] },
  sam: { name: "Sam Taylor", email: demoUsers.sales.email, labels: ["Consultant"] },
} as const;
export type PersonKey = keyof typeof demoPersonnel;

const personnelNotes: Record<PersonKey, string> = {
  chris: "Lead installer; has the long ladder and the van with the roof racks.",
  priya: "Measures on the north side; prefers morning bookings.",
  tom: "Shutter specialist. Not available on Fridays.",
  mia: "Part-time, Tuesdays to Thursdays.",
  sam: "",
};

export type SeedDeal = {
  id: string;
  name: string;
  workflowId: string;
  status: string;
  isArchived: boolean;
  createdAt: Date;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
};

type AppointmentPlan = {
  status: string;
  /** Positions in the column (board order, archived deals included). */
  positions: number[];
  title: string;
  /** Who of the personnel takes part, by position. */
  people: (position: number) => PersonKey[];
  /** Days after the deal was made. */
  afterDays: number;
  kind: "timespan" | "datespan" | "date";
};

/**
 * Sales workflow: the Measure Booked deals have a measure (Priya on the first three, Mia on the others),
 * two Quoted deals a walkthrough with Sam, the Received deals whose install is booked (odd positions) an
 * installation, every Installed deal its installation. Service workflow: each Scheduled deal a visit by Tom.
 */
const appointmentPlans: AppointmentPlan[] = [
  {
    status: "Measure Booked",
    positions: [0, 1, 2, 3, 4, 5],
    title: "Measure and quote",
    people: (position) => [position < 3 ? "priya" : "mia"],
    afterDays: 3,
    kind: "timespan",
  },
  {
    status: "Quoted",
    positions: [0, 1],
    title: "Quote walkthrough",
    people: () => ["sam"],
    afterDays: 6,
    kind: "timespan",
  },
  {
    status: "Received",
    positions: [1, 3],
    title: "Installation",
    people: (position) => (position === 1 ? ["chris"] : ["tom", "chris"]),
    afterDays: 40,
    kind: "timespan",
  },
  {
    status: "Installed",
    positions: [0, 1, 2, 3, 4, 5],
    title: "Installation",
    people: (position) => [position % 2 === 0 ? "chris" : "tom"],
    afterDays: 30,
    kind: "datespan",
  },
  {
    status: "Scheduled",
    positions: [0, 1, 2],
    title: "Service visit",
    people: () => ["tom"],
    afterDays: 2,
    kind: "date",
  },
];

type OrderPlan = {
  status: string;
  position: number;
  rep: "admin" | "sales" | "dealsOnly" | null;
  orderStatus: "OPEN" | "SUBMITTED";
  /** Index into the dealer's suppliers. */
  supplier: number;
  isArchived?: boolean;
  /**
   * Made this many days before the seed day (else a week into the deal's life), so the dashboard's
   * Orders section (the past 30 days) has this month's orders to show.
   */
  daysAgo?: number;
};

/**
 * Orders of the Sales workflow's deals from Signed on. Sam Taylor (sales) is the rep of Ordered 2, 3 and
 * 0 (its second order), Received 1 and 2, Signed 1 and 3, Installed 3 to 5; Dana Lee only of Received 3
 * (her order on Signed 0 is archived, so it does not count).
 */
const orderPlans: OrderPlan[] = [
  { status: "Signed", position: 0, rep: "dealsOnly", orderStatus: "OPEN", supplier: 0, isArchived: true },
  { status: "Signed", position: 1, rep: "sales", orderStatus: "OPEN", supplier: 0, daysAgo: 2 },
  { status: "Signed", position: 3, rep: "sales", orderStatus: "OPEN", supplier: 1, daysAgo: 5 },
  { status: "Ordered", position: 0, rep: "admin", orderStatus: "SUBMITTED", supplier: 0, daysAgo: 9 },
  { status: "Ordered", position: 0, rep: "sales", orderStatus: "SUBMITTED", supplier: 1, daysAgo: 9 },
  { status: "Ordered", position: 1, rep: "admin", orderStatus: "SUBMITTED", supplier: 1 },
  { status: "Ordered", position: 2, rep: "sales", orderStatus: "SUBMITTED", supplier: 0 },
  { status: "Ordered", position: 3, rep: "sales", orderStatus: "SUBMITTED", supplier: 1 },
  { status: "Ordered", position: 4, rep: null, orderStatus: "SUBMITTED", supplier: 0 },
  { status: "Received", position: 0, rep: "admin", orderStatus: "SUBMITTED", supplier: 0 },
  { status: "Received", position: 1, rep: "sales", orderStatus: "SUBMITTED", supplier: 1 },
  { status: "Received", position: 2, rep: "sales", orderStatus: "SUBMITTED", supplier: 0 },
  { status: "Received", position: 3, rep: "dealsOnly", orderStatus: "SUBMITTED", supplier: 1 },
  ...[0, 1, 2, 3, 4, 5].map(
    (position): OrderPlan => ({
      status: "Installed",
      position,
      rep: position < 3 ? "admin" : "sales",
      orderStatus: "SUBMITTED",
      supplier: position % 2,
    }),
  ),
];

/**
 * Adds the demo's personnel with their appointments, and its purchase orders, to Demo Blinds Co; nothing
 * is made after `epochMs`, the seed's epoch (SeedOptions).
 */
export async function seedPeopleAndOrders(db: Db, epochMs: number): Promise<void> {
  const accountId = seedIds.demoAccount;
  const dealRows = await demoDeals(db, accountId);
  const random = seededRandom(0x9e0_2026, epochMs - 200 * dayMs);

  const people = (Object.keys(demoPersonnel) as PersonKey[]).map((key) => ({
    id: random.id(),
    accountId,
    name: demoPersonnel[key].name,
    email: demoPersonnel[key].email,
    labels: [...demoPersonnel[key].labels],
    notes: personnelNotes[key],
    badgeColor: pickBadgeColor(random.next),
    createdAt: new Date(epochMs - 300 * dayMs),
    updatedAt: new Date(epochMs - 300 * dayMs),
  }));
  await db.insert(personnel).values(people);
  await insertAppointments(db, random.id, epochMs, accountId, dealRows);

  const orderCount = await insertOrders(db, random.id, epochMs, accountId, dealRows);
  if (orderCount > 0) {
    await db
      .insert(accountSequences)
      .values({ accountId, kind: "purchase_order", lastValue: orderCount })
      .onConflictDoUpdate({
        target: [accountSequences.accountId, accountSequences.kind],
        set: { lastValue: sql`greatest(${accountSequences.lastValue}, ${orderCount})` },
      });
  }
}

/** The demo's Sales and Service deals in board order (archived ones too), with their customer. */
export async function demoDeals(db: Db, accountId: string): Promise<SeedDeal[]> {
  return db
    .select({
      id: deals.id,
      name: deals.name,
      workflowId: deals.workflowId,
      status: workflowStatuses.name,
      isArchived: deals.isArchived,
      createdAt: deals.createdAt,
      contactName: contacts.name,
      contactEmail: contacts.email,
      contactPhone: contacts.phone,
    })
    .from(deals)
    .innerJoin(
      workflowStatuses,
      and(eq(workflowStatuses.accountId, deals.accountId), eq(workflowStatuses.id, deals.statusId)),
    )
    .leftJoin(contacts, and(eq(contacts.accountId, deals.accountId), eq(contacts.id, deals.contactId)))
    .where(
      and(
        eq(deals.accountId, accountId),
        inArray(deals.workflowId, [seedIds.demoSalesWorkflow, seedIds.demoServiceWorkflow]),
      ),
    )
    .orderBy(asc(deals.workflowId), asc(deals.statusId), asc(deals.sortOrder), asc(deals.tuid));
}

function dealsIn(dealRows: SeedDeal[], status: string): SeedDeal[] {
  return dealRows.filter((deal) => deal.status === status);
}

/** A day of the deal's life (UTC midnight of the day `afterDays` after it was made). */
function dayOf(deal: SeedDeal, afterDays: number): number {
  const created = deal.createdAt.getTime();
  return Math.floor(created / dayMs) * dayMs + afterDays * dayMs;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function when(deal: SeedDeal, plan: AppointmentPlan): TemporalData {
  const day = dayOf(deal, plan.afterDays);
  switch (plan.kind) {
    case "date":
      return { type: "date", date: isoDay(day) };
    case "datespan":
      return { type: "datespan", start: isoDay(day), end: isoDay(day + dayMs) };
    case "timespan": {
      // 23:00 to 00:30 UTC: 10:00 to 11:30 in Sydney in summer time, an hour earlier in winter.
      const start = day - hourMs;
      return {
        type: "timespan",
        start: new Date(start).toISOString(),
        end: new Date(start + 1.5 * hourMs).toISOString(),
        startZone: zone,
        endZone: zone,
      };
    }
  }
}

async function insertAppointments(
  tx: Db,
  newId: () => string,
  epochMs: number,
  accountId: string,
  dealRows: SeedDeal[],
): Promise<void> {
  const bookings = new DemoBookings(accountId, newId);
  for (const plan of appointmentPlans) {
    const column = dealsIn(dealRows, plan.status);
    for (const position of plan.positions) {
      const deal = column[position];
      if (!deal) continue;
      bookings.add({
        deal,
        title: plan.title,
        temporalData: when(deal, plan),
        madeAt: new Date(Math.min(epochMs, deal.createdAt.getTime() + hourMs)),
        people: plan.people(position).map((key) => ({
          name: demoPersonnel[key].name,
          // One address typed in another case: a person is still found by it.
          email:
            plan.status === "Installed" && position === 0
              ? demoPersonnel[key].email.replace(/^./, (first) => first.toUpperCase())
              : demoPersonnel[key].email,
          status: "YES",
        })),
        contactStatus: position % 2 === 0 ? "YES" : "NOREPLY",
      });
    }
  }
  await bookings.insert(tx);
}

/** Answers how many orders it made (their tuids are 1…n). */
async function insertOrders(
  tx: Db,
  newId: () => string,
  epochMs: number,
  accountId: string,
  dealRows: SeedDeal[],
): Promise<number> {
  const suppliers = await tx
    .select({ id: dealerManufacturers.manufacturerId })
    .from(dealerManufacturers)
    .where(eq(dealerManufacturers.accountId, accountId))
    .orderBy(asc(dealerManufacturers.sortOrder), asc(dealerManufacturers.manufacturerId));
  if (suppliers.length === 0) return 0;
  const staff = await tx
    .select({ id: employees.id, username: employees.username })
    .from(employees)
    .where(eq(employees.accountId, accountId));
  const employeeId = (rep: OrderPlan["rep"]) =>
    rep === null ? null : (staff.find((row) => row.username === demoUsers[rep].username)?.id ?? null);
  // An order comes from the deal's accepted quote where the demo has one (seeded before the orders).
  const accepted = await tx
    .select({ id: quotes.id, dealId: quotes.dealId })
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), eq(quotes.status, "ACCEPTED"), eq(quotes.isArchived, false)));
  const acceptedQuoteOf = (dealId: string) => accepted.find((quote) => quote.dealId === dealId)?.id ?? null;

  // Each order is made the way a conversion makes it: the accepted quote's lines of that supplier, copied.
  let made = 0;
  for (const plan of orderPlans) {
    const deal = dealsIn(dealRows, plan.status)[plan.position];
    const planned = suppliers[plan.supplier % suppliers.length];
    if (!deal || !planned) continue;
    const madeAt = new Date(
      plan.daysAgo === undefined
        ? Math.min(epochMs, dayOf(deal, 7) + made * hourMs)
        : epochMs - plan.daysAgo * dayMs + made * hourMs,
    );
    const quoteId = acceptedQuoteOf(deal.id);
    const quote = quoteId ? await getQuote(tx, accountId, quoteId) : null;
    // The planned supplier when the quote has its products, else a supplier the quote does use.
    const quoted = new Set(quote?.context.orderLines.map((line) => line.manufacturerId));
    const supplier =
      quoted.size === 0 || quoted.has(planned.id)
        ? planned
        : (suppliers.find((candidate) => quoted.has(candidate.id)) ?? planned);
    made += 1;
    const lines = quote?.context.orderLines.filter((line) => line.manufacturerId === supplier.id) ?? [];
    // An order without products cannot be submitted (PURCHASE_ORDER_EMPTY): such a plan stays open.
    const status = lines.length > 0 ? plan.orderStatus : "OPEN";
    const order = await insertPurchaseOrder(
      tx,
      newId,
      {
        id: newId(),
        accountId,
        tuid: made,
        dealId: deal.id,
        quoteId,
        manufacturerId: supplier.id,
        status,
        salesRepEmployeeId: employeeId(plan.rep),
        sidemark: deal.name,
        customerDetails: deal.contactName
          ? { name: deal.contactName, email: deal.contactEmail, phone: deal.contactPhone, address: null }
          : null,
        submittedAt: status === "SUBMITTED" ? madeAt : null,
        isArchived: plan.isArchived ?? false,
        createdAt: madeAt,
        updatedAt: madeAt,
      },
      lines,
    );
    if (order.status === "SUBMITTED") await sendDemoOrder(tx, newId, order, staff, plan, made);
  }
  return made;
}

/**
 * What the supplier received for a submitted demo order, and how far it got: an online supplier has
 * acknowledged most (reference, ETA) and completed those of received deals; an offline one waits at
 * the account's first status. The secret links are derived from the seed (demo data only).
 */
async function sendDemoOrder(
  tx: Db,
  newId: () => string,
  order: typeof purchaseOrders.$inferSelect,
  staff: { id: number; username: string }[],
  plan: OrderPlan,
  made: number,
): Promise<void> {
  const user = plan.rep === null ? null : demoUsers[plan.rep];
  const rep = user ? staff.find((row) => row.username === user.username) : undefined;
  const sentAt = order.submittedAt ?? order.createdAt;
  const sent = await createSupplierOrder(tx, {
    order,
    who: {
      employeeId: rep?.id ?? null,
      name: user ? `${user.firstName} ${user.lastName}` : "Demo Blinds Co",
    },
    now: sentAt,
    ids: newId,
    makeToken: () => `demo${newId().replaceAll("-", "")}`,
  });
  const progress = plan.status === "Received" ? "COMPLETED" : made % 3 === 0 ? "UNSTARTED" : "IN_PROGRESS";
  if (sent.isOffline || progress === "UNSTARTED") return;
  const [row] = await tx.select().from(supplierOrders).where(eq(supplierOrders.id, sent.id));
  const [supplier] = await tx
    .select({ name: manufacturers.name })
    .from(manufacturers)
    .where(eq(manufacturers.id, order.manufacturerId));
  if (!row) return;
  const eta = new Date(sentAt.getTime() + 14 * dayMs).toISOString().slice(0, 10);
  await applySupplierUpdate(tx, {
    order: row,
    body: {
      coreStatus: progress,
      reference: `SL-${4400 + made}`,
      eta,
      trackingInformation: progress === "COMPLETED" ? `StarTrack 7731 0042 ${String(10 + made)}` : "",
      freight: "45.00",
      shippingInstructions: row.shippingInstructions,
    },
    who: `${supplier?.name ?? "Supplier"} (supplier page)`,
    now: new Date(sentAt.getTime() + dayMs),
    ids: newId,
  });
}
