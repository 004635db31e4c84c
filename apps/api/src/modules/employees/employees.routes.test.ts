import { permissions } from "@portal/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { employees, roles } from "../../db/schema/index.ts";
import { demoUsers, harbourAdmin } from "../../demo/demo-users.ts";
import { seedIds } from "../../demo/seed.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import {
  bodyOf,
  employeeList,
  newEmployee,
  oneEmployee,
  roleIds,
  roleList,
} from "../../test/kits/employees.test-kit.ts";

const { admin, sales, dealsOnly, supplierRep } = demoUsers;
const list = employeeList;
const one = oneEmployee;

describe("GET /old/employees, /old/employees/{id} and /old/roles", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  it("lists every employee of the account by name, with their one role, in the spec's shape", async () => {
    const response = await demo.get("/api/old/employees");
    expect(response.statusCode, response.body).toBe(200);
    const employeesList = list.strict().parse(response.json()).data;
    expect(employeesList.map((e) => `${e.first_name} ${e.last_name}`)).toEqual([
      "Alex Morgan",
      "Dana Lee",
      "Riley Chen",
      "Sam Taylor",
    ]);
    const sam = employeesList.find((e) => e.username === "sales");
    expect(Object.keys(sam ?? {}).sort()).toEqual(
      ["email", "first_name", "id", "last_name", "roles", "status", "username"].sort(),
    );
    expect(sam).toMatchObject({ email: sales.email, status: "active", roles: [{ role: "Sales" }] });

    const single = await demo.get(`/api/old/employees/${sam?.id}`);
    expect(single.statusCode).toBe(200);
    expect(one.parse(single.json()).data).toEqual(sam);
  });

  it("answers 404 for an unknown employee and 422 for an id that is not one", async () => {
    expect((await demo.get("/api/old/employees/999999")).statusCode).toBe(404);
    expect((await demo.get("/api/old/employees/abc")).statusCode).toBe(422);
  });

  it("lists the seeded roles with the permissions each grants", async () => {
    const response = await demo.get("/api/old/roles");
    expect(response.statusCode).toBe(200);
    const found = roleList.parse(response.json()).data;
    expect(found.map((role) => role.role)).toEqual([
      "Administrator",
      "Sales",
      "Deals only",
      "Supplier representative",
    ]);
    expect(found[0]?.permissions.toSorted()).toEqual([...permissions].sort());
    expect(found.find((role) => role.role === "Supplier representative")?.permissions).toEqual([
      "orders",
      "suppliers.view",
    ]);
  });
});

describe("adding an employee", () => {
  let t: TestApp;
  let demo: TestClient;
  let role: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    role = await roleIds(demo);
  });
  afterAll(() => t.close());

  it("adds an active employee, answers { data: { id } } and lists them", async () => {
    const response = await demo.post("/api/old/employees", newEmployee("jo.blake", role.Sales ?? 0));
    expect(response.statusCode, response.body).toBe(200);
    const { id } = z
      .object({ data: z.object({ id: z.number().int() }).strict() })
      .strict()
      .parse(response.json()).data;
    const employee = one.parse((await demo.get(`/api/old/employees/${id}`)).json()).data;
    expect(employee).toEqual({
      id,
      first_name: "Jo",
      last_name: "Blake",
      username: "jo.blake",
      email: "jo.blake@demoblinds.test",
      status: "active",
      roles: [{ id: role.Sales, role: "Sales" }],
    });
  });

  it.each([
    ["Administrator", "ADMIN", []],
    ["Deals only", "DEFAULT", ["DEALS_ONLY"]],
    ["Supplier representative", "MANUFACTURER", []],
  ] as const)("gives someone in the %s role the type and flags it stands for", async (name, type, flags) => {
    const username = `typed.${type.toLowerCase()}.${flags.length}`;
    const response = await demo.post("/api/old/employees", newEmployee(username, role[name] ?? 0));
    expect(response.statusCode, response.body).toBe(200);
    const signedIn = await t.signIn(username, "a-random-password-1");
    const me = (await signedIn.get("/api/me")).json();
    expect(me.principal).toMatchObject({ employeeType: type, flags });
  });

  it("requires every field, with the field's own code", async () => {
    const response = await demo.post("/api/old/employees", {});
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("The given data was invalid.");
    expect(codesOf(response.json().errors)).toEqual({
      first_name: ["REQUIRED"],
      last_name: ["REQUIRED"],
      username: ["REQUIRED"],
      email: ["REQUIRED"],
      password: ["REQUIRED"],
      role_id: ["REQUIRED"],
      status: ["REQUIRED"],
    });
    const blank = await demo.post("/api/old/employees", {
      ...newEmployee("  ", role.Sales ?? 0),
      first_name: " ",
      email: "  ",
    });
    expect(codesOf(blank.json().errors)).toEqual({
      first_name: ["REQUIRED"],
      username: ["REQUIRED"],
      email: ["REQUIRED"],
    });
  });

  it("refuses a malformed email, a short password, an unknown status and another account's role", async () => {
    const [harbourRole] = await t.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.accountId, seedIds.harbourAccount));
    const response = await demo.post("/api/old/employees", {
      ...newEmployee("bad.fields", role.Sales ?? 0),
      email: "bad@nowhere",
      password: "short",
      status: "retired",
    });
    expect(codesOf(response.json().errors)).toEqual({
      email: ["INVALID_EMAIL"],
      password: ["TOO_SHORT"],
      status: ["INVALID_VALUE"],
    });
    const foreignRole = await demo.post(
      "/api/old/employees",
      newEmployee("foreign.role", harbourRole?.id ?? 0),
    );
    expect(foreignRole.statusCode).toBe(422);
    expect(codesOf(foreignRole.json().errors)).toEqual({ role_id: ["UNKNOWN_ROLE"] });
  });

  it("answers 'Email has already been taken' and 'Username has already been taken', in any case", async () => {
    const response = await demo.post("/api/old/employees", {
      ...newEmployee("SALES", role.Sales ?? 0),
      email: "SALES@demoblinds.test",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: [{ code: "EMAIL_TAKEN", message: "Email has already been taken" }],
      username: [{ code: "USERNAME_TAKEN", message: "Username has already been taken" }],
    });
    // Usernames are unique across accounts (sign-in is by username alone); addresses only within one.
    const harbourName = await demo.post(
      "/api/old/employees",
      newEmployee(harbourAdmin.username, role.Sales ?? 0),
    );
    expect(codesOf(harbourName.json().errors)).toEqual({ username: ["USERNAME_TAKEN"] });
    const harbourEmail = await demo.post("/api/old/employees", {
      ...newEmployee("harbour.twin", role.Sales ?? 0),
      email: harbourAdmin.email,
    });
    expect(harbourEmail.statusCode, harbourEmail.body).toBe(200);
  });
});

describe("the email and username checks", () => {
  let t: TestApp;
  let demo: TestClient;
  let salesId: number;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    const all = list.parse((await demo.get("/api/old/employees")).json()).data;
    salesId = all.find((e) => e.username === "sales")?.id ?? 0;
  });
  afterAll(() => t.close());

  const exists = async (client: TestClient, field: string, excludeId: number, value: string) => {
    const response = await client.get(
      `/api/old/employees/check/${field}/${excludeId}?value=${encodeURIComponent(value)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return z.object({ data: z.object({ exists: z.boolean() }) }).parse(response.json()).data.exists;
  };

  it("says a value is taken by another employee, without case, and not by the one excluded", async () => {
    expect(await exists(demo, "username", 0, "SALES")).toBe(true);
    expect(await exists(demo, "username", salesId, "Sales")).toBe(false);
    expect(await exists(demo, "username", 0, "nobody.yet")).toBe(false);
    expect(await exists(demo, "email", 0, " Sales@DemoBlinds.test ")).toBe(true);
    expect(await exists(demo, "email", salesId, sales.email)).toBe(false);
    expect(await exists(demo, "email", 0, "")).toBe(false);
  });

  it("checks usernames across accounts and addresses within the account", async () => {
    expect(await exists(demo, "username", 0, harbourAdmin.username)).toBe(true);
    expect(await exists(demo, "email", 0, harbourAdmin.email)).toBe(false);
  });

  it("answers 404 when the excluded employee is not one of the account's", async () => {
    const harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
    for (const field of ["email", "username"]) {
      const response = await harbour.get(`/api/old/employees/check/${field}/${salesId}?value=x`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal("NOT_FOUND"));
    }
    expect((await demo.get("/api/old/employees/check/email/999999?value=x")).statusCode).toBe(404);
  });
});

describe("who may use Settings → Employees", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const reads = ["/api/old/employees", "/api/old/roles", "/api/old/employees/1"];
  const checks = ["/api/old/employees/check/email/0?value=a", "/api/old/employees/check/username/0?value=a"];

  it.each([
    ["a DEFAULT employee", sales],
    ["a Deals-only employee", dealsOnly],
    ["the supplier representative", supplierRep],
  ])("refuses %s every call (403)", async (_name, user) => {
    const client = await t.signIn(user.username, user.password);
    for (const url of [...reads, ...checks]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(refusal("FORBIDDEN"));
    }
    expect((await client.post("/api/old/employees", {})).statusCode).toBe(403);
    expect((await client.put("/api/old/employees/1", {})).statusCode).toBe(403);
  });

  it("answers 401 signed out", async () => {
    for (const url of [...reads, ...checks]) expect((await t.client().get(url)).statusCode).toBe(401);
  });

  it("follows the SettingsEmployees feature: an admin who is Deals-only has no Settings", async () => {
    await t.db
      .update(employees)
      .set({ flags: ["DEALS_ONLY"] })
      .where(eq(employees.username, admin.username));
    const client = await t.signIn(admin.username, admin.password);
    expect((await client.get("/api/old/employees")).statusCode).toBe(403);
    await t.db.update(employees).set({ flags: [] }).where(eq(employees.username, admin.username));
    expect((await client.get("/api/old/employees")).statusCode).toBe(200);
  });

  it("lets an admin whose role lacks the settings permission look but not change", async () => {
    const administrator = and(eq(roles.accountId, seedIds.demoAccount), eq(roles.name, "Administrator"));
    await t.db
      .update(roles)
      .set({ permissions: permissions.filter((p) => p !== "settings") })
      .where(administrator);
    const client = await t.signIn(admin.username, admin.password);
    expect((await client.get("/api/old/employees")).statusCode).toBe(200);
    expect((await client.get("/api/old/roles")).statusCode).toBe(200);
    expect((await client.get(checks[0] ?? "")).statusCode).toBe(403);
    expect((await client.post("/api/old/employees", {})).statusCode).toBe(403);
    await t.db
      .update(roles)
      .set({ permissions: [...permissions] })
      .where(administrator);
  });
});

describe("tenant isolation of employees", () => {
  let t: TestApp;
  let demo: TestClient;
  let harbour: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    harbour = await t.signIn(harbourAdmin.username, harbourAdmin.password);
  });
  afterAll(() => t.close());

  it("shows each dealer its own employees and roles only", async () => {
    const theirs = list.parse((await harbour.get("/api/old/employees")).json()).data;
    expect(theirs.map((e) => e.username)).toEqual([harbourAdmin.username]);
    const theirRoles = roleList.parse((await harbour.get("/api/old/roles")).json()).data;
    expect(theirRoles.map((role) => role.role)).toEqual(["Administrator"]);
    const ours = list.parse((await demo.get("/api/old/employees")).json()).data;
    expect(ours.map((e) => e.username)).not.toContain(harbourAdmin.username);
  });

  it("answers 404 to another dealer's employee, reading or changing them, and changes nothing", async () => {
    const sam = list
      .parse((await demo.get("/api/old/employees")).json())
      .data.find((e) => e.username === "sales");
    if (!sam) throw new Error("no Sales employee");
    expect((await harbour.get(`/api/old/employees/${sam.id}`)).statusCode).toBe(404);
    const change = await harbour.put(`/api/old/employees/${sam.id}`, { ...bodyOf(sam), status: "disabled" });
    expect(change.statusCode).toBe(404);
    const again = one.parse((await demo.get(`/api/old/employees/${sam.id}`)).json()).data;
    expect(again.status).toBe("active");
  });
});
