import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "portal-config-"));
const base = { DATA_DIR: dataDir, APP_SECRET: "config-test-secret-config-test-secret-01" };
const postgres = "postgres://postgres@127.0.0.1:5432/portal";

describe("SEED_DEMO", () => {
  it("seeds the embedded database and leaves PostgreSQL alone unless told otherwise", () => {
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: "" }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: postgres }).seedDemo).toBe(false);
  });

  it("says yes or no whichever the database", () => {
    expect(loadConfig({ ...base, DATABASE_URL: postgres, SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: postgres, SEED_DEMO: "1" }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: "0" }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: postgres, SEED_DEMO: "" }).seedDemo).toBe(false);
  });

  it("refuses a value it cannot read rather than guessing", () => {
    expect(() => loadConfig({ ...base, SEED_DEMO: "yes please" })).toThrow();
  });
});
