import { type Bundle, bundleSchema } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bundleSubscriptions, bundles } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { isGroupTakenViolation } from "./bundles.service.ts";

const { admin, dealsOnly, sales, supplierRep } = demoUsers;
const bundleList = z.array(bundleSchema);

let t: TestApp;
let demo: TestClient;
let byName: Map<string, Bundle>;

async function listOf(client: TestClient): Promise<Bundle[]> {
  const response = await client.get("/api/bundles");
  expect(response.statusCode).toBe(200);
  return bundleList.parse(response.json());
}

function idOf(name: string): number {
  const bundle = byName.get(name);
  if (!bundle) throw new Error(`no bundle ${name}`);
  return bundle.id;
}

const subscribe = (name: string, templateValues: object, client = demo) =>
  client.post(`/api/bundles/${idOf(name)}/subscribe`, { templateValues });
const unsubscribe = (name: string, client = demo) => client.post(`/api/bundles/${idOf(name)}/unsubscribe`);

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.signIn(admin.username, admin.password);
  byName = new Map((await listOf(demo)).map((bundle) => [bundle.name, bundle]));
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.delete(bundleSubscriptions).where(eq(bundleSubscriptions.accountId, seedIds.demoAccount));
});

describe("the bundles list", () => {
  it("shows every bundle of the dealer's suppliers, by supplier and sort order, with the defaults", async () => {
    const list = await listOf(demo);
    expect(
      list.map((bundle) => [
        bundle.context.manufacturer.name,
        bundle.name,
        bundle.sortOrder,
        bundle.isSubscribed,
      ]),
    ).toEqual([
      ["Sunline Blinds", "Standard installation", 1, false],
      ["Sunline Blinds", "Premium installation", 2, false],
      ["Sunline Blinds", "Freight saver", 3, false],
      ["Coastal Shutters & Curtains", "Volume dealer program", 1, false],
    ]);
    expect(list[0]).toMatchObject({
      exclusivityKey: "sunline-installation",
      description: expect.stringContaining("Charged per item"),
      templateFields: [
        { templateKey: "installation", label: "Installation per item", operator: "CURRENCY", value: "45" },
      ],
    });
    expect(list[2]?.templateFields).toEqual([
      { templateKey: "freight", label: "Freight factor", operator: "FACTOR", value: "0.85" },
    ]);
  });
});

describe("subscribing", () => {
  it("keeps the values sent, in their shortest form, and shows them instead of the defaults", async () => {
    const answer = await subscribe("Volume dealer program", { costPadding: "0.500", freight: 0.75 });
    expect(answer.statusCode).toBe(200);
    expect(bundleSchema.parse(answer.json())).toMatchObject({
      name: "Volume dealer program",
      isSubscribed: true,
      templateFields: [
        { templateKey: "costPadding", value: "0.5" },
        { templateKey: "freight", value: "0.75" },
      ],
    });
    const [stored] = await t.db
      .select()
      .from(bundleSubscriptions)
      .where(eq(bundleSubscriptions.accountId, seedIds.demoAccount));
    expect(stored).toMatchObject({ templateValues: { costPadding: "0.5", freight: "0.75" } });
  });

  it("changes the values of a subscribed bundle when subscribed again", async () => {
    expect((await subscribe("Standard installation", { installation: "45" })).statusCode).toBe(200);
    const changed = await subscribe("Standard installation", { installation: "52.5" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().templateFields[0].value).toBe("52.5");
    expect((await listOf(demo)).filter((bundle) => bundle.isSubscribed).map((bundle) => bundle.name)).toEqual(
      ["Standard installation"],
    );
  });

  it("needs every template field, FACTOR between 0 and 1 and CURRENCY above 0, each on its field", async () => {
    const missing = await subscribe("Volume dealer program", { costPadding: "0.5" });
    expect(missing.statusCode).toBe(422);
    expect(codesOf(missing.json().errors)).toEqual({ "templateValues.freight": ["REQUIRED"] });

    const bounds = await subscribe("Volume dealer program", { costPadding: "1.5", freight: "-0.1" });
    expect(bounds.statusCode).toBe(422);
    expect(bounds.json().errors).toEqual({
      "templateValues.costPadding": [
        { code: "FACTOR_OUT_OF_RANGE", message: "This field must be between 0 and 1" },
      ],
      "templateValues.freight": [
        { code: "FACTOR_OUT_OF_RANGE", message: "This field must be between 0 and 1" },
      ],
    });

    for (const value of ["0", "-5"]) {
      const refused = await subscribe("Standard installation", { installation: value });
      expect(refused.json().errors).toEqual({
        "templateValues.installation": [
          { code: "CURRENCY_NOT_POSITIVE", message: "This field must be greater than 0" },
        ],
      });
    }
    expect(codesOf((await subscribe("Standard installation", {})).json().errors)).toEqual({
      "templateValues.installation": ["REQUIRED"],
    });
    expect(codesOf((await subscribe("Standard installation", { installation: null })).json().errors)).toEqual(
      {
        "templateValues.installation": ["REQUIRED"],
      },
    );
    expect(
      codesOf((await subscribe("Standard installation", { installation: "12,50" })).json().errors),
    ).toEqual({
      "templateValues.installation": ["DECIMAL_EXPECTED"],
    });
    expect(
      codesOf(
        (await subscribe("Standard installation", { installation: "45", freight: "0.5" })).json().errors,
      ),
    ).toEqual({ "templateValues.freight": ["UNKNOWN_FIELD"] });
    expect((await subscribe("Standard installation", { installation: "45", colour: "1" })).statusCode).toBe(
      422,
    );
    // Nothing refused was kept.
    expect((await listOf(demo)).some((bundle) => bundle.isSubscribed)).toBe(false);
  });

  it("refuses a bundle while another of its exclusivity group is subscribed, until that one ends", async () => {
    expect((await subscribe("Standard installation", { installation: "45" })).statusCode).toBe(200);
    const refused = await subscribe("Premium installation", { installation: "75" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal("BUNDLE_GROUP_TAKEN"));
    // A bundle outside the group is not affected.
    expect((await subscribe("Freight saver", { freight: "0.85" })).statusCode).toBe(200);

    expect((await unsubscribe("Standard installation")).json()).toMatchObject({
      isSubscribed: false,
      templateFields: [{ value: "45" }],
    });
    expect((await subscribe("Premium installation", { installation: "75" })).statusCode).toBe(200);
    expect((await listOf(demo)).filter((bundle) => bundle.isSubscribed).map((bundle) => bundle.name)).toEqual(
      ["Premium installation", "Freight saver"],
    );
  });

  it("lets only one of two requests at once into a group", async () => {
    const answers = await Promise.all([
      subscribe("Standard installation", { installation: "45" }),
      subscribe("Premium installation", { installation: "75" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 409]);
    expect((await listOf(demo)).filter((bundle) => bundle.isSubscribed)).toHaveLength(1);
  });

  it("answers the database's refusal of a second subscription in a group with the same code", async () => {
    const group = await t.db.select().from(bundles).where(eq(bundles.exclusivityKey, "sunline-installation"));
    const row = (bundle: (typeof group)[number]) => ({
      accountId: seedIds.demoAccount,
      bundleId: bundle.id,
      manufacturerId: bundle.manufacturerId,
      exclusivityKey: bundle.exclusivityKey,
      subscribedAt: new Date(),
      updatedAt: new Date(),
    });
    const [first, second] = group;
    if (!first || !second) throw new Error("the installation group has two bundles");
    await t.db.insert(bundleSubscriptions).values(row(first));
    const error = await t.db
      .insert(bundleSubscriptions)
      .values(row(second))
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(isGroupTakenViolation(error)).toBe(true);
    expect(isGroupTakenViolation(new Error("something else"))).toBe(false);
  });

  it("ends a subscription, and ending one that is not there is harmless", async () => {
    await subscribe("Freight saver", { freight: "0.7" });
    const ended = await unsubscribe("Freight saver");
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ isSubscribed: false, templateFields: [{ value: "0.85" }] });
    expect((await unsubscribe("Freight saver")).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(bundleSubscriptions)
      .where(and(eq(bundleSubscriptions.accountId, seedIds.demoAccount)));
    expect(rows).toEqual([]);
  });

  it("answers 404 for a bundle no supplier of the dealer offers", async () => {
    expect((await demo.post("/api/bundles/999999/subscribe", { templateValues: {} })).statusCode).toBe(404);
    expect((await demo.post("/api/bundles/999999/unsubscribe")).statusCode).toBe(404);
  });
});

describe("tenant isolation", () => {
  it("shows the other dealer only its supplier's bundle, with its own subscription", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const theirs = await listOf(harbour);
    expect(theirs.map((bundle) => [bundle.name, bundle.isSubscribed])).toEqual([
      ["Volume dealer program", true],
    ]);
    expect(theirs[0]?.templateFields.map((field) => field.value)).toEqual(["0.6", "0.9"]);
    // Demo Blinds Co sees the same bundle with the supplier's defaults, not Harbour's values.
    expect(byName.get("Volume dealer program")).toMatchObject({
      isSubscribed: false,
      templateFields: [{ value: "0.5" }, { value: "0.9" }],
    });
  });

  it("answers 404 for a bundle of a supplier the dealer does not deal with, and changes nothing", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect((await subscribe("Standard installation", { installation: "45" }, harbour)).statusCode).toBe(404);
    expect((await unsubscribe("Freight saver", harbour)).statusCode).toBe(404);
    // Unsubscribing in one dealer leaves the other's subscription to the shared supplier's bundle.
    expect((await unsubscribe("Volume dealer program")).statusCode).toBe(200);
    expect((await listOf(harbour))[0]?.isSubscribed).toBe(true);
  });
});

describe("permissions", () => {
  it("lets Settings users read the bundles and only the settings permission change them", async () => {
    for (const user of [sales, supplierRep]) {
      const client = await t.signIn(user.username, user.password);
      expect((await listOf(client)).length).toBe(4);
      const refused = await subscribe("Freight saver", { freight: "0.85" }, client);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(refusal("FORBIDDEN"));
      expect((await unsubscribe("Freight saver", client)).statusCode).toBe(403);
    }
    const dealsOnlyClient = await t.signIn(dealsOnly.username, dealsOnly.password);
    expect((await dealsOnlyClient.get("/api/bundles")).statusCode).toBe(403);
    expect((await t.client().get("/api/bundles")).statusCode).toBe(401);
  });
});
