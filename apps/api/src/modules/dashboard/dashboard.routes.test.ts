import { workflowSummarySchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { boardOf, parseDeal, setModules, workflowOf } from "../../test/kits/deals.test-kit.ts";

const { admin, dealsOnly, supplierRep } = demoUsers;
const summaryList = z.array(workflowSummarySchema);

describe("dashboard pipeline", () => {
  let t: TestApp;
  let demo: TestClient;
  const pipelineOf = async (client: TestClient) => {
    const response = await client.get("/api/dashboard/pipeline");
    expect(response.statusCode, response.body).toBe(200);
    return summaryList.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("answers each active workflow in order with the board's counts per phase and status", async () => {
    const pipeline = await pipelineOf(demo);
    expect(pipeline.map((row) => row.workflow.slug)).toEqual(["sales", "service"]);
    for (const summary of pipeline) {
      const workflow = await workflowOf(demo, summary.workflow.id);
      const board = await boardOf(demo, workflow.id);
      const withAlerts = board.filter((card) => card.alerts.length > 0);
      const alerts = board.flatMap((card) => card.alerts);
      const openStatusIds = new Set(
        workflow.context.statuses
          .filter((status) => status.phase !== "CLOSED" && status.phase !== "CANCELLED")
          .map((status) => status.id),
      );
      expect(summary).toMatchObject({
        // Open deals only: Installed (Closed) and Lost (Cancelled) deals are counted in their phases.
        dealCount: board.filter((card) => openStatusIds.has(card.statusId)).length,
        alertDealCount: withAlerts.length,
        warningCount: alerts.filter((alert) => alert.type === "WARNING").length,
        infoCount: alerts.filter((alert) => alert.type === "INFO").length,
      });
      const statuses = summary.phases.flatMap((phase) => phase.statuses);
      // Every status once, in workflow order (phases follow the domain's order, which the seeds keep).
      expect(statuses.map((status) => status.id)).toEqual(
        workflow.context.statuses.map((status) => status.id),
      );
      for (const status of statuses) {
        const cards = board.filter((card) => card.statusId === status.id);
        expect(status.dealCount, status.name).toBe(cards.length);
        expect(status.alertDealCount, status.name).toBe(
          cards.filter((card) => card.alerts.length > 0).length,
        );
      }
      for (const phase of summary.phases) {
        expect(phase.dealCount).toBe(phase.statuses.reduce((sum, status) => sum + status.dealCount, 0));
      }
    }
    const sales = pipeline[0];
    expect(sales?.phases.map((phase) => phase.phase)).toEqual([
      "NEW",
      "QUOTING",
      "IN_PROGRESS",
      "CLOSED",
      "CANCELLED",
    ]);
    expect(sales?.alertDealCount).toBeGreaterThan(0);
    const closedOrLost = (sales?.phases ?? [])
      .filter((phase) => phase.phase === "CLOSED" || phase.phase === "CANCELLED")
      .reduce((sum, phase) => sum + phase.dealCount, 0);
    const all = (sales?.phases ?? []).reduce((sum, phase) => sum + phase.dealCount, 0);
    expect(closedOrLost).toBeGreaterThan(0);
    expect(sales?.dealCount).toBe(all - closedOrLost);
    const service = pipeline[1];
    // Service has no QUOTING status: the phase is left out.
    expect(service?.phases.map((phase) => phase.phase)).toEqual([
      "NEW",
      "IN_PROGRESS",
      "CLOSED",
      "CANCELLED",
    ]);
  });

  it("lists empty statuses and leaves archived deals out", async () => {
    const before = (await pipelineOf(demo))[1];
    const deal = parseDeal(
      await demo.post("/api/deals", {
        workflowId: seedIds.demoServiceWorkflow,
        name: "Counted then archived",
      }),
    );
    const during = (await pipelineOf(demo))[1];
    expect(during?.dealCount).toBe((before?.dealCount ?? 0) + 1);
    await demo.post(`/api/deals/${deal.id}/archive`);
    expect((await pipelineOf(demo))[1]).toEqual(before);

    const switchedOff = await demo.request({
      method: "PUT",
      url: `/api/workflows/${seedIds.demoServiceWorkflow}/update`,
      payload: { name: "Service", isActive: false },
    });
    expect(switchedOff.statusCode).toBe(200);
    expect((await pipelineOf(demo)).map((row) => row.workflow.slug)).toEqual(["sales"]);
    await demo.request({
      method: "PUT",
      url: `/api/workflows/${seedIds.demoServiceWorkflow}/update`,
      payload: { name: "Service", isActive: true },
    });
  });

  it("answers every Deals user, and each dealer only its own workflows", async () => {
    for (const user of [dealsOnly, supplierRep]) {
      const client = await t.signIn(user.username, user.password);
      expect((await pipelineOf(client)).length).toBe(2);
    }
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const harbourPipeline = await pipelineOf(harbour);
    expect(harbourPipeline.map((row) => row.workflow.id)).toEqual([seedIds.harbourSalesWorkflow]);
    // Five deals, one of them Closed or Cancelled.
    expect(harbourPipeline[0]?.dealCount).toBe(4);
    const statuses = harbourPipeline[0]?.phases.flatMap((phase) => phase.statuses) ?? [];
    expect(statuses.some((status) => status.dealCount === 0)).toBe(true);
  });

  it("answers 403 without the Deals module", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    await setModules(t, seedIds.harbourAccount, []);
    try {
      const response = await harbour.get("/api/dashboard/pipeline");
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal("FORBIDDEN"));
    } finally {
      await setModules(t, seedIds.harbourAccount, ["DEALS"]);
    }
  });
});
