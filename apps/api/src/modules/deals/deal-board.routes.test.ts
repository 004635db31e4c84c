import type { Workflow } from "@portal/contract";
import { sortOrderGap } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealFlagValues, deals } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { boardOf, flagNamed, statusNamed, unknownId, workflowOf } from "../../test/kits/deals.test-kit.ts";

const { admin } = demoUsers;

describe("the deal board", () => {
  let t: TestApp;
  let demo: TestClient;
  let sales: Workflow;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    sales = await workflowOf(demo, seedIds.demoSalesWorkflow);
  });
  afterAll(() => t.close());

  it("lists the open deals column by column in board order, with lean cards", async () => {
    const board = await boardOf(demo, sales.id);
    expect(board).toHaveLength(47);
    const order = sales.context.statuses.map((status) => status.id);
    const positions = board.map((card) => [order.indexOf(card.statusId), card.sortOrder]);
    const sorted = [...positions].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0));
    expect(positions).toEqual(sorted);
    expect(board.every((card) => !card.isArchived && card.workflowId === sales.id)).toBe(true);
    for (const card of board) {
      expect(card.flagValues.every((value) => value.showOnCard)).toBe(true);
      const warnings = card.alerts.filter((alert) => alert.type === "WARNING").length;
      expect(card.alertWeight).toBe(warnings * 100 + card.alerts.length - warnings);
    }
    const installed = board.filter((card) => card.statusId === statusNamed(sales, "Installed"));
    expect(installed.flatMap((card) => card.flagValues.map((value) => value.label))).toContain("Done");
    expect(board.filter((card) => card.contact !== null).length).toBeGreaterThan(30);
  });

  it("sends the deals' values only to those who may see quotes", async () => {
    const valued = (await boardOf(demo, sales.id, "archived=all")).filter((card) => card.value !== "0.00");
    expect(valued.length).toBeGreaterThan(0);
    expect(valued.every((card) => card.value !== null)).toBe(true);
    const supplier = await t.signIn(demoUsers.supplierRep.username, demoUsers.supplierRep.password);
    const seen = await boardOf(supplier, sales.id, "archived=all");
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((card) => card.value === null)).toBe(true);
  });

  it("shows the alerts of the spec on the seeded deals", async () => {
    const board = await boardOf(demo, sales.id, "archived=all");
    const contents = new Set(board.flatMap((card) => card.alerts.map((alert) => alert.content)));
    expect(contents).toEqual(
      new Set([
        "Quoting without a quote",
        "In progress without a purchase order",
        "Signed and awaiting deposit",
        "Received and awaiting installation booking",
        "Cancelled without a Lost Reason",
      ]),
    );
    const signed = board.filter((card) => card.statusId === statusNamed(sales, "Signed"));
    expect(signed.filter((card) => card.alertWeight === 101)).toHaveLength(3);
  });

  it("filters by archived state, status ids, phase and alerts", async () => {
    expect(await boardOf(demo, sales.id, "archived=true")).toHaveLength(3);
    expect(await boardOf(demo, sales.id, "archived=all")).toHaveLength(50);
    const quoted = statusNamed(sales, "Quoted");
    const lost = statusNamed(sales, "Lost");
    const two = await boardOf(demo, sales.id, `status=${quoted},${lost}`);
    expect(new Set(two.map((card) => card.statusId))).toEqual(new Set([quoted, lost]));
    expect(two).toHaveLength(7 + 4);
    const quoting = await boardOf(demo, sales.id, "phase=QUOTING");
    expect(quoting).toHaveLength(13);
    // The demo's Quoted deals each have a Draft quote; Measure Booked ones have none yet.
    const withoutQuotes = (card: (typeof quoting)[number]) =>
      card.alerts.some((alert) => alert.key === "QUOTING_WITHOUT_QUOTES");
    expect(quoting.filter((card) => card.statusId !== quoted).every(withoutQuotes)).toBe(true);
    expect(quoting.filter((card) => card.statusId === quoted).some(withoutQuotes)).toBe(false);
    expect(await boardOf(demo, sales.id, `phase=QUOTING&status=${quoted},${lost}`)).toHaveLength(7);
    expect(await boardOf(demo, sales.id, "status=not-a-status")).toEqual([]);
    const alerting = await boardOf(demo, sales.id, "alerts=true");
    expect(alerting.length).toBeGreaterThan(0);
    expect(alerting.every((card) => card.alerts.length > 0)).toBe(true);
    const all = await boardOf(demo, sales.id);
    expect(alerting).toEqual(all.filter((card) => card.alerts.length > 0));
    expect((await demo.get(`/api/workflows/${sales.id}/deals?phase=LATER`)).statusCode).toBe(422);
  });

  it("searches names, descriptions, sidemarks, contact names and numbers, case-insensitively", async () => {
    const all = await boardOf(demo, sales.id, "archived=all");
    const withContact = all.find((card) => card.contact !== null && !card.name.includes(card.contact.name));
    const byName = all.find((card) => card.contact !== null);
    const withSidemark = all.find((card) => card.sidemark);
    const [first] = all;
    if (!byName?.contact || !withSidemark?.sidemark || !first)
      throw new Error("seed lacks contacts or sidemarks");

    const search = async (term: string) =>
      (await boardOf(demo, sales.id, `archived=all&search=${encodeURIComponent(term)}`)).map(
        (card) => card.id,
      );
    const surname = byName.contact.name.split(" ").at(-1) ?? "";
    expect(await search(surname.toUpperCase())).toContain(byName.id);
    if (withContact?.contact) expect(await search(withContact.contact.name)).toContain(withContact.id);
    expect(await search(withSidemark.sidemark.toLowerCase())).toContain(withSidemark.id);
    expect(await search(`D-${first.tuid}`)).toEqual([first.id]);
    expect(await search(String(first.tuid))).toContain(first.id);
    expect(await search("windows in")).toHaveLength(50);
    expect(await search("%")).toEqual([]);
    expect(await search("zzz-nothing")).toEqual([]);
  });

  it("sorts by newest, oldest, name and alerts", async () => {
    const newest = await boardOf(demo, sales.id, "sort=newest");
    const created = newest.map((card) => Date.parse(card.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const oldest = await boardOf(demo, sales.id, "sort=oldest");
    expect(oldest.map((card) => card.id)).toEqual([...newest].reverse().map((card) => card.id));
    const names = (await boardOf(demo, sales.id, "sort=name")).map((card) => card.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    const weights = (await boardOf(demo, sales.id, "sort=alerts")).map((card) => card.alertWeight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(weights[0]).toBe(101);
  });

  it("answers 404 for an unknown workflow or another dealer's, which never lists the other's deals", async () => {
    const missing = await demo.get(`/api/workflows/${unknownId}/deals`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal("NOT_FOUND"));
    expect((await demo.get(`/api/workflows/${seedIds.harbourSalesWorkflow}/deals`)).statusCode).toBe(404);
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const theirs = await boardOf(harbour, seedIds.harbourSalesWorkflow, "archived=all&search=windows");
    const ours = new Set((await boardOf(demo, sales.id, "archived=all")).map((card) => card.id));
    expect(theirs.some((card) => ours.has(card.id))).toBe(false);
  });
});

describe("a board of 2,000 deals", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("answers every deal with its flag values and alerts", async () => {
    const service = await workflowOf(demo, seedIds.demoServiceWorkflow);
    const urgent = flagNamed(service, "Priority", "Urgent");
    const statuses = service.context.statuses.map((status) => status.id);
    const rows = Array.from({ length: 2000 }, (_, index) => ({
      id: `0193b000-0000-7000-8000-${String(index).padStart(12, "0")}`,
      accountId: seedIds.demoAccount,
      tuid: 50_000 + index,
      workflowId: service.id,
      statusId: statuses[index % statuses.length] ?? "",
      name: `Bulk deal ${index}`,
      sortOrder: (Math.floor(index / statuses.length) + 100) * sortOrderGap,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      const chunk = rows.slice(start, start + 500);
      await t.db.insert(deals).values(chunk);
      await t.db
        .insert(dealFlagValues)
        .values(chunk.map((row) => ({ accountId: seedIds.demoAccount, dealId: row.id, ...urgent })));
    }
    const board = await boardOf(demo, service.id);
    expect(board).toHaveLength(2000 + 10);
    const bulk = board.filter((card) => card.name.startsWith("Bulk deal"));
    expect(bulk).toHaveLength(2000);
    expect(bulk.every((card) => card.flagValues.map((value) => value.label).join() === "Urgent")).toBe(true);
    const requested = statusNamed(service, "Requested");
    expect(board.filter((card) => card.statusId === requested)).toHaveLength(500 + 3);
    const scheduled = bulk.filter((card) => card.statusId === statusNamed(service, "Scheduled"));
    expect(scheduled).toHaveLength(500);
    expect(
      scheduled.every(
        (card) => card.alerts.map((alert) => alert.key).join() === "IN_PROGRESS_WITHOUT_ORDERS",
      ),
    ).toBe(true);
    expect(await boardOf(demo, service.id, "search=bulk%20deal%201999")).toHaveLength(1);
  });
});
