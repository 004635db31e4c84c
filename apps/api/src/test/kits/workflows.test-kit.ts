// What the workflow route tests share: calls by name and reads checked against the contract.
import { type Workflow, type WorkflowFile, workflowFileSchema, workflowSchema } from "@portal/contract";
import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { z } from "zod";
import { workflows as workflowsTable } from "../../db/schema/index.ts";
import { seedIds } from "../../demo/seed.ts";
import { type MultipartFile, multipartBody, type TestApp, type TestClient } from "../helper.ts";

const workflowList = z.array(workflowSchema);
export const unknownId = "0193a000-0000-7000-8000-0000000fffff";

export const put = (client: TestClient, url: string, payload: object) =>
  client.request({ method: "PUT", url, payload });

export const upload = (client: TestClient, file: MultipartFile) =>
  client.request({ method: "POST", url: "/api/workflows/schema/import", ...multipartBody(file) });

export const uploadJson = (client: TestClient, content: unknown, filename = "workflow.json") =>
  upload(client, { filename, contentType: "application/json", content: JSON.stringify(content, null, 2) });

export async function listOf(client: TestClient): Promise<Workflow[]> {
  const response = await client.get("/api/workflows");
  expect(response.statusCode).toBe(200);
  return workflowList.parse(response.json());
}

export async function exportOf(client: TestClient, id: string): Promise<WorkflowFile> {
  const response = await client.get(`/api/workflows/${id}/schema`);
  expect(response.statusCode).toBe(200);
  return workflowFileSchema.parse(response.json());
}

export async function workflowCount(t: TestApp, accountId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(workflowsTable)
    .where(eq(workflowsTable.accountId, accountId));
  return row?.n ?? 0;
}

export async function workflowOf(
  client: TestClient,
  id: string = seedIds.demoSalesWorkflow,
): Promise<Workflow> {
  return workflowSchema.parse((await client.get(`/api/workflows/${id}`)).json());
}

export function dataSourceIds(workflow: Workflow): string[] {
  return workflow.context.modules.flatMap((module) =>
    module.type === "CHECKLIST" && module.config.dataSourceId ? [module.config.dataSourceId] : [],
  );
}
