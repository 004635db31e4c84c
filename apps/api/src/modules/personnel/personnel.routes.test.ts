import { personSchema } from "@portal/contract";
import { personnelBadgeColors } from "@portal/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { accounts, personnel } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { setModules } from "../deals/deal-test-kit.ts";

const people = z.array(personSchema);

describe("GET /personnel and GET /personnel/labels", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setPersonnelToggle = (accountId: string, on: boolean) =>
    t.db.update(accounts).set({ personnelEnabled: on }).where(eq(accounts.id, accountId));

  it("lists the account's people by name, with labels, notes and a palette colour", async () => {
    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    const response = await demo.get("/api/personnel");
    expect(response.statusCode, response.body).toBe(200);
    const list = people.parse(response.json());
    expect(list.map((person) => person.name)).toEqual([
      "Chris Nguyen",
      "Mia Rossi",
      "Priya Shah",
      "Sam Taylor",
      "Tom O'Brien",
    ]);
    expect(list.find((person) => person.name === "Priya Shah")).toMatchObject({
      email: "priya.shah@demoblinds.test",
      labels: ["Measurer", "Consultant"],
    });
    for (const person of list) expect(personnelBadgeColors as readonly string[]).toContain(person.badgeColor);

    const labels = await demo.get("/api/personnel/labels");
    expect(labels.statusCode).toBe(200);
    expect(labels.json()).toEqual(["Consultant", "Installer", "Measurer", "Shutters"]);
  });

  it("is open to a DEFAULT employee too: the gate is the personnel feature, not a role", async () => {
    const sales = await t.signIn(demoUsers.sales.username, demoUsers.sales.password);
    const response = await sales.get("/api/personnel");
    expect(response.statusCode).toBe(200);
    expect(people.parse(response.json())).toHaveLength(5);
  });

  it("refuses an account without the personnel toggle (403), and one without Deals", async () => {
    // Harbour Shutters has the Deals module but not the toggle.
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    for (const url of ["/api/personnel", "/api/personnel/labels"]) {
      const response = await harbour.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(refusal("FORBIDDEN"));
    }
    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    await setPersonnelToggle(seedIds.demoAccount, false);
    expect((await demo.get("/api/personnel")).statusCode).toBe(403);
    await setPersonnelToggle(seedIds.demoAccount, true);
    await setModules(t, seedIds.demoAccount, []);
    expect((await demo.get("/api/personnel")).statusCode).toBe(403);
    await setModules(t, seedIds.demoAccount, ["DEALS"]);
    expect((await demo.get("/api/personnel")).statusCode).toBe(200);
    expect((await t.client().get("/api/personnel")).statusCode).toBe(401);
  });

  it("never shows another account's people or labels", async () => {
    await t.db.insert(personnel).values({
      id: crypto.randomUUID(),
      accountId: seedIds.harbourAccount,
      name: "Harbour Installer",
      // The same address as a Demo Blinds Co person: each account has its own people.
      email: "chris.nguyen@demoblinds.test",
      labels: ["Louvres"],
      badgeColor: personnelBadgeColors[3],
    });
    await setPersonnelToggle(seedIds.harbourAccount, true);
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const theirs = people.parse((await harbour.get("/api/personnel")).json());
    expect(theirs.map((person) => person.name)).toEqual(["Harbour Installer"]);
    expect((await harbour.get("/api/personnel/labels")).json()).toEqual(["Louvres"]);

    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    const ours = people.parse((await demo.get("/api/personnel")).json());
    expect(ours.map((person) => person.name)).not.toContain("Harbour Installer");
    expect((await demo.get("/api/personnel/labels")).json()).not.toContain("Louvres");
  });
});
