// Shared by the deals API tests: reading the seeded workflows and boards through the API.
import {
  type Deal,
  type DealCard,
  dealCardSchema,
  dealSchema,
  type Workflow,
  workflowSchema,
} from "@portal/contract";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { z } from "zod";
import { accounts } from "../../db/schema/index.ts";
import type { TestApp, TestClient } from "../helper.ts";

export const unknownId = "0193a000-0000-7000-8000-0000000fffff";
const cardList = z.array(dealCardSchema);

export const put = (client: TestClient, url: string, payload: object) =>
  client.request({ method: "PUT", url, payload });

export async function workflowOf(client: TestClient, id: string): Promise<Workflow> {
  const response = await client.get(`/api/workflows/${id}`);
  expect(response.statusCode).toBe(200);
  return workflowSchema.parse(response.json());
}

export function statusNamed(workflow: Workflow, name: string): string {
  const status = workflow.context.statuses.find((row) => row.name === name);
  if (!status) throw new Error(`no status ${name} in ${workflow.name}`);
  return status.id;
}

export function flagNamed(
  workflow: Workflow,
  name: string,
  label: string,
): { flagId: string; valueId: string } {
  const flag = workflow.context.flags.find((row) => row.name === name);
  const value = flag?.values.find((row) => row.label === label);
  if (!flag || !value) throw new Error(`no flag value ${name}=${label} in ${workflow.name}`);
  return { flagId: flag.id, valueId: value.id };
}

export async function boardOf(client: TestClient, workflowId: string, query = ""): Promise<DealCard[]> {
  const response = await client.get(`/api/workflows/${workflowId}/deals${query ? `?${query}` : ""}`);
  expect(response.statusCode, response.body).toBe(200);
  return cardList.parse(response.json());
}

export async function dealOf(client: TestClient, id: string): Promise<Deal> {
  const response = await client.get(`/api/deals/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return dealSchema.parse(response.json());
}

export function parseDeal(response: { statusCode: number; body: string; json: () => unknown }): Deal {
  expect(response.statusCode, response.body).toBe(200);
  return dealSchema.parse(response.json());
}

/** Switches an account's modules (the session reads them on every request). */
export async function setModules(
  t: TestApp,
  accountId: string,
  modules: Array<"DEALS" | "BURNS_LEGACY_ORDERS">,
) {
  await t.db.update(accounts).set({ modules }).where(eq(accounts.id, accountId));
}
