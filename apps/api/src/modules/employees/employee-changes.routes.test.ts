import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoUsers } from "../../demo/demo-users.ts";
import { codesOf, refusal } from "../../test/answers.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/helper.ts";
import {
  type ApiEmployee,
  addEmployee,
  bodyOf,
  createdPassword,
  employeeNamed,
  newEmployee,
  oneEmployee,
  roleIds,
} from "../../test/kits/employees.test-kit.ts";
import { updateEmployee } from "./employees.service.ts";

const { admin } = demoUsers;

describe("changing an employee", () => {
  let t: TestApp;
  let demo: TestClient;
  let role: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    role = await roleIds(demo);
  });
  afterAll(() => t.close());

  it("changes the fields and answers the employee; their own address and username are not 'taken'", async () => {
    const jo = await addEmployee(demo, newEmployee("jo.change", role.Sales ?? 0));
    const response = await demo.put(`/api/old/employees/${jo.id}`, {
      ...bodyOf(jo),
      first_name: " Joanna ",
      username: "JO.CHANGE",
      email: "Jo.Change@demoblinds.test",
      role_id: role["Deals only"],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(oneEmployee.parse(response.json()).data).toEqual({
      ...jo,
      first_name: "Joanna",
      username: "JO.CHANGE",
      email: "Jo.Change@demoblinds.test",
      roles: [{ id: role["Deals only"], role: "Deals only" }],
    });
  });

  it("refuses another employee's address or username, and validates like adding", async () => {
    const jo = await addEmployee(demo, newEmployee("jo.taken", role.Sales ?? 0));
    const taken = await demo.put(`/api/old/employees/${jo.id}`, {
      ...bodyOf(jo),
      username: "Sales",
      email: demoUsers.sales.email,
    });
    expect(taken.statusCode).toBe(422);
    expect(codesOf(taken.json().errors)).toEqual({ username: ["USERNAME_TAKEN"], email: ["EMAIL_TAKEN"] });
    const missing = await demo.put(`/api/old/employees/${jo.id}`, { first_name: "Jo" });
    expect(Object.keys(codesOf(missing.json().errors)).sort()).toEqual(
      ["email", "last_name", "role_id", "status", "username"].sort(),
    );
    const short = await demo.put(`/api/old/employees/${jo.id}`, { ...bodyOf(jo), password: "short" });
    expect(codesOf(short.json().errors)).toEqual({ password: ["TOO_SHORT"] });
    expect((await demo.put("/api/old/employees/999999", bodyOf(jo))).statusCode).toBe(404);
  });

  it("refuses an employee changing their own status, whatever else they change", async () => {
    const me = await employeeNamed(demo, admin.username);
    const response = await demo.put(`/api/old/employees/${me.id}`, { ...bodyOf(me), status: "disabled" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      status: [{ code: "OWN_STATUS_LOCKED", message: "You cannot change your own status" }],
    });
    // The rest of their own record is theirs to change.
    const renamed = await demo.put(`/api/old/employees/${me.id}`, { ...bodyOf(me), first_name: "Alexandra" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await employeeNamed(demo, admin.username)).status).toBe("active");
  });

  it("keeps the last active admin one: they cannot take another role", async () => {
    const me = await employeeNamed(demo, admin.username);
    const demote = await demo.put(`/api/old/employees/${me.id}`, { ...bodyOf(me), role_id: role.Sales });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors).toEqual({
      role_id: [
        { code: "LAST_ACTIVE_ADMIN", message: "The account needs at least one active administrator" },
      ],
    });
    expect((await employeeNamed(demo, admin.username)).roles[0]?.role).toBe("Administrator");
  });

  it("lets an admin step down or be disabled while another admin stays active", async () => {
    const second = await addEmployee(demo, newEmployee("second.admin", role.Administrator ?? 0));
    const other = await t.signIn(second.username, createdPassword);
    const me = await employeeNamed(demo, admin.username);
    const disabled = await other.put(`/api/old/employees/${me.id}`, { ...bodyOf(me), status: "disabled" });
    expect(disabled.statusCode, disabled.body).toBe(200);
    // Now the second admin is the last one: their own step down is refused.
    const stepDown = await other.put(`/api/old/employees/${second.id}`, {
      ...bodyOf(second),
      role_id: role.Sales,
    });
    expect(codesOf(stepDown.json().errors)).toEqual({ role_id: ["LAST_ACTIVE_ADMIN"] });
    const enabled = await other.put(`/api/old/employees/${me.id}`, { ...bodyOf(me), status: "active" });
    expect(enabled.statusCode).toBe(200);
    demo = await t.signIn(admin.username, admin.password);
    const stepped = await other.put(`/api/old/employees/${second.id}`, {
      ...bodyOf(second),
      role_id: role.Sales,
    });
    expect(stepped.statusCode, stepped.body).toBe(200);
    // Their role changed, so their other sessions ended; this one stays, without Settings → Employees.
    expect((await other.get("/api/old/employees")).statusCode).toBe(403);
  });

  it("refuses to disable the last active admin when two admins disable each other at once", async () => {
    const second = await addEmployee(demo, newEmployee("racing.admin", role.Administrator ?? 0));
    const other = await t.signIn(second.username, createdPassword);
    const secondAuth = (await other.get("/api/me")).json();
    const me = await employeeNamed(demo, admin.username);
    // demo disables the second admin first …
    expect(
      (await demo.put(`/api/old/employees/${second.id}`, { ...bodyOf(second), status: "disabled" }))
        .statusCode,
    ).toBe(200);
    // … while the second admin's request to disable demo, already past the gate, runs after it.
    const staleAuth = {
      sessionId: "in-flight",
      accountId: (await demo.get("/api/me")).json().account.id,
      employeeId: second.id,
      employeeType: "ADMIN" as const,
      flags: [],
      modules: ["DEALS" as const],
      toggles: { personnel: true, manufacturer_private_orders: false },
      permissions: secondAuth.permissions,
    };
    await expect(
      updateEmployee(t.app.deps, staleAuth, me.id, { ...bodyOf(me), status: "disabled" }),
    ).rejects.toMatchObject({ statusCode: 422, errors: { status: [{ code: "LAST_ACTIVE_ADMIN" }] } });
    expect((await employeeNamed(demo, admin.username)).status).toBe("active");
  });
});

describe("a disabled employee, and changes that end sessions", () => {
  let t: TestApp;
  let demo: TestClient;
  let role: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.signIn(admin.username, admin.password);
    role = await roleIds(demo);
  });
  afterAll(() => t.close());

  it("ends a disabled employee's sessions at once and refuses their sign-in until enabled", async () => {
    const kim = await addEmployee(demo, newEmployee("kim.disabled", role.Sales ?? 0));
    const phone = await t.signIn(kim.username, createdPassword);
    const laptop = await t.signIn(kim.username, createdPassword);
    expect((await phone.get("/api/me")).statusCode).toBe(200);

    const disabled = await demo.put(`/api/old/employees/${kim.id}`, { ...bodyOf(kim), status: "disabled" });
    expect(disabled.statusCode).toBe(200);
    expect(oneEmployee.parse(disabled.json()).data.status).toBe("disabled");
    for (const client of [phone, laptop]) {
      const answer = await client.get("/api/me");
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(refusal("UNAUTHENTICATED"));
    }
    const signIn = await t.client().post("/api/auth", { username: kim.username, password: createdPassword });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual(refusal("LOGIN_FAILED"));

    await demo.put(`/api/old/employees/${kim.id}`, { ...bodyOf(kim), status: "active" });
    expect((await t.signIn(kim.username, createdPassword).then((c) => c.get("/api/me"))).statusCode).toBe(
      200,
    );
  });

  it("ends an employee's sessions when their role changes, and they come back with the new one", async () => {
    const lee = await addEmployee(demo, newEmployee("lee.role", role.Sales ?? 0));
    const session = await t.signIn(lee.username, createdPassword);
    const changed = await demo.put(`/api/old/employees/${lee.id}`, {
      ...bodyOf(lee),
      role_id: role["Deals only"],
    });
    expect(changed.statusCode).toBe(200);
    expect((await session.get("/api/me")).statusCode).toBe(401);
    const again = await t.signIn(lee.username, createdPassword);
    expect((await again.get("/api/me")).json().principal.flags).toEqual(["DEALS_ONLY"]);
    // A change of name only leaves their sessions alone.
    await demo.put(`/api/old/employees/${lee.id}`, {
      ...bodyOf(lee),
      role_id: role["Deals only"],
      first_name: "Leo",
    });
    expect((await again.get("/api/me")).statusCode).toBe(200);
  });

  it("sets a password: the new one works, the old one and the employee's sessions do not", async () => {
    const max = await addEmployee(demo, newEmployee("max.password", role.Sales ?? 0));
    const session = await t.signIn(max.username, createdPassword);
    const set = await demo.put(`/api/old/employees/${max.id}`, {
      ...bodyOf(max),
      password: "chosen-by-admin",
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(JSON.stringify(set.json())).not.toContain("chosen-by-admin");
    expect((await session.get("/api/me")).statusCode).toBe(401);
    const old = await t.client().post("/api/auth", { username: max.username, password: createdPassword });
    expect(old.statusCode).toBe(400);
    expect((await t.signIn(max.username, "chosen-by-admin").then((c) => c.get("/api/me"))).statusCode).toBe(
      200,
    );
  });

  it("keeps the caller's own session when they set their own password, and ends their others", async () => {
    const elsewhere = await t.signIn(admin.username, admin.password);
    const me = await employeeNamed(demo, admin.username);
    const set = await demo.put(`/api/old/employees/${me.id}`, { ...bodyOf(me), password: "admin-new-pass" });
    expect(set.statusCode).toBe(200);
    expect((await demo.get("/api/me")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/me")).statusCode).toBe(401);
  });
});

describe("the new employee's invite", () => {
  let t: TestApp;
  let role: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    role = await roleIds(await t.signIn(admin.username, admin.password));
  });
  afterAll(() => t.close());
  // Each test signs in afresh: the clock moves by days, past a session's end.
  const signedInAdmin = () => t.signIn(admin.username, admin.password);

  function inviteTokenFrom(text: string): string {
    const match = text.match(/(\S+)\/reset-password\?token=([A-Za-z0-9_%-]+)&welcome=1/);
    expect(match?.[1]).toBe(t.config.publicUrl);
    return decodeURIComponent(match?.[2] ?? "");
  }

  it("mails a welcome with a link to choose a password, never the password itself; the link signs them in", async () => {
    const before = t.mail.length;
    const ann = await addEmployee(await signedInAdmin(), newEmployee("ann.invited", role.Sales ?? 0));
    await vi.waitFor(() => expect(t.mail.length).toBe(before + 1));
    const mail = t.mail.at(-1);
    expect(mail?.to).toBe(ann.email);
    expect(mail?.subject).toBe("Welcome to the Demo Blinds Co portal");
    expect(mail?.text).toContain('Your username is "ann.invited"');
    expect(mail?.text).toContain("within 7 days");
    expect(mail?.text).not.toContain(createdPassword);
    const token = inviteTokenFrom(mail?.text ?? "");

    const reset = await t.client().post("/api/auth/reset-password", { token, password: "ann-chose-this" });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await t.signIn(ann.username, "ann-chose-this").then((c) => c.get("/api/me"))).statusCode).toBe(
      200,
    );
    const again = await t.client().post("/api/auth/reset-password", { token, password: "ann-chose-again" });
    expect(again.json()).toEqual(refusal("RESET_FAILED"));
  });

  it("lasts a week, not the hour of a reset link", async () => {
    const before = t.mail.length;
    await addEmployee(await signedInAdmin(), newEmployee("ben.invited", role.Sales ?? 0));
    await vi.waitFor(() => expect(t.mail.length).toBe(before + 1));
    const token = inviteTokenFrom(t.mail.at(-1)?.text ?? "");
    t.clock.advance(7 * 24 * 60 * 60_000 + 60_000);
    const late = await t.client().post("/api/auth/reset-password", { token, password: "ben-too-late" });
    expect(late.json()).toEqual(refusal("RESET_FAILED"));
  });

  it("works on day six", async () => {
    const before = t.mail.length;
    await addEmployee(await signedInAdmin(), newEmployee("cat.invited", role.Sales ?? 0));
    await vi.waitFor(() => expect(t.mail.length).toBe(before + 1));
    const token = inviteTokenFrom(t.mail.at(-1)?.text ?? "");
    t.clock.advance(6 * 24 * 60 * 60_000);
    const reset = await t.client().post("/api/auth/reset-password", { token, password: "cat-chose-this" });
    expect(reset.statusCode).toBe(200);
  });

  it.each([
    [
      "their address is corrected",
      (e: ApiEmployee) => ({ ...bodyOf(e), email: "right.address@example.com" }),
    ],
    ["an admin sets their password", (e: ApiEmployee) => ({ ...bodyOf(e), password: "set-by-the-admin" })],
    [
      "they are disabled, even once enabled again",
      (e: ApiEmployee) => ({ ...bodyOf(e), status: "disabled" }),
    ],
  ])("stops working once %s", async (_, change) => {
    const demo = await signedInAdmin();
    const username = `eve.${t.mail.length}`;
    const before = t.mail.length;
    const eve = await addEmployee(demo, newEmployee(username, role.Sales ?? 0));
    await vi.waitFor(() => expect(t.mail.length).toBe(before + 1));
    const token = inviteTokenFrom(t.mail.at(-1)?.text ?? "");
    const changed = await demo.put(`/api/old/employees/${eve.id}`, change(eve));
    expect(changed.statusCode, changed.body).toBe(200);
    const enabled = await demo.put(`/api/old/employees/${eve.id}`, {
      ...bodyOf(oneEmployee.parse(changed.json()).data),
      status: "active",
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const late = await t.client().post("/api/auth/reset-password", { token, password: "a-strangers-pick" });
    expect(late.json()).toEqual(refusal("RESET_FAILED"));
    const signIn = await t.client().post("/api/auth", { username, password: "a-strangers-pick" });
    expect(signIn.statusCode).toBe(400);
  });

  it("sends nothing to someone added disabled", async () => {
    const before = t.mail.length;
    await addEmployee(await signedInAdmin(), {
      ...newEmployee("dee.disabled", role.Sales ?? 0),
      status: "disabled",
    });
    expect(t.mail.length).toBe(before);
  });
});
