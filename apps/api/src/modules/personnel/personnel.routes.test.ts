import { personSchema } from "@portal/contract";
import { personnelBadgeColors } from "@portal/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { accounts, appointmentParticipants, personnel } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { setModules } from "../../test/kits/deals.test-kit.ts";
import { createPerson } from "./personnel.service.ts";

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

describe("adding, changing and removing a person", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
  });
  afterAll(() => t.close());

  const personNamed = async (client: TestClient, name: string) => {
    const list = people.parse((await client.get("/api/personnel")).json());
    const found = list.find((person) => person.name === name);
    if (!found) throw new Error(`no person named ${name}`);
    return found;
  };
  const add = (client: TestClient, body: Record<string, unknown>) =>
    client.post("/api/personnel/create", body);

  it("adds a person with trimmed, once-only labels and a colour of the palette, and answers the id", async () => {
    const response = await add(demo, {
      name: "  Jo Blake ",
      email: " jo.blake@demoblinds.test ",
      labels: [" Installer", "installer", "", "Curtains  "],
      notes: " Has the small van. ",
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = z.object({ id: z.uuid() }).strict().parse(response.json());

    const person = personSchema.parse((await demo.get(`/api/personnel/${id}`)).json());
    expect(person).toMatchObject({
      id,
      name: "Jo Blake",
      email: "jo.blake@demoblinds.test",
      labels: ["Installer", "Curtains"],
      notes: "Has the small van.",
    });
    expect(personnelBadgeColors as readonly string[]).toContain(person.badgeColor);
    expect((await personNamed(demo, "Jo Blake")).id).toBe(id);
    expect((await demo.get("/api/personnel/labels")).json()).toContain("Curtains");
  });

  it("takes labels and notes as none when they are left out", async () => {
    const response = await add(demo, { name: "Lee Park", email: "lee.park@demoblinds.test" });
    expect(response.statusCode, response.body).toBe(200);
    const person = await personNamed(demo, "Lee Park");
    expect(person).toMatchObject({ labels: [], notes: "" });
  });

  it("picks the badge colour with the random source it is given", async () => {
    const { id } = await createPerson(
      t.db,
      seedIds.demoAccount,
      { name: "Colour Test", email: "colour.test@demoblinds.test", labels: [], notes: "" },
      { now: new Date(), random: () => 0.5 },
    );
    const person = personSchema.parse((await demo.get(`/api/personnel/${id}`)).json());
    expect(person.badgeColor).toBe(personnelBadgeColors[6]);
  });

  it("refuses a missing name and email, a malformed email and an unusable label with field errors", async () => {
    const missing = await add(demo, { labels: [] });
    expect(missing.statusCode).toBe(422);
    expect(codesOf(missing.json().errors)).toEqual({ name: ["REQUIRED"], email: ["REQUIRED"] });

    const blank = await add(demo, { name: "   ", email: "  " });
    expect(codesOf(blank.json().errors)).toEqual({ name: ["REQUIRED"], email: ["REQUIRED"] });

    const malformed = await add(demo, { name: "Ann", email: "ann@nowhere" });
    expect(malformed.statusCode).toBe(422);
    expect(codesOf(malformed.json().errors)).toEqual({ email: ["INVALID_EMAIL"] });

    const longLabel = await add(demo, { name: "Ann", email: "ann@example.com", labels: ["x".repeat(51)] });
    expect(codesOf(longLabel.json().errors)).toEqual({ "labels.0": ["TOO_LONG"] });
    expect(people.parse((await demo.get("/api/personnel")).json()).map((p) => p.name)).not.toContain("Ann");
  });

  it("answers 'Email already in use' when another person of the account has the address, in any case", async () => {
    const taken = await add(demo, { name: "Priya Again", email: "PRIYA.SHAH@demoblinds.test" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: { email: [{ code: "EMAIL_IN_USE", message: "Email already in use" }] },
    });

    const mia = await personNamed(demo, "Mia Rossi");
    const onto = await demo.put(`/api/personnel/${mia.id}/update`, {
      ...mia,
      email: "chris.nguyen@demoblinds.test",
    });
    expect(onto.statusCode).toBe(422);
    expect(codesOf(onto.json().errors)).toEqual({ email: ["EMAIL_IN_USE"] });
    expect((await personNamed(demo, "Mia Rossi")).email).toBe("mia.rossi@demoblinds.test");

    // A person keeps their own address, written another way.
    const own = await demo.put(`/api/personnel/${mia.id}/update`, {
      ...mia,
      email: "Mia.Rossi@demoblinds.test",
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it("changes a person's fields and keeps their badge colour", async () => {
    const tom = await personNamed(demo, "Tom O'Brien");
    const response = await demo.put(`/api/personnel/${tom.id}/update`, {
      name: "Tom O'Brien-Hall",
      email: "tom.hall@demoblinds.test",
      labels: ["Shutters", "Installer", "shutters"],
      notes: "Back on Fridays.",
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      id: tom.id,
      name: "Tom O'Brien-Hall",
      email: "tom.hall@demoblinds.test",
      labels: ["Shutters", "Installer"],
      notes: "Back on Fridays.",
      badgeColor: tom.badgeColor,
    };
    expect(personSchema.parse(response.json())).toEqual(expected);
    expect((await demo.get(`/api/personnel/${tom.id}`)).json()).toEqual(expected);
  });

  it("removes a person; their appointments keep them as a participant", async () => {
    const chris = await personNamed(demo, "Chris Nguyen");
    const participantsOf = (email: string) =>
      t.db
        .select({ id: appointmentParticipants.id, name: appointmentParticipants.name })
        .from(appointmentParticipants)
        .where(
          and(
            eq(appointmentParticipants.accountId, seedIds.demoAccount),
            sql`lower(${appointmentParticipants.email}) = ${email}`,
          ),
        );
    const before = await participantsOf(chris.email);
    expect(before.length).toBeGreaterThan(0);

    const response = await demo.delete(`/api/personnel/${chris.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await demo.get(`/api/personnel/${chris.id}`)).statusCode).toBe(404);
    expect(people.parse((await demo.get("/api/personnel")).json()).map((p) => p.name)).not.toContain(
      "Chris Nguyen",
    );
    expect(await participantsOf(chris.email)).toEqual(before);
    // Gone is gone: a second removal finds nothing.
    expect((await demo.delete(`/api/personnel/${chris.id}`)).statusCode).toBe(404);
    // The address is free again.
    expect((await add(demo, { name: "Chris Nguyen", email: chris.email })).statusCode).toBe(200);
  });

  it("answers 404 for an id of no person", async () => {
    const unknown = "01900000-0000-7000-8000-00000000dead";
    expect((await demo.get(`/api/personnel/${unknown}`)).statusCode).toBe(404);
    expect(
      (await demo.put(`/api/personnel/${unknown}/update`, { name: "X", email: "x@example.com" })).statusCode,
    ).toBe(404);
    expect((await demo.delete(`/api/personnel/${unknown}`)).statusCode).toBe(404);
  });
});

describe("who may change personnel", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const priyaOf = async (client: TestClient) => {
    const list = people.parse((await client.get("/api/personnel")).json());
    const priya = list.find((person) => person.name === "Priya Shah");
    if (!priya) throw new Error("no Priya");
    return priya;
  };

  it("lets the supplier representative read a person but not add, change or remove one (403)", async () => {
    const supplier = await t.signIn(demoUsers.supplierRep.username, demoUsers.supplierRep.password);
    const priya = await priyaOf(supplier);
    expect((await supplier.get(`/api/personnel/${priya.id}`)).statusCode).toBe(200);
    const refused = [
      await supplier.post("/api/personnel/create", { name: "Nope", email: "nope@example.com" }),
      await supplier.put(`/api/personnel/${priya.id}/update`, { ...priya, name: "Nope" }),
      await supplier.delete(`/api/personnel/${priya.id}`),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal("FORBIDDEN"));
    }
    expect((await priyaOf(supplier)).name).toBe("Priya Shah");
  });

  it("lets a DEFAULT employee with deals change personnel", async () => {
    const sales = await t.signIn(demoUsers.sales.username, demoUsers.sales.password);
    const priya = await priyaOf(sales);
    const response = await sales.put(`/api/personnel/${priya.id}/update`, {
      ...priya,
      notes: "Mornings only.",
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("refuses every personnel call without the personnel toggle, before looking at the body (403)", async () => {
    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    const priya = await priyaOf(demo);
    await t.db.update(accounts).set({ personnelEnabled: false }).where(eq(accounts.id, seedIds.demoAccount));
    const answers = [
      await demo.get(`/api/personnel/${priya.id}`),
      await demo.post("/api/personnel/create", {}),
      await demo.put(`/api/personnel/${priya.id}/update`, { ...priya, name: "Nope" }),
      await demo.delete(`/api/personnel/${priya.id}`),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
    await t.db.update(accounts).set({ personnelEnabled: true }).where(eq(accounts.id, seedIds.demoAccount));
    expect((await priyaOf(demo)).name).toBe("Priya Shah");
    expect((await t.client().post("/api/personnel/create", {})).statusCode).toBe(401);
  });

  it("answers another account's person as if it did not exist (404), and leaves it be", async () => {
    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    const priya = await priyaOf(demo);
    await t.db
      .update(accounts)
      .set({ personnelEnabled: true })
      .where(eq(accounts.id, seedIds.harbourAccount));
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect((await harbour.get(`/api/personnel/${priya.id}`)).statusCode).toBe(404);
    expect(
      (await harbour.put(`/api/personnel/${priya.id}/update`, { ...priya, name: "Taken over" })).statusCode,
    ).toBe(404);
    expect((await harbour.delete(`/api/personnel/${priya.id}`)).statusCode).toBe(404);
    expect(await priyaOf(demo)).toEqual(priya);

    // Addresses are unique per account: Harbour may have its own person with Priya's address.
    const created = await harbour.post("/api/personnel/create", { name: "Priya Shah", email: priya.email });
    expect(created.statusCode, created.body).toBe(200);
    expect(people.parse((await harbour.get("/api/personnel")).json()).map((p) => p.name)).toEqual([
      "Priya Shah",
    ]);
  });
});
