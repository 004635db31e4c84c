import { salesRepSchema } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { employees } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { createTestApp, type TestApp } from "../../test/helper.ts";
import { setModules } from "../../test/kits/deals.test-kit.ts";

const reps = z.array(salesRepSchema);

describe("GET /sales-reps", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists the account's active employees by name to any Deals user, a deals-only one too", async () => {
    for (const user of [demoUsers.admin, demoUsers.sales, demoUsers.dealsOnly]) {
      const client = await t.signIn(user.username, user.password);
      const response = await client.get("/api/sales-reps");
      expect(response.statusCode, user.username).toBe(200);
      expect(reps.parse(response.json()).map((rep) => rep.name)).toEqual([
        "Alex Morgan",
        "Dana Lee",
        "Riley Chen",
        "Sam Taylor",
      ]);
    }
  });

  it("leaves out disabled employees and never lists another account's", async () => {
    await t.db
      .update(employees)
      .set({ status: "disabled" })
      .where(eq(employees.username, demoUsers.dealsOnly.username));
    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    const ours = reps.parse((await demo.get("/api/sales-reps")).json());
    expect(ours.map((rep) => rep.name)).toEqual(["Alex Morgan", "Riley Chen", "Sam Taylor"]);
    const [sam] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.username, "sales"));
    expect(ours.find((rep) => rep.name === "Sam Taylor")?.id).toBe(sam?.id);

    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    expect(reps.parse((await harbour.get("/api/sales-reps")).json()).map((rep) => rep.name)).toEqual([
      "Jordan Blake",
    ]);
  });

  it("answers an account without Deals too (a purchase order's rep), and refuses a signed-out client (401)", async () => {
    const demo = await t.signIn(demoUsers.admin.username, demoUsers.admin.password);
    await setModules(t, seedIds.demoAccount, []);
    try {
      expect((await demo.get("/api/sales-reps")).statusCode).toBe(200);
    } finally {
      await setModules(t, seedIds.demoAccount, ["DEALS"]);
    }
    expect((await t.client().get("/api/sales-reps")).statusCode).toBe(401);
  });
});
