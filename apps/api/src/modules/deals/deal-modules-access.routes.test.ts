// The deal tabs' calls follow the Deals feature like the deal calls: an account without the Deals
// module is refused every one of them.
import type { Workflow } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { boardOf, put, setModules, unknownId, workflowOf } from "../../test/kits/deals.test-kit.ts";

function firstChecklist(workflow: Workflow): string {
  for (const module of workflow.context.modules) {
    if (module.type === "CHECKLIST" && module.config.dataSourceId) return module.config.dataSourceId;
  }
  throw new Error("no checklist");
}

describe("deal tabs without the Deals module", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 403 to the checklist, note, related-deal, search and dashboard calls", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const [card] = await boardOf(harbour, seedIds.harbourSalesWorkflow);
    if (!card) throw new Error("no deals");
    const dataSourceId = firstChecklist(await workflowOf(harbour, seedIds.harbourSalesWorkflow));
    const checklist = `/api/deals/${card.id}/checklists/${dataSourceId}`;
    await setModules(t, seedIds.harbourAccount, []);
    try {
      const attempts = [
        harbour.get(checklist),
        harbour.post(`${checklist}/items`, { label: "x" }),
        put(harbour, `${checklist}/order`, { itemIds: [] }),
        put(harbour, `/api/checklist-items/${unknownId}`, { isChecked: true }),
        harbour.request({ method: "DELETE", url: `/api/checklist-items/${unknownId}` }),
        harbour.get(`/api/deals/${card.id}/notes`),
        harbour.post(`/api/deals/${card.id}/notes`, { content: "x" }),
        put(harbour, `/api/notes/${unknownId}`, { content: "x" }),
        harbour.post(`/api/notes/${unknownId}/archive`),
        harbour.get(`/api/deals/${card.id}/related-deals`),
        harbour.post(`/api/deals/${card.id}/related-deals`, { relatedDealId: unknownId }),
        harbour.request({ method: "DELETE", url: `/api/deals/${card.id}/related-deals/${unknownId}` }),
        harbour.get("/api/deals?search=a"),
        harbour.get("/api/dashboard/pipeline"),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(refusal("FORBIDDEN"));
      }
    } finally {
      await setModules(t, seedIds.harbourAccount, ["DEALS"]);
    }
    expect((await harbour.get(checklist)).statusCode).toBe(200);
  });

  it("answers 401 without a session", async () => {
    const anonymous = t.client();
    for (const url of [
      `/api/deals/${unknownId}/notes`,
      `/api/deals/${unknownId}/documents`,
      "/api/documents/1/download",
      "/api/dashboard/pipeline",
      "/api/deals",
    ]) {
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
    }
  });
});
