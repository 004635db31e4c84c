import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * Debian's Chromium; its old headless shell (package chromium-headless-shell, what Playwright's own
 * headless runs use) when installed: the same engine without the full browser's window machinery, a
 * tenth less CPU over the suite on two cores.
 */
const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

/**
 * Specs run in two workers (E2E_WORKERS), each against a portal of its own: its own port (3100, 3101…) and data
 * folder (embedded database and outbox, `.tmp/e2e-data-0`…), seeded alike. A spec changes data as it
 * goes (moves deals, accepts quotes), so two workers on one portal would see each other's changes.
 * Playwright gives each worker process its slot in TEST_PARALLEL_INDEX before it reads this file.
 */
const e2eWorkers = Number(process.env.E2E_WORKERS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 3100);
const baseDataDir = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
const e2eDataDir = (slot: number) => `${baseDataDir}-${slot}`;
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** This worker's portal: its data folder (the specs read its outbox). */
export const workerDataDir = e2eDataDir(slot);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: e2eWorkers,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${basePort + slot}`,
    trace: "retain-on-failure",
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: Array.from({ length: e2eWorkers }, (_, index) => {
    const port = basePort + index;
    return {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${port}/health.json`,
      reuseExistingServer: false,
      timeout: 180_000,
      // The server's warnings and errors (LOG_LEVEL below) belong in the run's output.
      stdout: "pipe" as const,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: e2eDataDir(index),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        // scripts/e2e.mjs built the web app once before the servers start.
        SKIP_WEB_BUILD: "1",
        // The demo's fixed dates, as the API suite has them, so the browser tests see the same data every day.
        SEED_DEMO_EPOCH: "fixed",
        // Every spec signs in from 127.0.0.1; the per-address request limit is tested in the API suite.
        AUTH_REQUESTS_PER_ADDRESS: "1000",
      },
    };
  }),
});
