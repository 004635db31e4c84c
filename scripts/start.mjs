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

// The server exits with 75 (sysexits' EX_TEMPFAIL) when its embedded database failed, and its watchdog
// kills it (SIGKILL) when its main thread is stuck: either way it is started again on the same data,
// which Postgres recovers from its write-ahead log. At most three times in a row: a server that ran for
// ten minutes before it stopped starts the count over.
const tempFail = 75;
const restartsAllowed = 3;
const settledMs = 10 * 60_000;
let restarts = 0;
let stopping = null;
let server;

function startServer() {
  const startedAt = Date.now();
  server = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    stdio: "inherit",
    env: process.env,
  });
  server.on("exit", (code, signal) => {
    if (Date.now() - startedAt > settledMs) restarts = 0;
    if (stopping === null && (code === tempFail || signal === "SIGKILL") && restarts < restartsAllowed) {
      restarts += 1;
      console.error(
        `npm start: the server stopped (${code ?? signal}); starting it again (${restarts} of ${restartsAllowed})`,
      );
      setTimeout(() => {
        if (stopping === null) startServer();
        else process.exit(1);
      }, 1000);
      return;
    }
    process.exit(code ?? (signal ? 1 : 0));
  });
}

startServer();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = signal;
    // Between two servers there is none to stop.
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    else process.exit(0);
  });
}
