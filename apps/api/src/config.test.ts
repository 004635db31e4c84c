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

describe("SEED_DEMO_EPOCH", () => {
  it("dates the demo from the seed day unless told the fixed epoch or an instant", () => {
    expect(loadConfig(base).seedDemoEpoch).toBe("seed-day");
    expect(loadConfig({ ...base, SEED_DEMO_EPOCH: "" }).seedDemoEpoch).toBe("seed-day");
    expect(loadConfig({ ...base, SEED_DEMO_EPOCH: "fixed" }).seedDemoEpoch).toBe("fixed");
    expect(loadConfig({ ...base, SEED_DEMO_EPOCH: "2026-03-01T09:00:00Z" }).seedDemoEpoch).toEqual(
      new Date(Date.UTC(2026, 2, 1, 9)),
    );
    expect(() => loadConfig({ ...base, SEED_DEMO_EPOCH: "yesterday" })).toThrow();
  });
});

describe("S3", () => {
  it("keeps files on disk unless a bucket is named, and passes an S3-compatible service's settings", () => {
    expect(loadConfig(base).s3).toBeNull();
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: "portal-files",
        S3_PREFIX: "demo/",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).s3,
    ).toEqual({
      bucket: "portal-files",
      prefix: "demo/",
      endpoint: "http://127.0.0.1:9000",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    expect(() => loadConfig({ ...base, S3_BUCKET: "b", S3_ENDPOINT: "not a url" })).toThrow();
  });
});

describe("PAYMENTS_PROVIDER", () => {
  const stripeKeys = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" };

  it("takes pretend card payments only on the embedded database, and Stripe once a key is set", () => {
    expect(loadConfig(base).payments).toEqual({ provider: "test" });
    expect(loadConfig({ ...base, DATABASE_URL: postgres }).payments).toEqual({ provider: "none" });
    expect(loadConfig({ ...base, DATABASE_URL: postgres, PAYMENTS_PROVIDER: "test" }).payments).toEqual({
      provider: "test",
    });
    expect(
      loadConfig({
        ...base,
        DATABASE_URL: postgres,
        ...stripeKeys,
        STRIPE_WEBHOOK_SECRET: "whsec_1",
        STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_2",
      }).payments,
    ).toEqual({
      provider: "stripe",
      secretKey: "sk_test_1",
      publishableKey: "pk_test_1",
      webhookSecrets: ["whsec_1", "whsec_2"],
      apiUrl: undefined,
    });
    expect(loadConfig({ ...base, ...stripeKeys, PAYMENTS_PROVIDER: "none" }).payments).toEqual({
      provider: "none",
    });
  });

  it("refuses Stripe without its keys, and a provider it does not know", () => {
    expect(() => loadConfig({ ...base, PAYMENTS_PROVIDER: "stripe" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...base, PAYMENTS_PROVIDER: "paypal" })).toThrow();
  });
});
