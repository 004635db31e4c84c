import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Long flows with two or three axe checks take 25–35 s on a busy two-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${port}/health.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    // The server's warnings and errors (LOG_LEVEL below) belong in the run's output.
    stdout: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SKIP_WEB_BUILD: "1",
      // The demo's fixed dates, as the API suite has them, so the browser tests see the same data every day.
      SEED_DEMO_EPOCH: "fixed",
      // Every spec signs in from 127.0.0.1; the per-address request limit is tested in the API suite.
      AUTH_REQUESTS_PER_ADDRESS: "1000",
    },
  },
});
