// Shared by the employees API tests: the shapes they parse and the bodies they send.
import { employeeSchema, roleSchema } from "@portal/contract";
import { z } from "zod";
import type { TestClient } from "../helper.ts";

export const employeeList = z.object({ data: z.array(employeeSchema) });
export const oneEmployee = z.object({ data: employeeSchema });
export const roleList = z.object({ data: z.array(roleSchema) });
export type ApiEmployee = z.infer<typeof employeeSchema>;

/** The dealer's roles by name. */
export async function roleIds(client: TestClient): Promise<Record<string, number>> {
  const answer = roleList.parse((await client.get("/api/old/roles")).json());
  return Object.fromEntries(answer.data.map((role) => [role.role, role.id]));
}

/** The password tests send on create (the screen sends a random one). */
export const createdPassword = "a-random-password-1";

/** A POST /old/employees body as the screen sends it. */
export const newEmployee = (username: string, roleId: number) => ({
  first_name: "Jo",
  last_name: "Blake",
  username,
  email: `${username}@demoblinds.test`,
  password: createdPassword,
  role_id: roleId,
  status: "active",
  text_color: "#FFFFFF",
  background_color: "#000000",
  max_discount: 0,
});

/** The fields PUT takes, from an employee as the API shows it. */
export const bodyOf = (employee: ApiEmployee) => ({
  first_name: employee.first_name,
  last_name: employee.last_name,
  username: employee.username,
  email: employee.email,
  role_id: employee.roles[0]?.id ?? 0,
  status: employee.status,
});

/** Adds an employee through the API and answers them. */
export async function addEmployee(
  client: TestClient,
  body: ReturnType<typeof newEmployee>,
): Promise<ApiEmployee> {
  const response = await client.post("/api/old/employees", body);
  if (response.statusCode !== 200)
    throw new Error(`adding answered ${response.statusCode}: ${response.body}`);
  const { id } = (response.json() as { data: { id: number } }).data;
  return oneEmployee.parse((await client.get(`/api/old/employees/${id}`)).json()).data;
}

/** The account's employee with this username. */
export async function employeeNamed(client: TestClient, username: string): Promise<ApiEmployee> {
  const found = employeeList
    .parse((await client.get("/api/old/employees")).json())
    .data.find((employee) => employee.username === username);
  if (!found) throw new Error(`no employee ${username}`);
  return found;
}
