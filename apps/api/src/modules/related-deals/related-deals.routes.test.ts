import { type RelatedDeal, relatedDealSchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { boardOf, parseDeal, unknownId } from "../../test/kits/deals.test-kit.ts";

const { admin, dealsOnly, sales, supplierRep } = demoUsers;
const relatedList = z.array(relatedDealSchema);

describe("related deals", () => {
  let t: TestApp;
  let demo: TestClient;
  const newDeal = async (name: string, workflowId: string = seedIds.demoSalesWorkflow) =>
    parseDeal(await demo.post("/api/deals", { workflowId, name }));
  const relatedOf = async (client: TestClient, dealId: string): Promise<RelatedDeal[]> => {
    const response = await client.get(`/api/deals/${dealId}/related-deals`);
    expect(response.statusCode, response.body).toBe(200);
    return relatedList.parse(response.json());
  };
  const link = (client: TestClient, dealId: string, relatedDealId: string) =>
    client.post(`/api/deals/${dealId}/related-deals`, { relatedDealId });
  const unlink = (client: TestClient, dealId: string, relatedDealId: string) =>
    client.request({ method: "DELETE", url: `/api/deals/${dealId}/related-deals/${relatedDealId}` });

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("links deals across workflows; both sides list the link with status and workflow", async () => {
    const salesDeal = await newDeal("Related sales deal");
    const serviceDeal = await newDeal("Related service job", seedIds.demoServiceWorkflow);
    const response = await link(demo, salesDeal.id, serviceDeal.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(relatedList.parse(response.json())).toEqual([
      {
        id: serviceDeal.id,
        tuid: serviceDeal.tuid,
        name: "Related service job",
        description: "",
        isArchived: false,
        context: {
          status: { id: serviceDeal.statusId, name: "Requested", phase: "NEW" },
          workflow: { id: seedIds.demoServiceWorkflow, name: "Service", slug: "service" },
        },
      },
    ]);
    expect((await relatedOf(demo, serviceDeal.id)).map((row) => row.id)).toEqual([salesDeal.id]);
  });

  it("unlinks from either side, for both", async () => {
    const a = await newDeal("A");
    const b = await newDeal("B");
    const c = await newDeal("C");
    await link(demo, a.id, b.id);
    await link(demo, c.id, a.id);
    expect((await relatedOf(demo, a.id)).map((row) => row.id).sort()).toEqual([b.id, c.id].sort());
    const response = await unlink(demo, b.id, a.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await relatedOf(demo, a.id)).map((row) => row.id)).toEqual([c.id]);
    expect(await relatedOf(demo, b.id)).toEqual([]);
    expect((await unlink(demo, b.id, a.id)).statusCode).toBe(404);
  });

  it("refuses the deal itself and a pair already linked (either way round)", async () => {
    const a = await newDeal("Self");
    const b = await newDeal("Other");
    const self = await link(demo, a.id, a.id);
    expect(self.statusCode).toBe(422);
    expect(codesOf(self.json().errors)).toEqual({ relatedDealId: ["RELATED_TO_ITSELF"] });
    expect((await link(demo, a.id, b.id)).statusCode).toBe(200);
    for (const response of [await link(demo, a.id, b.id), await link(demo, b.id, a.id)]) {
      expect(response.statusCode).toBe(422);
      expect(codesOf(response.json().errors)).toEqual({ relatedDealId: ["ALREADY_RELATED"] });
    }
    expect(await relatedOf(demo, a.id)).toHaveLength(1);
  });

  it("answers 404 for an unknown deal on either side", async () => {
    const a = await newDeal("Lonely");
    expect((await link(demo, a.id, unknownId)).statusCode).toBe(404);
    expect((await link(demo, unknownId, a.id)).statusCode).toBe(404);
    expect((await demo.get(`/api/deals/${unknownId}/related-deals`)).statusCode).toBe(404);
  });

  it("refuses writes from an archived deal, but lists its links", async () => {
    const a = await newDeal("Archived side");
    const b = await newDeal("Open side");
    const c = await newDeal("Third");
    await link(demo, a.id, b.id);
    expect((await demo.post(`/api/deals/${a.id}/archive`)).statusCode).toBe(200);
    for (const response of [await link(demo, a.id, c.id), await unlink(demo, a.id, b.id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal("DEAL_ARCHIVED"));
    }
    const fromOpenSide = await relatedOf(demo, b.id);
    expect(fromOpenSide.map((row) => [row.id, row.isArchived])).toEqual([[a.id, true]]);
    expect((await relatedOf(demo, a.id)).map((row) => row.id)).toEqual([b.id]);
  });

  it("searches deals by name, sidemark or number across workflows, open ones first, at most 20", async () => {
    const named = await newDeal("Zebra Crossing Blinds");
    const byName = relatedList.parse((await demo.get("/api/deals?search=zebra%20cross")).json());
    expect(byName.map((row) => row.id)).toEqual([named.id]);
    const byNumber = relatedList.parse((await demo.get(`/api/deals?search=D-${named.tuid}`)).json());
    expect(byNumber.map((row) => row.id)).toEqual([named.id]);
    const excluded = relatedList.parse(
      (await demo.get(`/api/deals?search=zebra&excludeId=${named.id}`)).json(),
    );
    expect(excluded).toEqual([]);
    expect(relatedList.parse((await demo.get("/api/deals")).json())).toHaveLength(20);

    // Archived deals come after open ones, even when newer.
    const open = await newDeal("Quokka open");
    const archived = await newDeal("Quokka archived");
    await demo.post(`/api/deals/${archived.id}/archive`);
    const quokkas = relatedList.parse((await demo.get("/api/deals?search=quokka")).json());
    expect(quokkas.map((row) => [row.id, row.isArchived])).toEqual([
      [open.id, false],
      [archived.id, true],
    ]);
  });

  it("lets every user with the deals permission link deals; the supplier representative searches only", async () => {
    const rep = await t.signIn(supplierRep.username, supplierRep.password);
    const [x, y] = [await newDeal("rep a"), await newDeal("rep b")];
    expect((await link(rep, x.id, y.id)).statusCode).toBe(403);
    expect((await rep.get("/api/deals?search=a")).statusCode).toBe(200);
    for (const user of [sales, dealsOnly]) {
      const client = await t.signIn(user.username, user.password);
      const a = await newDeal(`${user.username} a`);
      const b = await newDeal(`${user.username} b`);
      expect((await link(client, a.id, b.id)).statusCode).toBe(200);
      expect((await client.get("/api/deals?search=a")).statusCode).toBe(200);
    }
  });

  it("keeps dealers apart: the other dealer's deals are 404 and never found by search", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const [harbourCard] = await boardOf(harbour, seedIds.harbourSalesWorkflow);
    const harbourDeal = harbourCard?.id ?? "";
    const a = await newDeal("Demo side");
    const b = await newDeal("Demo other side");
    await link(demo, a.id, b.id);
    for (const response of [
      await link(demo, a.id, harbourDeal),
      await link(harbour, harbourDeal, a.id),
      await harbour.get(`/api/deals/${a.id}/related-deals`),
      await link(harbour, a.id, b.id),
      await unlink(harbour, a.id, b.id),
      await unlink(demo, a.id, harbourDeal),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal("NOT_FOUND"));
    }
    const found = relatedList.parse((await harbour.get("/api/deals?search=Demo%20side")).json());
    expect(found).toEqual([]);
    const harbourAll = relatedList.parse((await harbour.get("/api/deals")).json());
    expect(harbourAll.every((row) => row.context?.workflow.id === seedIds.harbourSalesWorkflow)).toBe(true);
    expect((await relatedOf(demo, a.id)).map((row) => row.id)).toEqual([b.id]);
  });
});
