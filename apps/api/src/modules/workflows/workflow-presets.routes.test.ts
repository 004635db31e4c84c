import { dealWorkflowSettingsSchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { unknownId } from "../../test/kits/workflows.test-kit.ts";

const { admin, dealsOnly } = demoUsers;

describe("preset filters (DEAL_WORKFLOWS web settings)", () => {
  let t: TestApp;
  let demo: TestClient;
  const url = "/api/account/web-settings/DEAL_WORKFLOWS";
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("answers the seeded presets", async () => {
    const settings = dealWorkflowSettingsSchema.parse((await demo.get(url)).json());
    expect(settings.workflows).toEqual([
      {
        workflowId: seedIds.demoSalesWorkflow,
        presetFilters: [
          { name: "Quoting", params: "phase=QUOTING" },
          { name: "Needs attention", params: "alerts=true&sort=alerts" },
        ],
      },
    ]);
  });

  it("saves and answers the presets per workflow (any Deals user may)", async () => {
    const settings = {
      workflows: [
        {
          workflowId: seedIds.demoSalesWorkflow,
          presetFilters: [{ name: "Mine", params: "rep=3&sort=alerts" }],
        },
        { workflowId: seedIds.demoServiceWorkflow, presetFilters: [] },
      ],
    };
    const client = await t.signIn(dealsOnly.username, dealsOnly.password);
    const saved = await client.post(url, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ok: true });
    expect((await demo.get(url)).json()).toEqual(settings);
  });

  it("refuses unknown workflows (including another dealer's) and saves nothing", async () => {
    const before = (await demo.get(url)).json();
    const response = await demo.post(url, {
      workflows: [
        { workflowId: seedIds.demoSalesWorkflow, presetFilters: [] },
        { workflowId: unknownId, presetFilters: [] },
        { workflowId: seedIds.harbourSalesWorkflow, presetFilters: [] },
        { workflowId: "not-a-uuid", presetFilters: [] },
        { workflowId: seedIds.demoSalesWorkflow, presetFilters: [] },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(codesOf(response.json().errors)).toEqual({
      "workflows.1.workflowId": ["UNKNOWN_WORKFLOW"],
      "workflows.2.workflowId": ["UNKNOWN_WORKFLOW"],
      "workflows.3.workflowId": ["UNKNOWN_WORKFLOW"],
      "workflows.4.workflowId": ["WORKFLOW_TWICE"],
    });
    expect((await demo.get(url)).json()).toEqual(before);
  });

  it("requires a preset's name with the spec's message", async () => {
    const response = await demo.post(url, {
      workflows: [{ workflowId: seedIds.demoSalesWorkflow, presetFilters: [{ name: " ", params: "" }] }],
    });
    expect(response.statusCode).toBe(422);
    expect(codesOf(response.json().errors)).toEqual({
      "workflows.0.presetFilters.0.name": ["REQUIRED"],
    });
  });

  it("keeps each dealer's presets apart", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect((await harbour.get(url)).json()).toEqual({ workflows: [] });
    const own = {
      workflows: [{ workflowId: seedIds.harbourSalesWorkflow, presetFilters: [{ name: "All", params: "" }] }],
    };
    expect((await harbour.post(url, own)).statusCode).toBe(200);
    expect((await harbour.get(url)).json()).toEqual(own);
    expect(JSON.stringify((await demo.get(url)).json())).not.toContain(seedIds.harbourSalesWorkflow);
  });
});
