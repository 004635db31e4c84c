import type { Employee, Role } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fill } from "../../../test/fill.ts";
import { demoUserMe } from "../../../test/fixtures.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const roles: Role[] = [
  { id: 11, role: "Administrator", permissions: ["deals", "quotes", "orders", "settings"] },
  { id: 12, role: "Sales", permissions: ["deals", "quotes", "contacts.create", "orders"] },
  { id: 13, role: "Supplier representative", permissions: ["orders", "suppliers.view"] },
];
const employee = (
  id: number,
  first: string,
  last: string,
  username: string,
  roleIndex: number,
  status: Employee["status"] = "active",
): Employee => ({
  id,
  first_name: first,
  last_name: last,
  username,
  email: `${username}@demoblinds.test`,
  status,
  roles: [{ id: roles[roleIndex]?.id ?? 0, role: roles[roleIndex]?.role ?? "" }],
});
// Employee 1 is the signed-in admin (the fixtures' principal).
const me = employee(1, "Alex", "Morgan", "demo", 0);
const sam = employee(2, "Sam", "Taylor", "sales", 1);
const riley = employee(3, "Riley", "Chen", "supplier", 2, "disabled");

/** The API holds the account's employees; POST and PUT change them; the checks look them up. */
function employeesApi(extra: Record<string, MockHandler> = {}) {
  let list = [me, sam, riley];
  const taken = (field: "email" | "username", excludeId: number, value: string) =>
    list.some((e) => e.id !== excludeId && e[field].toLowerCase() === value.trim().toLowerCase());
  const handlers: Record<string, MockHandler> = {
    ...signedInHandlers(),
    "GET /old/employees": () => ({ body: { data: list } }),
    "GET /old/roles": { body: { data: roles } },
    "POST /old/employees": (request) => {
      const body = request.body as Record<string, string | number>;
      const role = roles.find((r) => r.id === body.role_id);
      const added: Employee = {
        id: 9,
        first_name: String(body.first_name),
        last_name: String(body.last_name),
        username: String(body.username),
        email: String(body.email),
        status: body.status === "disabled" ? "disabled" : "active",
        roles: role ? [{ id: role.id, role: role.role }] : [],
      };
      list = [...list, added];
      return { body: { data: { id: 9 } } };
    },
    ...extra,
  };
  for (const one of list) {
    handlers[`GET /old/employees/${one.id}`] ??= () => ({
      body: { data: list.find((e) => e.id === one.id) },
    });
    handlers[`PUT /old/employees/${one.id}`] ??= (request) => {
      const body = request.body as Record<string, string | number>;
      const role = roles.find((r) => r.id === body.role_id);
      const changed: Employee = {
        ...one,
        first_name: String(body.first_name),
        last_name: String(body.last_name),
        username: String(body.username),
        email: String(body.email),
        status: body.status === "disabled" ? "disabled" : "active",
        roles: role ? [{ id: role.id, role: role.role }] : [],
      };
      list = list.map((e) => (e.id === one.id ? changed : e));
      return { body: { data: changed } };
    };
    for (const field of ["email", "username"] as const) {
      for (const excludeId of [0, one.id]) {
        handlers[`GET /old/employees/check/${field}/${excludeId}`] ??= (request) => ({
          body: { data: { exists: taken(field, excludeId, request.url.searchParams.get("value") ?? "") } },
        });
      }
    }
  }
  return mockApi(handlers);
}

async function openEmployee(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name }));
  return { user, dialog: await screen.findByRole("dialog", { name }) };
}

describe("settings → employees: the list", () => {
  it("shows the active employees by default, with username, email, role and status", async () => {
    employeesApi();
    renderApp("/settings/employees");
    const table = await screen.findByRole("table");
    expect(screen.getByRole("heading", { name: "Employees", level: 2 })).toBeInTheDocument();
    const [header, ...rows] = within(table).getAllByRole("row");
    expect(header).toHaveTextContent("NameUsernameEmailRoleStatus");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Alex Morgan");
    expect(rows[0]).toHaveTextContent("You");
    expect(rows[1]).toHaveTextContent("Sam Taylor");
    expect(rows[1]).toHaveTextContent("sales@demoblinds.test");
    expect(rows[1]).toHaveTextContent("Sales");
    expect(rows[1]).toHaveTextContent("Active");
    expect(screen.queryByText("Riley Chen")).not.toBeInTheDocument();
  });

  it("filters by status: disabled, all, and 'No employees found' when none match", async () => {
    employeesApi({ "GET /old/employees": { body: { data: [me, sam] } } });
    renderApp("/settings/employees");
    const user = userEvent.setup();
    await screen.findByRole("table");
    await user.click(screen.getByRole("radio", { name: "Disabled" }));
    expect(await screen.findByText("No employees found")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "All" }));
    expect(await screen.findByRole("button", { name: "Sam Taylor" })).toBeInTheDocument();
  });

  it("shows disabled employees under Disabled", async () => {
    employeesApi();
    renderApp("/settings/employees");
    const user = userEvent.setup();
    await screen.findByRole("table");
    await user.click(screen.getByRole("radio", { name: "Disabled" }));
    const row = await screen.findByRole("row", { name: /Riley Chen/ });
    expect(row).toHaveTextContent("Disabled");
  });

  it("shows the error view when the list fails", async () => {
    employeesApi({ "GET /old/employees": { status: 500, body: refusalBody("SERVER_ERROR") } });
    renderApp("/settings/employees");
    expect(await screen.findByText("Sorry, something went wrong")).toBeInTheDocument();
  });

  it("lists each role with its permissions in words", async () => {
    employeesApi();
    renderApp("/settings/employees");
    const supplier = await screen.findByRole("region", { name: "Supplier representative" });
    expect(within(supplier).getByText("Access: Supplier's representative")).toBeInTheDocument();
    expect(
      within(supplier)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Purchase orders: make, change and submit them",
      "See the supplier choice, filter and column even with a single supplier",
    ]);
    const admin = screen.getByRole("region", { name: "Administrator" });
    expect(within(admin).getByText("Change settings, including employees")).toBeInTheDocument();
  });
});

describe("settings → employees: adding", () => {
  it("requires every field and sends nothing until they are filled", async () => {
    const { requests } = employeesApi();
    renderApp("/settings/employees");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add employee" }));
    const dialog = await screen.findByRole("dialog", { name: "Add employee" });
    await user.click(within(dialog).getByRole("button", { name: "Add employee" }));
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Username is required",
      "Role is required",
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(requests.some((r) => r.method === "POST")).toBe(false);
  });

  it("refuses a taken username while typing, then adds with one role, a random password and the fixed fields", async () => {
    const { requests } = employeesApi();
    renderApp("/settings/employees");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add employee" }));
    const dialog = await screen.findByRole("dialog", { name: "Add employee" });
    await fill(user, within(dialog).getByRole("textbox", { name: /First name/ }), "Jo");
    await fill(user, within(dialog).getByRole("textbox", { name: /Last name/ }), "Blake");
    await fill(user, within(dialog).getByRole("textbox", { name: /Email/ }), "jo@demoblinds.test");
    const username = within(dialog).getByRole("textbox", { name: /Username/ });
    await user.type(username, "Sales");
    // No blur, no submit: the answer after the pause shows it.
    expect(await within(dialog).findByText("Username has already been taken")).toBeInTheDocument();
    const check = requests.find((r) => r.path === "/old/employees/check/username/0");
    expect(check?.url.searchParams.get("value")).toBe("Sales");

    await user.click(within(dialog).getByRole("button", { name: "Add employee" }));
    expect(requests.some((r) => r.method === "POST")).toBe(false);

    await user.clear(username);
    await user.type(username, "jo.blake");
    await waitFor(() =>
      expect(within(dialog).queryByText("Username has already been taken")).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole("combobox", { name: /Role/ }));
    await user.click(await screen.findByRole("option", { name: "Sales" }));
    expect(within(dialog).getByRole("combobox", { name: /Status/ })).toHaveValue("Active");
    await user.click(within(dialog).getByRole("button", { name: "Add employee" }));

    expect(
      await screen.findByText(
        "Employee added. We emailed jo@demoblinds.test a link to choose their password.",
      ),
    ).toBeInTheDocument();
    const post = requests.find((r) => r.method === "POST");
    const body = post?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      first_name: "Jo",
      last_name: "Blake",
      email: "jo@demoblinds.test",
      username: "jo.blake",
      role_id: 12,
      status: "active",
      text_color: "#FFFFFF",
      background_color: "#000000",
      max_discount: 0,
    });
    expect(String(body.password)).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(screen.queryByText(String(body.password))).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Jo Blake" })).toBeInTheDocument();
  });

  it("treats a failed check as taken", async () => {
    employeesApi({
      "GET /old/employees/check/email/0": { status: 500, body: refusalBody("SERVER_ERROR") },
    });
    renderApp("/settings/employees");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add employee" }));
    const dialog = await screen.findByRole("dialog", { name: "Add employee" });
    await user.type(within(dialog).getByRole("textbox", { name: /Email/ }), "new@demoblinds.test");
    expect(await within(dialog).findByText("Email has already been taken")).toBeInTheDocument();
  });

  it("asks again after a failed check once the value is typed again", async () => {
    let calls = 0;
    const { requests } = employeesApi({
      "GET /old/employees/check/email/0": () =>
        ++calls === 1
          ? { status: 429, body: refusalBody("TOO_MANY_REQUESTS") }
          : { body: { data: { exists: false } } },
    });
    renderApp("/settings/employees");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add employee" }));
    const dialog = await screen.findByRole("dialog", { name: "Add employee" });
    const email = within(dialog).getByRole("textbox", { name: /Email/ });
    await user.type(email, "new@demoblinds.test");
    expect(await within(dialog).findByText("Email has already been taken")).toBeInTheDocument();
    // Away and back to the same value: the failure was not kept, so it is asked again.
    await user.type(email, "x{Backspace}");
    const checked = () =>
      requests
        .filter((r) => r.path === "/old/employees/check/email/0")
        .map((r) => r.url.searchParams.get("value"));
    await waitFor(() => expect(checked()).toEqual(["new@demoblinds.test", "new@demoblinds.test"]));
    await waitFor(() =>
      expect(within(dialog).queryByText("Email has already been taken")).not.toBeInTheDocument(),
    );
    expect(calls).toBe(2);
  });

  it("asks again on Save after a failed check, and adds when the value is free", async () => {
    let calls = 0;
    const { requests } = employeesApi({
      "GET /old/employees/check/username/0": () =>
        ++calls === 1
          ? { status: 500, body: refusalBody("SERVER_ERROR") }
          : { body: { data: { exists: false } } },
    });
    renderApp("/settings/employees");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add employee" }));
    const dialog = await screen.findByRole("dialog", { name: "Add employee" });
    await fill(user, within(dialog).getByRole("textbox", { name: /First name/ }), "Jo");
    await fill(user, within(dialog).getByRole("textbox", { name: /Last name/ }), "Blake");
    await fill(user, within(dialog).getByRole("textbox", { name: /Email/ }), "jo@demoblinds.test");
    await user.type(within(dialog).getByRole("textbox", { name: /Username/ }), "jo.blake");
    expect(await within(dialog).findByText("Username has already been taken")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("combobox", { name: /Role/ }));
    await user.click(await screen.findByRole("option", { name: "Sales" }));
    await user.click(within(dialog).getByRole("button", { name: "Add employee" }));

    expect(
      await screen.findByText(
        "Employee added. We emailed jo@demoblinds.test a link to choose their password.",
      ),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(requests.find((r) => r.method === "POST")?.body).toMatchObject({ username: "jo.blake" });
  });
});

describe("settings → employees: the detail", () => {
  it("edits an employee, checking their values without counting their own", async () => {
    const { requests } = employeesApi();
    renderApp("/settings/employees");
    const { user, dialog } = await openEmployee("Sam Taylor");
    const status = within(dialog).getByRole("combobox", { name: /Status/ });
    expect(status).toBeEnabled();
    const email = within(dialog).getByRole("textbox", { name: /Email/ });
    expect(email).toHaveValue("sales@demoblinds.test");
    await user.clear(email);
    await user.type(email, "SAM@demoblinds.test");
    await waitFor(() => expect(requests.some((r) => r.path === "/old/employees/check/email/2")).toBe(true));
    await user.click(status);
    await user.click(await screen.findByRole("option", { name: "Disabled" }));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Sam Taylor saved")).toBeInTheDocument();
    const put = requests.find((r) => r.method === "PUT");
    expect(put?.path).toBe("/old/employees/2");
    expect(put?.body).toMatchObject({ email: "SAM@demoblinds.test", status: "disabled", role_id: 12 });
    expect(put?.body).not.toHaveProperty("password");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Sam Taylor" })).not.toBeInTheDocument());
  });

  it("locks the signed-in employee's own status", async () => {
    employeesApi();
    renderApp("/settings/employees");
    const { dialog } = await openEmployee("Alex Morgan");
    expect(within(dialog).getByRole("combobox", { name: /Status/ })).toBeDisabled();
    expect(within(dialog).getByText("You cannot change your own status.")).toBeInTheDocument();
  });

  it("shows 'Invalid data' and the field's error when the update is refused as invalid", async () => {
    employeesApi({
      "PUT /old/employees/2": {
        status: 422,
        body: refusalBody("VALIDATION_FAILED", { role_id: "LAST_ACTIVE_ADMIN" }),
      },
    });
    renderApp("/settings/employees");
    const { user, dialog } = await openEmployee("Sam Taylor");
    await user.type(within(dialog).getByRole("textbox", { name: /First name/ }), "my");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Invalid data");
    expect(
      within(dialog).getAllByText("The account needs at least one active administrator").length,
    ).toBeGreaterThan(0);
  });

  it("asks before closing with unsaved changes", async () => {
    employeesApi();
    renderApp("/settings/employees");
    const { user, dialog } = await openEmployee("Sam Taylor");
    await user.type(within(dialog).getByRole("textbox", { name: /Last name/ }), "-Smith");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const confirm = await screen.findByRole("dialog", { name: "You have unsaved changes" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).getByRole("textbox", { name: /Last name/ })).toHaveValue("Taylor-Smith");
  });

  it("sets a password: required, at least 8 characters, sent with the employee", async () => {
    const { requests } = employeesApi();
    renderApp("/settings/employees");
    const { user, dialog } = await openEmployee("Sam Taylor");
    await user.click(within(dialog).getByRole("button", { name: "Set password" }));
    const modal = await screen.findByRole("dialog", { name: "Set password: Sam Taylor" });
    await user.click(within(modal).getByRole("button", { name: "Set password" }));
    expect(await within(modal).findByText("Password is required")).toBeInTheDocument();
    const password = within(modal).getByLabelText(/^Password/);
    await user.type(password, "short");
    await user.click(within(modal).getByRole("button", { name: "Set password" }));
    expect(await within(modal).findByText("Password must be at least 8 characters long")).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, "long-enough-1");
    await user.click(within(modal).getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("Password set for Sam Taylor")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({
      username: "sales",
      role_id: 12,
      status: "active",
      password: "long-enough-1",
    });
  });

  it("sets a password with the employee as the server has them now, not as they were when opened", async () => {
    let current = sam;
    const { requests } = employeesApi({ "GET /old/employees/2": () => ({ body: { data: current } }) });
    renderApp("/settings/employees");
    const { user, dialog } = await openEmployee("Sam Taylor");
    await user.click(within(dialog).getByRole("button", { name: "Set password" }));
    const modal = await screen.findByRole("dialog", { name: "Set password: Sam Taylor" });
    // Meanwhile another admin disables Sam and makes them a supplier representative.
    current = { ...sam, status: "disabled", roles: [{ id: 13, role: "Supplier representative" }] };
    await user.type(within(modal).getByLabelText(/^Password/), "long-enough-1");
    await user.click(within(modal).getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("Password set for Sam Taylor")).toBeInTheDocument();
    const put = requests.find((r) => r.method === "PUT");
    expect(put?.body).toMatchObject({ status: "disabled", role_id: 13, password: "long-enough-1" });
    // Read again just before the PUT, not only when the detail opened.
    const calls = requests.filter((r) => r.path === "/old/employees/2").map((r) => r.method);
    expect(calls).toEqual(["GET", "GET", "PUT"]);
  });
});

describe("settings → employees for others", () => {
  it("is not a tab for a Sales employee, and its path lands on general", async () => {
    mockApi({
      ...signedInHandlers(),
      "GET /me": { body: demoUserMe("sales") },
      "GET /old/account-settings/dealer-portal": { status: 500, body: refusalBody("SERVER_ERROR") },
    });
    const app = renderApp("/settings/employees");
    const tabs = await screen.findByRole("navigation", { name: "Settings sections" });
    await waitFor(() => expect(app.location()).toBe("/settings/general"));
    expect(within(tabs).queryByRole("link", { name: "Employees" })).not.toBeInTheDocument();
  });
});
