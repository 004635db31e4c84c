import { type DealCard, type Person, personSchema, type Workflow } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  appointmentParticipants,
  appointments,
  deals,
  employees,
  manufacturers,
  personnel,
  purchaseOrders,
} from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { boardOf, statusNamed, unknownId, workflowOf } from "../../test/kits/deals.test-kit.ts";

const { admin, sales: salesUser, dealsOnly } = demoUsers;
const ids = (cards: Array<{ id: string }>) => cards.map((card) => card.id).sort();

/** Ids of personnel people a board query names, here from their names. */
async function peopleOf(client: TestClient): Promise<Map<string, Person>> {
  const response = await client.get("/api/personnel");
  expect(response.statusCode, response.body).toBe(200);
  return new Map(
    z
      .array(personSchema)
      .parse(response.json())
      .map((person) => [person.name, person]),
  );
}

describe("board filters: personnel (appointments) and rep (purchase orders)", () => {
  let t: TestApp;
  let demo: TestClient;
  let harbour: TestClient;
  let sales: Workflow;
  let people: Map<string, Person>;
  /** The Sales board with archived deals, column by column in board order. */
  let everything: DealCard[];
  const column = (status: string) =>
    everything.filter((card) => card.statusId === statusNamed(sales, status)).map((card) => card.id);
  const personId = (name: string) => people.get(name)?.id ?? "";
  const employeeIds = new Map<string, number>();
  const employeeId = (username: string) => employeeIds.get(username) ?? 0;
  let harbourDealId = "";

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    sales = await workflowOf(demo, seedIds.demoSalesWorkflow);
    people = await peopleOf(demo);
    everything = await boardOf(demo, sales.id, "archived=all");
    for (const row of await t.db.select({ id: employees.id, username: employees.username }).from(employees))
      employeeIds.set(row.username, row.id);
    const [harbourDeal] = await t.db
      .select({ id: deals.id })
      .from(deals)
      .where(eq(deals.accountId, seedIds.harbourAccount))
      .orderBy(deals.tuid)
      .limit(1);
    harbourDealId = harbourDeal?.id ?? "";
  });
  afterAll(() => t.close());

  /** An appointment on a deal with these participants (name, email). */
  async function appointmentOn(
    accountId: string,
    dealId: string,
    participants: Array<[string, string | null]>,
  ) {
    const id = crypto.randomUUID();
    await t.db.insert(appointments).values({
      id,
      accountId,
      dealId,
      title: "Check-measure",
      temporalData: { type: "date", date: "2026-10-20" },
      // The day in Sydney (summer time, +11:00), as the appointments API computes it.
      startsAt: new Date("2026-10-19T13:00:00Z"),
      endsAt: new Date("2026-10-20T13:00:00Z"),
    });
    await t.db.insert(appointmentParticipants).values(
      participants.map(([name, email], index) => ({
        id: crypto.randomUUID(),
        accountId,
        appointmentId: id,
        name,
        email,
        sortOrder: index,
      })),
    );
    return id;
  }

  describe("personnel", () => {
    it("keeps the deals with an appointment one of the chosen people takes part in", async () => {
      const priya = await boardOf(demo, sales.id, `personnel=${personId("Priya Shah")}`);
      expect(ids(priya)).toEqual(column("Measure Booked").slice(0, 3).sort());
      const both = await boardOf(
        demo,
        sales.id,
        `personnel=${personId("Priya Shah")},${personId("Mia Rossi")}`,
      );
      expect(ids(both)).toEqual([...column("Measure Booked")].sort());
      // Sam Taylor walks two Quoted deals through their quote.
      expect(ids(await boardOf(demo, sales.id, `personnel=${personId("Sam Taylor")}`))).toEqual(
        column("Quoted").slice(0, 2).sort(),
      );
    });

    it("matches a participant to a person by email whatever its case, and never by name alone", async () => {
      const [first, second] = column("New Lead");
      if (!first || !second) throw new Error("no New Lead deals");
      const mia = personId("Mia Rossi");
      const before = ids(await boardOf(demo, sales.id, `personnel=${mia}`));
      expect(before).not.toContain(first);
      await appointmentOn(seedIds.demoAccount, first, [["Mia", "MIA.Rossi@DemoBlinds.TEST"]]);
      // Her name but another address, and her name without one: not her.
      await appointmentOn(seedIds.demoAccount, second, [
        ["Mia Rossi", "mia@example.test"],
        ["Mia Rossi", null],
      ]);
      const after = ids(await boardOf(demo, sales.id, `personnel=${mia}`));
      expect(after).toEqual([...before, first].sort());
    });

    it("matches nothing for a person without appointments, unknown ids or ids that are not uuids", async () => {
      const nobody = crypto.randomUUID();
      await t.db.insert(personnel).values({
        id: nobody,
        accountId: seedIds.demoAccount,
        name: "Nobody Yet",
        email: "nobody@demoblinds.test",
        badgeColor: "#e03131",
      });
      expect(await boardOf(demo, sales.id, `personnel=${nobody}`)).toEqual([]);
      expect(await boardOf(demo, sales.id, `personnel=${unknownId}`)).toEqual([]);
      expect(await boardOf(demo, sales.id, "personnel=not-an-id")).toEqual([]);
      expect(await boardOf(demo, sales.id, "personnel=1,2")).toEqual([]);
      const priya = personId("Priya Shah");
      expect(ids(await boardOf(demo, sales.id, `personnel=not-an-id,${priya},${unknownId}`))).toEqual(
        ids(await boardOf(demo, sales.id, `personnel=${priya}`)),
      );
    });

    it("is combined with the other filters", async () => {
      const installers = `personnel=${personId("Chris Nguyen")},${personId("Tom O'Brien")}`;
      const received = statusNamed(sales, "Received");
      // The Received deals whose install is booked (the odd ones) have an installation.
      const receivedRows = column("Received");
      expect(ids(await boardOf(demo, sales.id, `${installers}&status=${received}`))).toEqual(
        [receivedRows[1], receivedRows[3]].sort(),
      );
      // Chris installed the even Installed deals; the fifth is archived.
      const installed = column("Installed");
      const archived = await boardOf(demo, sales.id, `personnel=${personId("Chris Nguyen")}&archived=true`);
      expect(ids(archived)).toEqual([installed[4]]);
      expect(await boardOf(demo, sales.id, `personnel=${personId("Priya Shah")}&phase=CLOSED`)).toEqual([]);
    });

    it("never crosses accounts, even for a person of another dealer with the same email", async () => {
      const theirs = crypto.randomUUID();
      await t.db.insert(personnel).values({
        id: theirs,
        accountId: seedIds.harbourAccount,
        name: "Priya Shah",
        email: people.get("Priya Shah")?.email ?? "",
        badgeColor: "#1971c2",
      });
      await appointmentOn(seedIds.harbourAccount, harbourDealId, [["Priya", "PRIYA.SHAH@demoblinds.test"]]);
      const ours = personId("Priya Shah");
      // Our board with their person, theirs with ours: nothing; each with its own: its own deals only.
      expect(await boardOf(demo, sales.id, `personnel=${theirs}&archived=all`)).toEqual([]);
      expect(await boardOf(harbour, seedIds.harbourSalesWorkflow, `personnel=${ours}&archived=all`)).toEqual(
        [],
      );
      expect(ids(await boardOf(harbour, seedIds.harbourSalesWorkflow, `personnel=${theirs}`))).toEqual([
        harbourDealId,
      ]);
      expect(ids(await boardOf(demo, sales.id, `personnel=${ours}`))).toEqual(
        column("Measure Booked").slice(0, 3).sort(),
      );
    });
  });

  describe("rep", () => {
    /** Deals of the Sales board (archived ones too) with a live order of this rep, read from the table. */
    async function dealsOfRep(employee: number): Promise<string[]> {
      const rows = await t.db
        .select({ dealId: purchaseOrders.dealId })
        .from(purchaseOrders)
        .where(
          and(
            eq(purchaseOrders.accountId, seedIds.demoAccount),
            eq(purchaseOrders.salesRepEmployeeId, employee),
            eq(purchaseOrders.isArchived, false),
          ),
        );
      const wanted = new Set(rows.map((row) => row.dealId));
      return everything
        .filter((card) => wanted.has(card.id))
        .map((card) => card.id)
        .sort();
    }

    it("keeps the deals with a purchase order whose sales rep is one of the chosen employees", async () => {
      const sam = employeeId(salesUser.username);
      const alex = employeeId(admin.username);
      const samDeals = ids(await boardOf(demo, sales.id, `rep=${sam}&archived=all`));
      expect(samDeals).toEqual(await dealsOfRep(sam));
      const ordered = column("Ordered");
      expect(samDeals).toEqual(expect.arrayContaining([ordered[0], ordered[2], ordered[3]]));
      expect(samDeals).not.toContain(ordered[1]);
      const either = ids(await boardOf(demo, sales.id, `rep=${sam},${alex}&archived=all`));
      expect(either).toEqual([...new Set([...(await dealsOfRep(sam)), ...(await dealsOfRep(alex))])].sort());
      expect(either.length).toBeGreaterThan(samDeals.length);
    });

    it("leaves out archived orders", async () => {
      const dana = employeeId(dealsOnly.username);
      const [signedFirst] = column("Signed");
      const [received] = column("Received").slice(3);
      // Dana's order on the first Signed deal is archived: only her Received one counts.
      expect(ids(await boardOf(demo, sales.id, `rep=${dana}`))).toEqual([received]);
      expect(signedFirst).toBeDefined();
      await t.db
        .update(purchaseOrders)
        .set({ isArchived: true })
        .where(and(eq(purchaseOrders.dealId, received ?? ""), eq(purchaseOrders.salesRepEmployeeId, dana)));
      expect(await boardOf(demo, sales.id, `rep=${dana}`)).toEqual([]);
      await t.db
        .update(purchaseOrders)
        .set({ isArchived: false })
        .where(
          and(eq(purchaseOrders.dealId, signedFirst ?? ""), eq(purchaseOrders.salesRepEmployeeId, dana)),
        );
      expect(ids(await boardOf(demo, sales.id, `rep=${dana}`))).toEqual([signedFirst]);
    });

    it("matches nothing for an employee without orders, unknown ids or ids that are not integers", async () => {
      const riley = employeeId(demoUsers.supplierRep.username);
      expect(await boardOf(demo, sales.id, `rep=${riley}&archived=all`)).toEqual([]);
      expect(await boardOf(demo, sales.id, "rep=2147483647")).toEqual([]);
      expect(await boardOf(demo, sales.id, "rep=abc")).toEqual([]);
      expect(await boardOf(demo, sales.id, "rep=1.5,-3,99999999999")).toEqual([]);
      const alex = employeeId(admin.username);
      expect(ids(await boardOf(demo, sales.id, `rep=abc,${alex},99999999999`))).toEqual(
        ids(await boardOf(demo, sales.id, `rep=${alex}`)),
      );
    });

    it("is combined with the other filters, personnel included", async () => {
      const sam = employeeId(salesUser.username);
      const ordered = column("Ordered");
      const orderedStatus = statusNamed(sales, "Ordered");
      expect(ids(await boardOf(demo, sales.id, `rep=${sam}&status=${orderedStatus}`))).toEqual(
        [ordered[0], ordered[2], ordered[3]].sort(),
      );
      // Chris installs Received 1 and 3 and the even Installed deals; Sam sold Received 1 and 2 and
      // Installed 3 to 5: only Received 1 has both (Installed 4 is archived).
      const received = column("Received");
      const chris = personId("Chris Nguyen");
      expect(ids(await boardOf(demo, sales.id, `rep=${sam}&personnel=${chris}`))).toEqual([received[1]]);
      expect(ids(await boardOf(demo, sales.id, `rep=${sam}&personnel=${chris}&archived=all`))).toEqual(
        [received[1], column("Installed")[4]].sort(),
      );
    });

    it("never crosses accounts", async () => {
      const jordan = employeeId(harbourAdmin.username);
      const [supplier] = await t.db.select({ id: manufacturers.id }).from(manufacturers).limit(1);
      await t.db.insert(purchaseOrders).values({
        id: crypto.randomUUID(),
        accountId: seedIds.harbourAccount,
        tuid: 1,
        dealId: harbourDealId,
        manufacturerId: supplier?.id ?? 0,
        status: "SUBMITTED",
        salesRepEmployeeId: jordan,
      });
      expect(await boardOf(demo, sales.id, `rep=${jordan}&archived=all`)).toEqual([]);
      const sam = employeeId(salesUser.username);
      expect(await boardOf(harbour, seedIds.harbourSalesWorkflow, `rep=${sam}&archived=all`)).toEqual([]);
      expect(ids(await boardOf(harbour, seedIds.harbourSalesWorkflow, `rep=${jordan}`))).toEqual([
        harbourDealId,
      ]);
    });
  });
});
