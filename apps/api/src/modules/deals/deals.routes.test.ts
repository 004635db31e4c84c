import { contactSchema, type Workflow } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchaseOrders } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import {
  boardOf,
  dealOf,
  flagNamed,
  parseDeal,
  put,
  statusNamed,
  unknownId,
  workflowOf,
} from "../../test/kits/deals.test-kit.ts";

const { admin } = demoUsers;

describe("reading a deal", () => {
  let t: TestApp;
  let demo: TestClient;
  let salesWorkflow: Workflow;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    salesWorkflow = await workflowOf(demo, seedIds.demoSalesWorkflow);
  });
  afterAll(() => t.close());

  it("shows a Signed deal with Payment None as awaiting its deposit, with every flag value", async () => {
    const signed = statusNamed(salesWorkflow, "Signed");
    const card = (await boardOf(demo, seedIds.demoSalesWorkflow)).find(
      (row) => row.statusId === signed && row.alerts.some((alert) => alert.key === "SIGNED_AWAITING_DEPOSIT"),
    );
    if (!card) throw new Error("the seed has a Signed deal with Payment None");
    const deal = await dealOf(demo, card.id);
    expect(deal).toMatchObject({ id: card.id, tuid: card.tuid, statusId: signed, version: card.version });
    expect(deal.context.alerts).toEqual([
      { type: "WARNING", key: "IN_PROGRESS_WITHOUT_ORDERS", content: "In progress without a purchase order" },
      { type: "INFO", key: "SIGNED_AWAITING_DEPOSIT", content: "Signed and awaiting deposit" },
    ]);
    expect(deal.context.flagValues.map((value) => `${value.workflowFlagName}=${value.label}`)).toEqual([
      "Payment=None",
      "Install=None",
      "Lost Reason=Unknown",
    ]);
    expect(deal.context).toMatchObject({
      // The demo's live Signed deals each have their accepted quote.
      quoteCount: 1,
      orderCount: 0,
      status: { id: signed, name: "Signed", slug: "signed", phase: "IN_PROGRESS" },
      workflow: { id: seedIds.demoSalesWorkflow, name: "Sales", slug: "sales" },
    });
    if (deal.contactId) expect(deal.context.contact?.id).toBe(deal.contactId);
    expect(deal.udfs.lead_source).toEqual(expect.any(String));
  });

  it("counts a deal's live purchase orders: with one, 'In progress without a purchase order' goes", async () => {
    const ordered = statusNamed(salesWorkflow, "Ordered");
    const withoutOrders = "IN_PROGRESS_WITHOUT_ORDERS";
    const card = (await boardOf(demo, seedIds.demoSalesWorkflow)).find((row) => row.statusId === ordered);
    if (!card) throw new Error("the seed has Ordered deals");
    const deal = await dealOf(demo, card.id);
    expect(deal.context.orderCount).toBeGreaterThan(0);
    expect(deal.context.alerts.map((alert) => alert.key)).not.toContain(withoutOrders);
    expect(card.alerts.map((alert) => alert.key)).not.toContain(withoutOrders);

    // Archived orders do not count.
    await t.db
      .update(purchaseOrders)
      .set({ isArchived: true })
      .where(and(eq(purchaseOrders.accountId, seedIds.demoAccount), eq(purchaseOrders.dealId, card.id)));
    const archived = await dealOf(demo, card.id);
    expect(archived.context.orderCount).toBe(0);
    expect(archived.context.alerts.map((alert) => alert.key)).toContain(withoutOrders);
    const again = (await boardOf(demo, seedIds.demoSalesWorkflow)).find((row) => row.id === card.id);
    expect(again?.alerts.map((alert) => alert.key)).toContain(withoutOrders);
    await t.db
      .update(purchaseOrders)
      .set({ isArchived: false })
      .where(and(eq(purchaseOrders.accountId, seedIds.demoAccount), eq(purchaseOrders.dealId, card.id)));
  });

  it("answers 404 for an unknown id, 422 for an id that is not one, 401 signed out", async () => {
    const missing = await demo.get(`/api/deals/${unknownId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal("NOT_FOUND"));
    expect((await demo.get("/api/deals/42")).statusCode).toBe(422);
    expect((await t.client().get(`/api/deals/${unknownId}`)).statusCode).toBe(401);
  });
});

describe("creating a deal", () => {
  let t: TestApp;
  let demo: TestClient;
  let salesWorkflow: Workflow;
  let contactId: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    salesWorkflow = await workflowOf(demo, seedIds.demoSalesWorkflow);
    const contacts = (await demo.get("/api/contacts?search=Olivia")).json() as Array<{ id: string }>;
    contactId = contacts[0]?.id ?? "";
  });
  afterAll(() => t.close());

  it("puts a new deal at the top of the workflow's first status with the next number and default flags", async () => {
    const created = parseDeal(
      await demo.post("/api/deals", {
        workflowId: seedIds.demoSalesWorkflow,
        name: "  Kowalski – Kitchen shutters ",
        contactId,
        sidemark: "KOWALSKI KITCHEN",
      }),
    );
    const newLead = statusNamed(salesWorkflow, "New Lead");
    expect(created).toMatchObject({
      tuid: 1061,
      name: "Kowalski – Kitchen shutters",
      description: "",
      statusId: newLead,
      contactId,
      sidemark: "KOWALSKI KITCHEN",
      isArchived: false,
      version: 1,
      udfs: {},
    });
    expect(created.context.flagValues.map((value) => value.label)).toEqual(["None", "None", "Unknown"]);
    expect(created.context.contact?.name).toBe("Olivia Nguyen");
    const column = (await boardOf(demo, seedIds.demoSalesWorkflow)).filter(
      (card) => card.statusId === newLead,
    );
    expect(column[0]?.id).toBe(created.id);
    expect(column[0]?.contact).toEqual({ id: contactId, name: "Olivia Nguyen" });

    const second = parseDeal(
      await demo.post("/api/deals", {
        workflowId: seedIds.demoSalesWorkflow,
        name: "Second",
        statusId: statusNamed(salesWorkflow, "Quoted"),
      }),
    );
    expect(second.tuid).toBe(1062);
    expect(second.context.alerts.map((alert) => alert.key)).toEqual(["QUOTING_WITHOUT_QUOTES"]);
    const quoted = (await boardOf(demo, seedIds.demoSalesWorkflow)).filter(
      (card) => card.statusId === second.statusId,
    );
    expect(quoted[0]?.id).toBe(second.id);
    expect(quoted.length).toBeGreaterThan(1);
  });

  it("answers field errors, 422 for another workflow's status and 404 for ids of nothing the account has", async () => {
    const blank = await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: " " });
    expect(blank.statusCode).toBe(422);
    expect(codesOf(blank.json().errors)).toEqual({ name: ["REQUIRED"] });

    const service = await workflowOf(demo, seedIds.demoServiceWorkflow);
    const wrongStatus = await demo.post("/api/deals", {
      workflowId: seedIds.demoSalesWorkflow,
      name: "Wrong status",
      statusId: statusNamed(service, "Requested"),
    });
    expect(wrongStatus.statusCode).toBe(422);
    expect(codesOf(wrongStatus.json().errors)).toEqual({ statusId: ["STATUS_NOT_IN_WORKFLOW"] });

    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const harbourWorkflow = await workflowOf(harbour, seedIds.harbourSalesWorkflow);
    const harbourContact = ((await harbour.get("/api/contacts")).json() as Array<{ id: string }>)[0]?.id;
    const cases = [
      { workflowId: unknownId, name: "x" },
      { workflowId: seedIds.harbourSalesWorkflow, name: "x" },
      { workflowId: seedIds.demoSalesWorkflow, name: "x", statusId: statusNamed(harbourWorkflow, "Enquiry") },
      { workflowId: seedIds.demoSalesWorkflow, name: "x", contactId: harbourContact },
    ];
    for (const body of cases)
      expect((await demo.post("/api/deals", body)).statusCode, JSON.stringify(body)).toBe(404);
  });

  it("keeps the sidemark out where the workflow's Details module does not enable it", async () => {
    const response = await demo.post("/api/deals", {
      workflowId: seedIds.demoServiceWorkflow,
      name: "Chain replacement",
      sidemark: "NOPE",
    });
    expect(response.statusCode).toBe(422);
    expect(codesOf(response.json().errors)).toEqual({ sidemark: ["SIDEMARK_LOCKED"] });
    const plain = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoServiceWorkflow, name: "Chain replacement" }),
    );
    expect(plain.context.status.name).toBe("Requested");
    expect(plain.context.flagValues.map((value) => value.label)).toEqual(["Normal"]);
  });
});

describe("editing a deal", () => {
  let t: TestApp;
  let demo: TestClient;
  let dealId: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    dealId = parseDeal(
      await demo.post("/api/deals", {
        workflowId: seedIds.demoSalesWorkflow,
        name: "Edit me",
        sidemark: "EDIT",
      }),
    ).id;
  });
  afterAll(() => t.close());

  const body = (version: number, extra: object = {}) => ({
    version,
    name: "Edited",
    description: "Three windows",
    sidemark: "EDITED",
    contactId: null,
    udfs: { lead_source: "Referral" },
    ...extra,
  });

  it("saves the details, merges custom values and bumps the version; a stale version answers 409", async () => {
    const builder = ((await demo.get("/api/contacts?search=Coastline")).json() as Array<{ id: string }>)[0]
      ?.id;
    const edited = parseDeal(
      await put(demo, `/api/deals/${dealId}`, body(1, { udfs: { lead_source: "Referral", builder } })),
    );
    expect(edited).toMatchObject({
      name: "Edited",
      description: "Three windows",
      sidemark: "EDITED",
      version: 2,
    });
    expect(edited.udfs).toEqual({ lead_source: "Referral", builder });
    const again = parseDeal(
      await put(demo, `/api/deals/${dealId}`, body(2, { udfs: { site_notes: "Dog" } })),
    );
    expect(again.udfs).toEqual({ lead_source: "Referral", builder, site_notes: "Dog" });
    expect(again.version).toBe(3);

    const stale = await put(demo, `/api/deals/${dealId}`, body(2, { name: "Lost update" }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refusal("CONFLICT"));
    expect((await dealOf(demo, dealId)).name).toBe("Edited");
  });

  it("answers field errors for unknown custom fields and foreign contacts, 404 for another dealer's contact", async () => {
    const { version } = await dealOf(demo, dealId);
    const unknownField = await put(demo, `/api/deals/${dealId}`, body(version, { udfs: { colour: "Red" } }));
    expect(unknownField.statusCode).toBe(422);
    expect(codesOf(unknownField.json().errors)).toEqual({
      "udfs.colour": ["UNKNOWN_CUSTOM_FIELD"],
    });

    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const harbourContact = contactSchema.shape.id.parse(
      ((await harbour.get("/api/contacts")).json() as Array<{ id: string }>)[0]?.id,
    );
    const foreignBuilder = await put(
      demo,
      `/api/deals/${dealId}`,
      body(version, { udfs: { builder: harbourContact } }),
    );
    expect(foreignBuilder.statusCode).toBe(422);
    expect(codesOf(foreignBuilder.json().errors)).toEqual({ "udfs.builder": ["UNKNOWN_CONTACT"] });
    const foreignContact = await put(
      demo,
      `/api/deals/${dealId}`,
      body(version, { contactId: harbourContact }),
    );
    expect(foreignContact.statusCode).toBe(404);
    expect((await dealOf(demo, dealId)).version).toBe(version);
  });

  it("refuses a changed sidemark where it is read-only", async () => {
    const service = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoServiceWorkflow, name: "Service job" }),
    );
    const changed = await put(demo, `/api/deals/${service.id}`, body(1, { sidemark: "NEW", udfs: {} }));
    expect(changed.statusCode).toBe(422);
    expect(codesOf(changed.json().errors)).toEqual({ sidemark: ["SIDEMARK_LOCKED"] });
    const kept = parseDeal(
      await put(demo, `/api/deals/${service.id}`, body(1, { sidemark: null, udfs: {} })),
    );
    expect(kept).toMatchObject({ name: "Edited", sidemark: null, version: 2 });
  });
});

describe("deal flags", () => {
  let t: TestApp;
  let demo: TestClient;
  let salesWorkflow: Workflow;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    salesWorkflow = await workflowOf(demo, seedIds.demoSalesWorkflow);
  });
  afterAll(() => t.close());

  it("sets a value, which clears the alert it answered and shows on the card when marked so", async () => {
    const awaiting = (await boardOf(demo, seedIds.demoSalesWorkflow)).find((card) =>
      card.alerts.some((alert) => alert.key === "SIGNED_AWAITING_DEPOSIT"),
    );
    if (!awaiting) throw new Error("the seed has a deal awaiting its deposit");
    const { flagId, valueId } = flagNamed(salesWorkflow, "Payment", "Deposit Paid");
    const deal = parseDeal(
      await put(demo, `/api/deals/${awaiting.id}/flags/${flagId}`, { workflowFlagValueId: valueId }),
    );
    expect(deal.version).toBe(awaiting.version + 1);
    expect(deal.context.alerts.map((alert) => alert.key)).toEqual(["IN_PROGRESS_WITHOUT_ORDERS"]);
    expect(deal.context.flagValues[0]).toMatchObject({ workflowFlagName: "Payment", label: "Deposit Paid" });
    const card = (await boardOf(demo, seedIds.demoSalesWorkflow)).find((row) => row.id === awaiting.id);
    expect(card?.flagValues.map((value) => value.label)).toEqual(["Deposit Paid"]);
    expect(card?.alertWeight).toBe(100);
  });

  it("answers 422 for a value of another flag and 404 for a flag of another workflow or dealer", async () => {
    const [card] = await boardOf(demo, seedIds.demoSalesWorkflow);
    if (!card) throw new Error("no deals");
    const payment = flagNamed(salesWorkflow, "Payment", "None");
    const install = flagNamed(salesWorkflow, "Install", "Booked");
    const mixed = await put(demo, `/api/deals/${card.id}/flags/${payment.flagId}`, {
      workflowFlagValueId: install.valueId,
    });
    expect(mixed.statusCode).toBe(422);
    expect(codesOf(mixed.json().errors)).toEqual({ workflowFlagValueId: ["FLAG_VALUE_NOT_IN_FLAG"] });

    const priority = flagNamed(await workflowOf(demo, seedIds.demoServiceWorkflow), "Priority", "Urgent");
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const harbourPayment = flagNamed(
      await workflowOf(harbour, seedIds.harbourSalesWorkflow),
      "Payment",
      "None",
    );
    for (const [flagId, valueId] of [
      [priority.flagId, priority.valueId],
      [harbourPayment.flagId, harbourPayment.valueId],
      [payment.flagId, harbourPayment.valueId],
      [unknownId, payment.valueId],
    ]) {
      const response = await put(demo, `/api/deals/${card.id}/flags/${flagId}`, {
        workflowFlagValueId: valueId,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await dealOf(demo, card.id)).version).toBe(card.version);
  });
});

describe("archived deals", () => {
  let t: TestApp;
  let demo: TestClient;
  let salesWorkflow: Workflow;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    salesWorkflow = await workflowOf(demo, seedIds.demoSalesWorkflow);
  });
  afterAll(() => t.close());

  it("are read-only: every write but unarchive answers 403 with the archived message", async () => {
    const created = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "Old" }),
    );
    const archived = parseDeal(await demo.post(`/api/deals/${created.id}/archive`));
    expect(archived).toMatchObject({ isArchived: true, version: 2 });
    expect((await boardOf(demo, seedIds.demoSalesWorkflow)).some((card) => card.id === created.id)).toBe(
      false,
    );

    const { flagId, valueId } = flagNamed(salesWorkflow, "Payment", "Paid in Full");
    const quoted = statusNamed(salesWorkflow, "Quoted");
    const writes = [
      put(demo, `/api/deals/${created.id}`, {
        version: 2,
        name: "New name",
        description: "",
        sidemark: null,
        contactId: null,
        udfs: {},
      }),
      demo.post(`/api/deals/${created.id}/status`, {
        currentStatusId: created.statusId,
        targetStatusId: quoted,
      }),
      demo.post(`/api/deals/${created.id}/move`, { version: 2, targetStatusId: quoted, belowDealId: null }),
      put(demo, `/api/deals/${created.id}/flags/${flagId}`, { workflowFlagValueId: valueId }),
      demo.post(`/api/deals/${created.id}/archive`),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal("DEAL_ARCHIVED"));
    }
    expect(await dealOf(demo, created.id)).toEqual(archived);

    const back = parseDeal(await demo.post(`/api/deals/${created.id}/unarchive`));
    expect(back).toMatchObject({ isArchived: false, version: 3 });
    expect(parseDeal(await demo.post(`/api/deals/${created.id}/unarchive`)).version).toBe(3);
  });
});
