// Migrates and seeds one template database for the whole API run; each test file copies it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createTemplate, dropTemplate, type TemplateRef } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: TemplateRef;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), "portal-api-test-"));
  const template = await createTemplate({
    dumpFile: path.join(dir, "template.tar"),
    filesDir: path.join(dir, "files"),
    postgresUrl: process.env.TEST_DATABASE_URL || undefined,
  });
  project.provide("databaseTemplate", template);
  return async () => {
    await dropTemplate(template);
    await rm(dir, { recursive: true, force: true });
  };
}
