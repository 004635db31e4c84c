// `npm start`: build the web app when its build is missing or older than its sources, then run the
// API server (which migrates, seeds the demo into an empty database when SEED_DEMO says so, and serves
// the SPA, /api and /health.json).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// The app's page and the public entry's, each from its own build (apps/web/package.json): the older counts.
const builtPages = ["index.html", "public.html"].map((page) => join(root, "apps/web/dist", page));
const sources = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public.html",
  "apps/web/package.json",
  "apps/web/vite.config.ts",
  "packages/contract/src",
  "packages/domain/src",
];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

const builtAt = Math.min(...builtPages.map((page) => (existsSync(page) ? statSync(page).mtimeMs : 0)));
if (process.env.SKIP_WEB_BUILD !== "1" && sources.some((source) => newestMtime(source) > builtAt)) {
  const build = spawnSync("npm", ["run", "build", "-w", "@portal/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
