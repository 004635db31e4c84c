import { dealCardSchema, type Workflow } from "@portal/contract";
import { sortOrderGap } from "@portal/domain";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deals } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import {
  boardOf,
  dealOf,
  parseDeal,
  statusNamed,
  unknownId,
  workflowOf,
} from "../../test/kits/deals.test-kit.ts";

const { admin } = demoUsers;

describe("changing a deal's status", () => {
  let t: TestApp;
  let demo: TestClient;
  let sales: Workflow;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    sales = await workflowOf(demo, seedIds.demoSalesWorkflow);
  });
  afterAll(() => t.close());

  it("lands the deal at the top of the target column with a new version", async () => {
    const contacted = statusNamed(sales, "Contacted");
    const quoted = statusNamed(sales, "Quoted");
    const [card] = (await boardOf(demo, sales.id)).filter((row) => row.statusId === contacted);
    if (!card) throw new Error("no Contacted deal");
    const changed = parseDeal(
      await demo.post(`/api/deals/${card.id}/status`, { currentStatusId: contacted, targetStatusId: quoted }),
    );
    expect(changed).toMatchObject({ statusId: quoted, version: card.version + 1 });
    expect(changed.context.alerts.map((alert) => alert.key)).toEqual(["QUOTING_WITHOUT_QUOTES"]);
    const column = (await boardOf(demo, sales.id)).filter((row) => row.statusId === quoted);
    expect(column[0]?.id).toBe(card.id);
  });

  it("answers 409 when the current status is stale, 422 for another workflow's status, 404 for a foreign one", async () => {
    const newLead = statusNamed(sales, "New Lead");
    const lost = statusNamed(sales, "Lost");
    const [card] = (await boardOf(demo, sales.id)).filter((row) => row.statusId === newLead);
    if (!card) throw new Error("no New Lead deal");
    const stale = await demo.post(`/api/deals/${card.id}/status`, {
      currentStatusId: statusNamed(sales, "Quoted"),
      targetStatusId: lost,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refusal("CONFLICT"));

    const service = await workflowOf(demo, seedIds.demoServiceWorkflow);
    const otherWorkflow = await demo.post(`/api/deals/${card.id}/status`, {
      currentStatusId: newLead,
      targetStatusId: statusNamed(service, "Done"),
    });
    expect(otherWorkflow.statusCode).toBe(422);
    expect(codesOf(otherWorkflow.json().errors)).toEqual({ targetStatusId: ["STATUS_NOT_IN_WORKFLOW"] });

    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const harbourStatus = statusNamed(await workflowOf(harbour, seedIds.harbourSalesWorkflow), "Quoted");
    for (const target of [harbourStatus, unknownId]) {
      const response = await demo.post(`/api/deals/${card.id}/status`, {
        currentStatusId: newLead,
        targetStatusId: target,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await dealOf(demo, card.id)).toMatchObject({ statusId: newLead, version: card.version });
  });

  it("lets exactly one of two concurrent changes from the same status win; the other answers 409", async () => {
    const measure = statusNamed(sales, "Measure Booked");
    const [card] = (await boardOf(demo, sales.id)).filter((row) => row.statusId === measure);
    if (!card) throw new Error("no Measure Booked deal");
    const targets = [statusNamed(sales, "Quoted"), statusNamed(sales, "Signed")];
    const answers = await Promise.all(
      targets.map((targetStatusId) =>
        demo.post(`/api/deals/${card.id}/status`, { currentStatusId: measure, targetStatusId }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    if (!winner) throw new Error("no change won");
    const deal = await dealOf(demo, card.id);
    expect(deal.version).toBe(card.version + 1);
    expect(deal.statusId).toBe(parseDeal(winner).statusId);
  });
});

describe("moving a deal on the board", () => {
  let t: TestApp;
  let demo: TestClient;
  let sales: Workflow;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    sales = await workflowOf(demo, seedIds.demoSalesWorkflow);
  });
  afterAll(() => t.close());

  const column = async (statusId: string) =>
    (await boardOf(demo, sales.id, "archived=all")).filter((card) => card.statusId === statusId);
  const move = (dealId: string, body: object) => demo.post(`/api/deals/${dealId}/move`, body);

  it("places a deal below the named deal, at the top, or at the bottom of another column", async () => {
    const quoted = statusNamed(sales, "Quoted");
    const signed = statusNamed(sales, "Signed");
    const [moving] = await column(quoted);
    const target = await column(signed);
    if (!moving || target.length < 3) throw new Error("seed columns too small");

    const below = target[1]?.id ?? null;
    const response = await move(moving.id, {
      version: moving.version,
      targetStatusId: signed,
      belowDealId: below,
    });
    expect(response.statusCode, response.body).toBe(200);
    const card = dealCardSchema.parse(response.json());
    expect(card).toMatchObject({ id: moving.id, statusId: signed, version: moving.version + 1 });
    expect(card.alerts.map((alert) => alert.key)).toContain("IN_PROGRESS_WITHOUT_ORDERS");
    expect((await column(signed)).map((row) => row.id)).toEqual([
      target[0]?.id,
      target[1]?.id,
      moving.id,
      ...target.slice(2).map((row) => row.id),
    ]);

    const top = dealCardSchema.parse(
      (await move(moving.id, { version: card.version, targetStatusId: signed, belowDealId: null })).json(),
    );
    expect((await column(signed))[0]?.id).toBe(moving.id);
    const last = (await column(signed)).at(-1)?.id ?? null;
    const bottom = await move(moving.id, { version: top.version, targetStatusId: signed, belowDealId: last });
    expect(bottom.statusCode).toBe(200);
    expect((await column(signed)).at(-1)?.id).toBe(moving.id);
    expect((await column(quoted)).some((row) => row.id === moving.id)).toBe(false);
  });

  it("renumbers the column in the same write when two neighbours leave no gap", async () => {
    const received = statusNamed(sales, "Received");
    const before = await column(received);
    const [first, second] = before;
    if (!first || !second) throw new Error("seed column too small");
    await t.db
      .update(deals)
      .set({ sortOrder: first.sortOrder + 1 })
      .where(and(eq(deals.accountId, seedIds.demoAccount), eq(deals.id, second.id)));
    const [moving] = await column(statusNamed(sales, "Ordered"));
    if (!moving) throw new Error("no Ordered deal");
    const response = await move(moving.id, {
      version: moving.version,
      targetStatusId: received,
      belowDealId: first.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await column(received);
    expect(after.map((row) => row.id)).toEqual([
      first.id,
      moving.id,
      ...before.slice(1).map((row) => row.id),
    ]);
    expect(after.map((row) => row.sortOrder)).toEqual(after.map((_, index) => (index + 1) * sortOrderGap));
    // The neighbours only got new numbers; their versions stay so nobody else's next move fails.
    const neighbours = await t.db
      .select({ id: deals.id, version: deals.version })
      .from(deals)
      .where(
        inArray(
          deals.id,
          before.map((row) => row.id),
        ),
      );
    for (const row of neighbours)
      expect(row.version).toBe(before.find((card) => card.id === row.id)?.version);
  });

  it("answers 409 on a stale version, 422 when the deal below is not in the target column, 404 for foreign ids", async () => {
    const newLead = statusNamed(sales, "New Lead");
    const contacted = statusNamed(sales, "Contacted");
    const [moving, other] = await column(newLead);
    if (!moving || !other) throw new Error("seed column too small");
    const stale = await move(moving.id, {
      version: moving.version - 1,
      targetStatusId: contacted,
      belowDealId: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refusal("CONFLICT"));

    for (const belowDealId of [other.id, moving.id]) {
      const notThere = await move(moving.id, {
        version: moving.version,
        targetStatusId: contacted,
        belowDealId,
      });
      expect(notThere.statusCode).toBe(422);
      expect(codesOf(notThere.json().errors)).toEqual({ belowDealId: ["BELOW_NOT_IN_COLUMN"] });
    }

    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const [harbourCard] = await boardOf(harbour, seedIds.harbourSalesWorkflow);
    const harbourStatus = harbourCard?.statusId ?? unknownId;
    const foreignBelow = await move(moving.id, {
      version: moving.version,
      targetStatusId: contacted,
      belowDealId: harbourCard?.id ?? unknownId,
    });
    expect(foreignBelow.statusCode).toBe(404);
    const foreignStatus = await move(moving.id, {
      version: moving.version,
      targetStatusId: harbourStatus,
      belowDealId: null,
    });
    expect(foreignStatus.statusCode).toBe(404);
    const service = await workflowOf(demo, seedIds.demoServiceWorkflow);
    const otherWorkflow = await move(moving.id, {
      version: moving.version,
      targetStatusId: statusNamed(service, "Requested"),
      belowDealId: null,
    });
    expect(otherWorkflow.statusCode).toBe(422);
    expect(await dealOf(demo, moving.id)).toMatchObject({ statusId: newLead, version: moving.version });
  });

  it("moves deals crossing between two columns at once, each renumbering the other's column", async () => {
    const [from, to] = [statusNamed(sales, "Quoted"), statusNamed(sales, "Signed")];
    // No gaps in either column, so every move below a deal renumbers the column it joins.
    for (const statusId of [from, to]) {
      for (const [index, card] of (await column(statusId)).entries()) {
        await t.db
          .update(deals)
          .set({ sortOrder: index + 1 })
          .where(and(eq(deals.accountId, seedIds.demoAccount), eq(deals.id, card.id)));
      }
    }
    const live = async (statusId: string) => (await column(statusId)).filter((card) => !card.isArchived);
    const [leaving, joining] = [await live(from), await live(to)];
    // Each column's first deal stays; the others cross, each below the first deal of the column it joins.
    const pairs = Math.min(leaving.length, joining.length) - 1;
    expect(pairs).toBeGreaterThanOrEqual(2);
    const [outgoing, incoming] = [leaving.slice(1, 1 + pairs), joining.slice(1, 1 + pairs)];
    const crossing = (cards: typeof leaving, statusId: string, below: string | undefined) =>
      cards.map((card) =>
        move(card.id, { version: card.version, targetStatusId: statusId, belowDealId: below ?? null }),
      );
    const answers = await Promise.all([
      ...crossing(outgoing, to, joining[0]?.id),
      ...crossing(incoming, from, leaving[0]?.id),
    ]);
    // Each move locks both columns, in one order: they queue, and none fails.
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const after = await boardOf(demo, sales.id, "archived=all");
    const statusOf = (id: string) => after.find((card) => card.id === id)?.statusId;
    expect(outgoing.map((card) => statusOf(card.id))).toEqual(outgoing.map(() => to));
    expect(incoming.map((card) => statusOf(card.id))).toEqual(incoming.map(() => from));
  });

  it("lets exactly one of two concurrent moves with the same version win; the other answers 409", async () => {
    const installed = statusNamed(sales, "Installed");
    const lost = statusNamed(sales, "Lost");
    const contacted = statusNamed(sales, "Contacted");
    const [moving] = (await column(contacted)).filter((card) => !card.isArchived);
    if (!moving) throw new Error("no Contacted deal");
    const answers = await Promise.all([
      move(moving.id, { version: moving.version, targetStatusId: installed, belowDealId: null }),
      move(moving.id, { version: moving.version, targetStatusId: lost, belowDealId: null }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = dealCardSchema.parse(answers.find((answer) => answer.statusCode === 200)?.json());
    expect(await dealOf(demo, moving.id)).toMatchObject({
      statusId: winner.statusId,
      version: moving.version + 1,
    });

    // The same move twice at once: still one winner.
    const again = await Promise.all(
      [0, 1].map(() =>
        move(moving.id, { version: winner.version, targetStatusId: contacted, belowDealId: null }),
      ),
    );
    expect(again.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await dealOf(demo, moving.id)).version).toBe(winner.version + 1);
  });
});
