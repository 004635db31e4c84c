// `npm run test:e2e`: build the web app, start from an empty data folder, run Playwright in Debian's Chromium.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const dataDir = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
rmSync(new URL(`../${dataDir}`, import.meta.url), { recursive: true, force: true });

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
