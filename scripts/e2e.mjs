// `npm run test:e2e`: build the web app once, start each worker's portal from an empty data folder
// (playwright.config.ts), run Playwright in Debian's Chromium.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const dataDir = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
// Every worker's folder (`.tmp/e2e-data-0`, `-1`…), however many the last run had.
const parent = path.resolve(root, path.dirname(dataDir));
const prefix = `${path.basename(dataDir)}-`;
for (const name of existsSync(parent) ? readdirSync(parent) : []) {
  if (name.startsWith(prefix)) rmSync(path.join(parent, name), { recursive: true, force: true });
}

const run = (command, args) => {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, E2E_DATA_DIR: dataDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run("npm", ["run", "build", "-w", "@portal/web"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
