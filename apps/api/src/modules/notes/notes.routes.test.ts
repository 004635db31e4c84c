import { noteSchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import { boardOf, parseDeal, put, unknownId } from "../../test/kits/deals.test-kit.ts";

const { admin, dealsOnly, sales, supplierRep } = demoUsers;
const noteList = z.array(noteSchema);

describe("notes", () => {
  let t: TestApp;
  let demo: TestClient;
  let dealId: string;
  const listOf = async (client: TestClient, deal = dealId) => {
    const response = await client.get(`/api/deals/${deal}/notes`);
    expect(response.statusCode, response.body).toBe(200);
    return noteList.parse(response.json());
  };
  const add = (client: TestClient, content: string, deal = dealId) =>
    client.post(`/api/deals/${deal}/notes`, { content });

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    dealId = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "Notes deal" }),
    ).id;
  });
  afterAll(() => t.close());

  it("adds notes and lists them newest first with who wrote them", async () => {
    const salesClient = await t.signIn(sales.username, sales.password);
    const first = await add(demo, " Called the customer ");
    expect(first.statusCode, first.body).toBe(200);
    t.clock.advance(1000);
    const second = noteSchema.parse((await add(salesClient, "Measure booked for Tuesday", dealId)).json());
    expect(noteSchema.parse(first.json())).toMatchObject({
      content: "Called the customer",
      context: { createdBy: { name: "Alex Morgan" }, updatedBy: { name: "Alex Morgan" } },
    });
    const list = await listOf(demo);
    expect(list.map((note) => note.content)).toEqual(["Measure booked for Tuesday", "Called the customer"]);
    expect(list[0]).toEqual(second);
    expect(second.context.createdBy).toEqual({ id: second.createdBy, name: "Sam Taylor" });
  });

  it("edits a note and records who edited it", async () => {
    const note = noteSchema.parse((await add(demo, "Draft")).json());
    t.clock.advance(1000);
    const salesClient = await t.signIn(sales.username, sales.password);
    const response = await put(salesClient, `/api/notes/${note.id}`, { content: "Final" });
    expect(response.statusCode, response.body).toBe(200);
    const edited = noteSchema.parse(response.json());
    expect(edited).toMatchObject({
      content: "Final",
      createdBy: note.createdBy,
      context: { createdBy: { name: "Alex Morgan" }, updatedBy: { name: "Sam Taylor" } },
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(note.updatedAt));
  });

  it("archives a note: it leaves the list and cannot be edited", async () => {
    const note = noteSchema.parse((await add(demo, "Archive me")).json());
    const response = await demo.post(`/api/notes/${note.id}/archive`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await listOf(demo)).some((row) => row.id === note.id)).toBe(false);
    expect((await put(demo, `/api/notes/${note.id}`, { content: "x" })).statusCode).toBe(404);
    expect((await demo.post(`/api/notes/${note.id}/archive`)).statusCode).toBe(404);
  });

  it("requires content", async () => {
    const response = await add(demo, "  ");
    expect(response.statusCode).toBe(422);
    expect(codesOf(response.json().errors)).toEqual({ content: ["REQUIRED"] });
    const note = noteSchema.parse((await add(demo, "ok")).json());
    expect((await put(demo, `/api/notes/${note.id}`, { content: "" })).statusCode).toBe(422);
    expect((await add(demo, "x", "not-a-uuid")).statusCode).toBe(422);
    expect((await add(demo, "x", unknownId)).statusCode).toBe(404);
  });

  it("refuses every write on an archived deal, but still lists its notes", async () => {
    const deal = parseDeal(
      await demo.post("/api/deals", { workflowId: seedIds.demoSalesWorkflow, name: "To archive" }),
    ).id;
    const note = noteSchema.parse((await add(demo, "kept", deal)).json());
    expect((await demo.post(`/api/deals/${deal}/archive`)).statusCode).toBe(200);
    for (const response of [
      await add(demo, "x", deal),
      await put(demo, `/api/notes/${note.id}`, { content: "x" }),
      await demo.post(`/api/notes/${note.id}/archive`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(refusal("DEAL_ARCHIVED"));
    }
    expect((await listOf(demo, deal)).map((row) => row.content)).toEqual(["kept"]);
  });

  it("lets every user with the deals permission write notes; the supplier representative reads only", async () => {
    for (const user of [sales, dealsOnly]) {
      const client = await t.signIn(user.username, user.password);
      expect((await add(client, `by ${user.username}`)).statusCode).toBe(200);
    }
    const rep = await t.signIn(supplierRep.username, supplierRep.password);
    expect((await add(rep, "by the supplier")).statusCode).toBe(403);
    expect((await rep.get(`/api/deals/${dealId}/notes`)).statusCode).toBe(200);
  });

  it("keeps dealers apart: another dealer's deals and notes are 404", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    const note = noteSchema.parse((await add(demo, "private")).json());
    for (const response of [
      await harbour.get(`/api/deals/${dealId}/notes`),
      await add(harbour, "x"),
      await put(harbour, `/api/notes/${note.id}`, { content: "x" }),
      await harbour.post(`/api/notes/${note.id}/archive`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal("NOT_FOUND"));
    }
    const harbourDeal = (await boardOf(harbour, seedIds.harbourSalesWorkflow))[0]?.id ?? "";
    expect((await demo.get(`/api/deals/${harbourDeal}/notes`)).statusCode).toBe(404);
    expect((await listOf(demo)).find((row) => row.id === note.id)?.content).toBe("private");
  });
});
