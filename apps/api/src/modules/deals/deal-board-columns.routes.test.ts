import {
  type BoardColumn,
  boardColumnSchema,
  boardPageSize,
  type DealCard,
  getWorkflowBoard,
  getWorkflowBoardBySlug,
  type Workflow,
} from "@portal/contract";
import { sortOrderGap, sumMoney } from "@portal/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deals, quotes } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { boardOf, statusNamed, unknownId, workflowOf } from "../../test/kits/deals.test-kit.ts";

const { admin } = demoUsers;

async function columnsOf(client: TestClient, workflowId: string, query = ""): Promise<BoardColumn[]> {
  const response = await client.get(`/api/workflows/${workflowId}/board${query ? `?${query}` : ""}`);
  expect(response.statusCode, response.body).toBe(200);
  return getWorkflowBoard.response.parse(response.json()).columns;
}

async function columnOf(client: TestClient, workflowId: string, statusId: string, query: string) {
  const response = await client.get(`/api/workflows/${workflowId}/board/${statusId}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return boardColumnSchema.parse(response.json());
}

/** The full list's card without what the paged board leaves out. */
const lean = ({
  workflowId: _workflow,
  description: _description,
  sidemark: _sidemark,
  createdAt: _created,
  updatedAt: _updated,
  ...card
}: DealCard) => card;

/** What the paged board must answer: the full list (the spec's call) cut into columns and pages. */
function expectedColumns(workflow: Workflow, all: DealCard[], limit: number, offset = 0) {
  const present = new Set(all.map((card) => card.statusId));
  return workflow.context.statuses
    .filter((status) => present.has(status.id))
    .map((status) => {
      const column = all.filter((card) => card.statusId === status.id);
      return {
        statusId: status.id,
        count: column.length,
        value: sumMoney(column.map((card) => card.value ?? "0.00")),
        cards: column.slice(offset, offset + limit).map(lean),
      };
    });
}

describe("the board by column", () => {
  let t: TestApp;
  let demo: TestClient;
  let sales: Workflow;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    sales = await workflowOf(demo, seedIds.demoSalesWorkflow);
  });
  afterAll(() => t.close());

  it("answers every status's count, value and first page, as the full list has them", async () => {
    const columns = await columnsOf(demo, sales.id, "limit=3");
    expect(columns.map((column) => column.statusId)).toEqual(
      sales.context.statuses.map((status) => status.id),
    );
    const all = await boardOf(demo, sales.id);
    const nonEmpty = columns.filter((column) => column.count > 0);
    expect(nonEmpty).toEqual(expectedColumns(sales, all, 3));
    expect(columns.filter((column) => column.count === 0).every((column) => column.value === "0.00")).toBe(
      true,
    );
    expect(columns.some((column) => column.count > 3)).toBe(true);
    const valued = columns.filter((column) => column.value !== "0.00");
    expect(valued.length).toBeGreaterThan(0);
    // Lean cards: no workflow id or timestamps.
    const [card] = columns.flatMap((column) => column.cards);
    expect(Object.keys(card ?? {})).not.toContain("workflowId");
    expect(Object.keys(card ?? {})).not.toContain("createdAt");
    expect(Object.keys(card ?? {})).not.toContain("description");
  });

  it("keeps the full list's filters and orders, in the database and in memory", async () => {
    const quoted = statusNamed(sales, "Quoted");
    const lost = statusNamed(sales, "Lost");
    for (const query of [
      "archived=all",
      "archived=true",
      `status=${quoted},${lost}`,
      "phase=QUOTING",
      "search=windows",
      "sort=newest",
      "sort=oldest",
      "sort=name",
      "sort=alerts&archived=all",
      "alerts=true",
      "date=2020-01-01,",
    ]) {
      const all = await boardOf(demo, sales.id, query);
      const columns = await columnsOf(demo, sales.id, `${query}&limit=2`);
      const shown = columns.filter((column) => column.count > 0);
      expect(shown, query).toEqual(expectedColumns(sales, all, 2));
    }
    // A status or phase filter leaves only its columns.
    const two = await columnsOf(demo, sales.id, `status=${quoted},${lost}`);
    expect(two.map((column) => column.statusId)).toEqual([quoted, lost]);
    expect(await columnsOf(demo, sales.id, "status=not-a-status")).toEqual([]);
  });

  it("pages through a column until every card has come, in order and once", async () => {
    for (const query of ["archived=all", "archived=all&sort=newest", "archived=all&sort=name"]) {
      const all = await boardOf(demo, sales.id, query);
      const [status] = expectedColumns(sales, all, 0).sort((a, b) => b.count - a.count);
      if (!status) throw new Error("the demo board is empty");
      const pages: string[] = [];
      for (let offset = 0; offset < status.count + 2; offset += 2) {
        const page = await columnOf(demo, sales.id, status.statusId, `${query}&offset=${offset}&limit=2`);
        expect(page.count).toBe(status.count);
        expect(page.value).toBe(status.value);
        pages.push(...page.cards.map((card) => card.id));
      }
      expect(pages, query).toEqual(
        all.filter((card) => card.statusId === status.statusId).map((card) => card.id),
      );
    }
    // A column the filters leave out is empty, not missing.
    const lost = statusNamed(sales, "Lost");
    const filteredOut = await columnOf(demo, sales.id, lost, "phase=QUOTING");
    expect(filteredOut).toEqual({ statusId: lost, count: 0, value: "0.00", cards: [] });
  });

  it("leaves the values out for those who may not see quotes", async () => {
    const supplier = await t.signIn(demoUsers.supplierRep.username, demoUsers.supplierRep.password);
    const columns = await columnsOf(supplier, sales.id, "archived=all");
    expect(columns.some((column) => column.cards.length > 0)).toBe(true);
    expect(columns.every((column) => column.value === null)).toBe(true);
    expect(columns.flatMap((column) => column.cards).every((card) => card.value === null)).toBe(true);
  });

  it("refuses bad page numbers with field errors and unknown workflows or statuses with 404", async () => {
    for (const query of ["limit=0", "limit=201", "limit=ten", "offset=-1"]) {
      const response = await demo.get(
        `/api/workflows/${sales.id}/board/${statusNamed(sales, "Lost")}?${query}`,
      );
      expect(response.statusCode, query).toBe(422);
    }
    expect((await demo.get(`/api/workflows/${sales.id}/board?limit=0`)).json().errors).toHaveProperty(
      "limit",
    );
    expect((await demo.get(`/api/workflows/${unknownId}/board`)).json()).toEqual(refusal("NOT_FOUND"));
    expect((await demo.get(`/api/workflows/${sales.id}/board/${unknownId}`)).statusCode).toBe(404);
    const service = await workflowOf(demo, seedIds.demoServiceWorkflow);
    const elsewhere = service.context.statuses[0]?.id ?? "";
    expect((await demo.get(`/api/workflows/${sales.id}/board/${elsewhere}`)).statusCode).toBe(404);
    // The other dealer: not our workflow, nor our status under theirs.
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const lost = statusNamed(sales, "Lost");
    expect((await harbour.get(`/api/workflows/${sales.id}/board`)).statusCode).toBe(404);
    expect((await harbour.get(`/api/workflows/${sales.id}/board/${lost}`)).statusCode).toBe(404);
    const theirs = await harbour.get(`/api/workflows/${seedIds.harbourSalesWorkflow}/board/${lost}`);
    expect(theirs.statusCode).toBe(404);
    const theirColumns = await columnsOf(harbour, seedIds.harbourSalesWorkflow, "archived=all");
    const ours = new Set((await boardOf(demo, sales.id, "archived=all")).map((card) => card.id));
    expect(theirColumns.flatMap((column) => column.cards).some((card) => ours.has(card.id))).toBe(false);
  });

  it("answers the same board for the workflow's slug, the account's active workflows only", async () => {
    const bySlug = async (client: TestClient, slug: string, query = "") =>
      client.get(`/api/workflows/by-slug/${encodeURIComponent(slug)}/board${query ? `?${query}` : ""}`);
    const response = await bySlug(demo, sales.slug, "limit=3&sort=name");
    expect(response.statusCode, response.body).toBe(200);
    expect(getWorkflowBoardBySlug.response.parse(response.json()).columns).toEqual(
      await columnsOf(demo, sales.id, "limit=3&sort=name"),
    );
    expect((await bySlug(demo, sales.slug, "limit=0")).json().errors).toHaveProperty("limit");
    expect((await bySlug(demo, "no-such-board")).json()).toEqual(refusal("NOT_FOUND"));
    // The other dealer's workflows share the demo's slugs: each account gets its own board.
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const harbourSales = await workflowOf(harbour, seedIds.harbourSalesWorkflow);
    const theirs = await bySlug(harbour, harbourSales.slug, "archived=all");
    expect(getWorkflowBoardBySlug.response.parse(theirs.json()).columns).toEqual(
      await columnsOf(harbour, harbourSales.id, "archived=all"),
    );
    // A workflow taken off the menu has no board page, though its board stays readable by id.
    const commercial = await workflowOf(demo, seedIds.demoCommercialWorkflow);
    expect(commercial.isActive).toBe(false);
    expect((await bySlug(demo, commercial.slug)).json()).toEqual(refusal("NOT_FOUND"));
    expect((await demo.get(`/api/workflows/${commercial.id}/board`)).statusCode).toBe(200);
  });
});

describe("a board of 2,000 deals by column", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("sends one page per column with every column's count", async () => {
    const service = await workflowOf(demo, seedIds.demoServiceWorkflow);
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
      await t.db.insert(deals).values(rows.slice(start, start + 500));
    }
    const columns = await columnsOf(demo, service.id);
    expect(columns.reduce((sum, column) => sum + column.count, 0)).toBe(2000 + 10);
    expect(columns.every((column) => column.cards.length === Math.min(column.count, boardPageSize))).toBe(
      true,
    );
    const all = await boardOf(demo, service.id);
    expect(columns.filter((column) => column.count > 0)).toEqual(
      expectedColumns(service, all, boardPageSize),
    );
  });
});

describe("the board's kept column totals", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  /**
   * The board as it opens reads the kept totals; with a filter that keeps every deal they are worked out
   * from the deals; and the full list's cards add up to both.
   */
  async function expectTotalsAsCounted(workflowId: string, step: string) {
    const totals = (columns: BoardColumn[]) =>
      columns.map(({ statusId, count, value }) => ({ statusId, count, value }));
    const kept = totals(await columnsOf(demo, workflowId));
    expect(kept, step).toEqual(totals(await columnsOf(demo, workflowId, "date=2000-01-01,")));
    const all = await boardOf(demo, workflowId);
    const added = kept.map(({ statusId }) => {
      const column = all.filter((card) => card.statusId === statusId);
      return { statusId, count: column.length, value: sumMoney(column.map((card) => card.value ?? "0.00")) };
    });
    expect(kept, step).toEqual(added);
  }

  it("keeps each column's count through every write of a deal", async () => {
    const service = await workflowOf(demo, seedIds.demoServiceWorkflow);
    const [first, second, third] = service.context.statuses.map((status) => status.id);
    if (!first || !second || !third) throw new Error("the demo's Service workflow has too few statuses");
    const countOf = async (statusId: string) =>
      (await columnsOf(demo, service.id)).find((column) => column.statusId === statusId)?.count ?? 0;
    const [before, beforeSecond] = [await countOf(first), await countOf(second)];
    const created = [];
    for (const statusId of [first, first, second]) {
      const response = await demo.post("/api/deals", { workflowId: service.id, statusId, name: "Counted" });
      expect(response.statusCode, response.body).toBe(200);
      created.push(response.json() as { id: string; version: number });
    }
    const [a, b, c] = created;
    if (!a || !b || !c) throw new Error("deals not created");
    expect(await countOf(first)).toBe(before + 2);
    await expectTotalsAsCounted(service.id, "created");
    const status = await demo.post(`/api/deals/${a.id}/status`, {
      currentStatusId: first,
      targetStatusId: third,
    });
    expect(status.statusCode, status.body).toBe(200);
    await expectTotalsAsCounted(service.id, "status changed");
    const moved = await demo.post(`/api/deals/${b.id}/move`, {
      version: b.version,
      targetStatusId: third,
      belowDealId: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectTotalsAsCounted(service.id, "moved to another column");
    expect((await demo.post(`/api/deals/${c.id}/archive`)).statusCode).toBe(200);
    await expectTotalsAsCounted(service.id, "archived");
    expect(await countOf(second)).toBe(beforeSecond);
    expect((await demo.post(`/api/deals/${c.id}/unarchive`)).statusCode).toBe(200);
    await expectTotalsAsCounted(service.id, "unarchived");
    // Writes the API does not make (a deal deleted, bulk changes) are kept by the database itself.
    await t.db.update(deals).set({ statusId: first }).where(eq(deals.workflowId, service.id));
    await expectTotalsAsCounted(service.id, "every deal moved at once");
    await t.db.delete(deals).where(eq(deals.id, c.id));
    await expectTotalsAsCounted(service.id, "deleted");
  });

  it("keeps each column's value through every write of an accepted quote and of its deal", async () => {
    const sales = await workflowOf(demo, seedIds.demoSalesWorkflow);
    const [accepted] = await t.db
      .select({ id: quotes.id, dealId: quotes.dealId, total: quotes.totalSellPrice })
      .from(quotes)
      .innerJoin(deals, and(eq(deals.accountId, quotes.accountId), eq(deals.id, quotes.dealId)))
      .where(
        and(
          eq(deals.workflowId, sales.id),
          eq(deals.isArchived, false),
          eq(quotes.status, "ACCEPTED"),
          eq(quotes.isArchived, false),
        ),
      )
      .limit(1);
    if (!accepted || accepted.total === "0.00")
      throw new Error("the demo's Sales board has no accepted quote");
    await expectTotalsAsCounted(sales.id, "seeded");
    const deal = (await boardOf(demo, sales.id)).find((card) => card.id === accepted.dealId);
    const target = sales.context.statuses.find((status) => status.id !== deal?.statusId)?.id;
    if (!deal || !target) throw new Error("the accepted quote's deal is not on the board");
    const columnValue = async (statusId: string) =>
      (await columnsOf(demo, sales.id)).find((column) => column.statusId === statusId)?.value;
    const targetBefore = await columnValue(target);
    const status = await demo.post(`/api/deals/${deal.id}/status`, {
      currentStatusId: deal.statusId,
      targetStatusId: target,
    });
    expect(status.statusCode, status.body).toBe(200);
    await expectTotalsAsCounted(sales.id, "its deal moved");
    expect(await columnValue(target)).toBe(sumMoney([targetBefore ?? "0.00", deal.value ?? "0.00"]));
    const quote = (change: Partial<typeof quotes.$inferInsert>) =>
      t.db.update(quotes).set(change).where(eq(quotes.id, accepted.id));
    await quote({ totalSellPrice: "1234.56" });
    await expectTotalsAsCounted(sales.id, "its total changed");
    await quote({ isArchived: true });
    await expectTotalsAsCounted(sales.id, "archived");
    await quote({ isArchived: false, status: "DRAFT" });
    await expectTotalsAsCounted(sales.id, "back to draft");
    await quote({ status: "ACCEPTED" });
    await expectTotalsAsCounted(sales.id, "accepted again");
    expect((await demo.post(`/api/deals/${deal.id}/archive`)).statusCode).toBe(200);
    await expectTotalsAsCounted(sales.id, "its deal archived");
    await quote({ totalSellPrice: "99.99" });
    await expect(columnValue(target)).resolves.toBe(targetBefore);
    expect((await demo.post(`/api/deals/${deal.id}/unarchive`)).statusCode).toBe(200);
    await expectTotalsAsCounted(sales.id, "its deal unarchived");
  });
});
