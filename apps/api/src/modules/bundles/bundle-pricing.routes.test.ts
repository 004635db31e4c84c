// Subscribed bundles reach pricing (DOMAIN.md "Pricing"): new lines use their values, Draft quotes show a
// change as a pending update until applied, accepted quotes keep their prices.
import type { Bundle, Product, Quote } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import {
  addQuoteLine,
  blindAndCurtain,
  blindChoices,
  curtainChoices,
  firstDemoDealId,
} from "../../test/kits/quotes.test-kit.ts";

let t: TestApp;
let demo: TestClient;
let dealId: string;
let blind: Product;
let curtain: Product;
let bundleIds: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
  dealId = await firstDemoDealId(t.db);
  ({ blind, curtain } = await blindAndCurtain(demo));
  const list = (await demo.get("/api/bundles")).json() as Bundle[];
  bundleIds = new Map(list.map((bundle) => [bundle.name, bundle.id]));
});
afterAll(() => t.close());

async function subscribe(name: string, templateValues: object) {
  const answer = await demo.post(`/api/bundles/${bundleIds.get(name)}/subscribe`, { templateValues });
  expect(answer.statusCode).toBe(200);
}

async function unsubscribe(name: string) {
  expect((await demo.post(`/api/bundles/${bundleIds.get(name)}/unsubscribe`)).statusCode).toBe(200);
}

async function quoteWithBlind(): Promise<Quote> {
  const created = await demo.post(`/api/deals/${dealId}/quotes`, { description: "Bundles" });
  expect(created.statusCode).toBe(200);
  const quote = created.json() as Quote;
  await addQuoteLine(demo, quote.id, blind, blindChoices);
  return quoteOf(quote.id);
}

async function quoteOf(id: string): Promise<Quote> {
  const response = await demo.get(`/api/quotes/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const unitEx = (quote: Quote) => quote.context.orderLines[0]?.pricing.unitSellPriceExTax;

// Without bundles: grid 80 + freight 12 = 92 × 1.4 = 128.80, options 30 × 1.4 = 42 → 170.80 (quotes tests).
describe("pricing with subscribed bundles", () => {
  it("prices a new line with the subscribed values: installation added, freight scaled", async () => {
    expect(unitEx(await quoteWithBlind())).toBe("170.8000");

    await subscribe("Standard installation", { installation: "45" });
    const installed = await quoteWithBlind();
    // (80 + 12 + 45) × 1.4 = 191.80 + 42.
    expect(unitEx(installed)).toBe("233.8000");
    expect(installed.context.orderLines[0]?.context.explanation).toContainEqual(
      expect.objectContaining({ kind: "INSTALLATION", amount: "45.0000" }),
    );
    expect(installed.context.pendingUpdates.hasPendingUpdates).toBe(false);

    await subscribe("Freight saver", { freight: "0.5" });
    // (80 + 6 + 45) × 1.4 = 183.40 + 42.
    expect(unitEx(await quoteWithBlind())).toBe("225.4000");

    await unsubscribe("Standard installation");
    await unsubscribe("Freight saver");
    expect(unitEx(await quoteWithBlind())).toBe("170.8000");
  });

  it("shows a subscription change on a Draft as a pending update until applied, and accepted quotes keep their price", async () => {
    const draft = await quoteWithBlind();
    const accepted = await quoteWithBlind();
    expect((await demo.post(`/api/quotes/${accepted.id}/accept`, {})).statusCode).toBe(200);

    await subscribe("Premium installation", { installation: "75" });
    const pending = await quoteOf(draft.id);
    expect(unitEx(pending)).toBe("170.8000");
    expect(pending.context.pendingUpdates).toMatchObject({
      hasPendingUpdates: true,
      orderUpdates: { hasInstallationUpdates: true, hasFreightUpdates: false, hasSurchargesUpdates: false },
      products: [
        {
          productName: "Blockout Roller Blind",
          hasInstallationUpdates: true,
          hasPricingUpdates: false,
          hasFreightUpdates: false,
        },
      ],
    });
    const refused = await demo.post(`/api/quotes/${draft.id}/accept`, {});
    expect(refused.statusCode).toBe(422);

    const applied = (await demo.post(`/api/quotes/${draft.id}/apply-updates`)).json() as Quote;
    // (80 + 12 + 75) × 1.4 = 233.80 + 42.
    expect(unitEx(applied)).toBe("275.8000");
    expect(applied.context.pendingUpdates.hasPendingUpdates).toBe(false);

    // Changed values count again; so does the end of the subscription, back to the catalogue's charges.
    await subscribe("Premium installation", { installation: "80" });
    expect((await quoteOf(draft.id)).context.pendingUpdates.products[0]?.hasInstallationUpdates).toBe(true);
    await unsubscribe("Premium installation");
    const ended = await quoteOf(draft.id);
    expect(ended.context.pendingUpdates.hasPendingUpdates).toBe(true);
    expect(unitEx((await demo.post(`/api/quotes/${draft.id}/apply-updates`)).json())).toBe("170.8000");

    const stillAccepted = await quoteOf(accepted.id);
    expect(stillAccepted.status).toBe("ACCEPTED");
    expect(unitEx(stillAccepted)).toBe("170.8000");
    expect(stillAccepted.totalSellPrice).toBe(accepted.totalSellPrice);
  });

  it("a cloned Draft is priced with today's bundles", async () => {
    const source = await quoteWithBlind();
    await subscribe("Standard installation", { installation: "45" });
    const clone = (await demo.post(`/api/quotes/${source.id}/clone`)).json() as Quote;
    expect(unitEx(clone)).toBe("233.8000");
    expect(clone.context.pendingUpdates.hasPendingUpdates).toBe(false);
    await unsubscribe("Standard installation");
  });

  it("another dealer's subscription to a shared supplier's bundle leaves this dealer's prices alone", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const theirs = (await harbour.get("/api/bundles")).json() as Bundle[];
    expect(theirs.map((bundle) => [bundle.name, bundle.isSubscribed])).toEqual([
      ["Volume dealer program", true],
    ]);
    const created = (
      await demo.post(`/api/deals/${dealId}/quotes`, { description: "Curtains" })
    ).json() as Quote;
    const line = await addQuoteLine(demo, created.id, curtain, curtainChoices);
    // Coastal's curtain as the quotes tests price it, with Coastal's own cost padding and freight.
    expect(line.pricing.unitSellPriceExTax).toBe("1021.0514");
  });
});
