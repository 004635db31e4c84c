import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import {
  boardOf,
  dealOf,
  flagNamed,
  parseDeal,
  put,
  setModules,
  statusNamed,
  workflowOf,
} from "../../test/kits/deals.test-kit.ts";

const { admin, dealsOnly, sales, supplierRep } = demoUsers;

describe("deal access", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ["sales (DEFAULT)", sales],
    ["dealsonly (DEALS_ONLY)", dealsOnly],
  ])("lets %s work deals", async (_, user) => {
    const client = await t.signIn(user.username, user.password);
    expect((await boardOf(client, seedIds.demoSalesWorkflow)).length).toBeGreaterThan(0);
    const created = parseDeal(
      await client.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: user.username }),
    );
    expect((await dealOf(client, created.id)).name).toBe(user.username);
    expect((await client.post(`/api/deals/${created.id}/archive`)).statusCode).toBe(200);
  });

  it("lets the supplier representative (no deals permission) read deals but not change them", async () => {
    const demo = await t.signIn(admin.username, admin.password);
    const client = await t.signIn(supplierRep.username, supplierRep.password);
    const [card] = await boardOf(client, seedIds.demoSalesWorkflow);
    if (!card) throw new Error("no deals");
    expect((await dealOf(client, card.id)).id).toBe(card.id);
    const attempts = [
      client.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "Rep's deal" }),
      // An empty body is refused for the permission, not for its fields.
      client.post("/api/deals", {}),
      put(client, `/api/deals/${card.id}`, {}),
      client.post(`/api/deals/${card.id}/archive`),
      client.post(`/api/deals/${card.id}/move`, {
        version: card.version,
        targetStatusId: card.statusId,
        belowDealId: null,
      }),
      client.post(`/api/deals/${card.id}/notes`, { content: "Hello" }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await dealOf(demo, card.id)).toMatchObject({ version: card.version, isArchived: false });
  });

  it("keeps dealers apart: another dealer's deals and boards are 404 and never listed", async () => {
    const demo = await t.signIn(admin.username, admin.password);
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const [card] = await boardOf(demo, seedIds.demoSalesWorkflow);
    if (!card) throw new Error("no deals");
    const harbourWorkflow = await workflowOf(harbour, seedIds.harbourSalesWorkflow);
    const enquiry = statusNamed(harbourWorkflow, "Enquiry");
    const payment = flagNamed(harbourWorkflow, "Payment", "None");
    const attempts = [
      harbour.get(`/api/deals/${card.id}`),
      harbour.get(`/api/workflows/${seedIds.demoSalesWorkflow}/deals`),
      put(harbour, `/api/deals/${card.id}`, {
        version: card.version,
        name: "Mine now",
        description: "",
        sidemark: null,
        contactId: null,
        udfs: {},
      }),
      harbour.post(`/api/deals/${card.id}/status`, {
        currentStatusId: card.statusId,
        targetStatusId: enquiry,
      }),
      harbour.post(`/api/deals/${card.id}/move`, {
        version: card.version,
        targetStatusId: enquiry,
        belowDealId: null,
      }),
      harbour.post(`/api/deals/${card.id}/archive`),
      harbour.post(`/api/deals/${card.id}/unarchive`),
      put(harbour, `/api/deals/${card.id}/flags/${payment.flagId}`, { workflowFlagValueId: payment.valueId }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal("NOT_FOUND"));
    }
    const harbourBoard = await boardOf(harbour, seedIds.harbourSalesWorkflow, "archived=all");
    expect(harbourBoard).toHaveLength(5);
    expect(harbourBoard.every((row) => row.workflowId === seedIds.harbourSalesWorkflow)).toBe(true);
    expect(await dealOf(demo, card.id)).toMatchObject({ version: card.version, statusId: card.statusId });
  });

  it("answers 403 to every deal call for an account without the Deals module", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const [card] = await boardOf(harbour, seedIds.harbourSalesWorkflow);
    if (!card) throw new Error("no deals");
    await setModules(t, seedIds.harbourAccount, []);
    const attempts = [
      harbour.get(`/api/workflows/${seedIds.harbourSalesWorkflow}/deals`),
      harbour.get(`/api/deals/${card.id}`),
      harbour.post("/api/deals", { workflowId: seedIds.harbourSalesWorkflow, name: "x" }),
      harbour.post(`/api/deals/${card.id}/archive`),
      harbour.post(`/api/deals/${card.id}/move`, {
        version: 1,
        targetStatusId: card.statusId,
        belowDealId: null,
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal("FORBIDDEN"));
    }
    await setModules(t, seedIds.harbourAccount, ["DEALS"]);
    expect((await harbour.get(`/api/deals/${card.id}`)).statusCode).toBe(200);
  });
});
