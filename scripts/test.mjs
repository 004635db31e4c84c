// `npm test`: every check, in legs, then a table of each leg's wall time and test count.
//
//   node scripts/test.mjs                 typecheck + lint, then unit ∥ API, then browser
//   node scripts/test.mjs api e2e         only the named legs (typecheck, lint, unit, api, e2e)
//
// Legs of one step run at once: typecheck and lint each use a core; the unit and API suites run two
// workers each, the API suite's at a lower CPU priority (nice 10), so the unit suite's run as if
// alone and the API suite's take what they leave idle, and the whole machine once the unit suite is
// done. A step runs only
// when the one before it passed. The API suite runs on PostgreSQL when TEST_DATABASE_URL is set, else
// on the embedded database (PGlite). Each leg's row is also appended to TEST_LEGS_FILE when set, so
// .ci/run can print one table for the legs of several runs.
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { createInterface } from "node:readline";

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const legs = {
  typecheck: { title: "typecheck", script: "typecheck" },
  lint: { title: "lint", script: "lint" },
  unit: { title: "unit (domain, contract, web)", script: "test:unit" },
  // Beside the unit leg, the API suite runs at a lower CPU priority: the web suite's waits are the
  // library's (1 s for a page to show), the API suite's 30 s, and the API suite mostly waits on the
  // database, so it takes the cores when the unit suite leaves them idle.
  api: { title: `API on ${database}`, script: "test:api", yields: true },
  e2e: { title: "browser (E2E)", script: "test:e2e" },
};
const steps = [["typecheck", "lint"], ["unit", "api"], ["e2e"]];

const asked = process.argv.slice(2);
for (const name of asked) {
  if (!(name in legs)) {
    console.error(`unknown leg "${name}"; the legs are ${Object.keys(legs).join(", ")}`);
    process.exit(2);
  }
}
const chosen = asked.length > 0 ? steps.map((step) => step.filter((name) => asked.includes(name))) : steps;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the reporters colour their summaries
const ansi = /\u001b\[[0-9;]*m/g;

/** Tests a leg ran, read off its runner's summary: Vitest's "Tests  12 passed | 1 skipped (13)", Playwright's "53 passed (4.1m)". */
function countTests(lines) {
  let count = null;
  for (const raw of lines) {
    const line = raw.replace(ansi, "");
    const vitest = /^\s*Tests\s+(.*)\((\d+)\)\s*$/.exec(line);
    if (vitest) count = (count ?? 0) + Number(vitest[2]);
    const playwright = /^\s*(\d+) (passed|failed|flaky|skipped|did not run)\b/.exec(line);
    if (playwright && !vitest) count = (count ?? 0) + Number(playwright[1]);
  }
  return count;
}

const canNice = process.platform !== "win32";

function runLeg(name, step) {
  const { title, script, yields } = legs[name];
  const command = ["npm", "run", "--silent", script];
  if (yields && step.length > 1 && canNice) command.unshift("nice", "-n", "10");
  const started = Date.now();
  const lines = [];
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      const out = stream === child.stdout ? process.stdout : process.stderr;
      createInterface({ input: stream }).on("line", (line) => {
        lines.push(line);
        out.write(`[${name}] ${line}\n`);
      });
    }
    child.on("close", (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const passed = code === 0;
      console.log(`[${name}] ${passed ? "passed" : `failed (${signal ?? code})`} in ${seconds} s`);
      resolve({ title, seconds, tests: countTests(lines), passed });
    });
  });
}

const rows = [];
let failed = false;
for (const step of chosen) {
  if (step.length === 0) continue;
  if (failed) break;
  const results = await Promise.all(step.map((name) => runLeg(name, step)));
  rows.push(...results);
  failed = results.some((result) => !result.passed);
}

const line = (title, seconds, tests, status) =>
  `${title.padEnd(32)} ${`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`.padStart(6)} ${String(tests ?? "–").padStart(7)}  ${status}`;
console.log(`\n${"leg".padEnd(32)} ${"wall".padStart(6)} ${"tests".padStart(7)}`);
for (const row of rows)
  console.log(line(row.title, row.seconds, row.tests, row.passed ? "passed" : "FAILED"));
if (process.env.TEST_LEGS_FILE) {
  for (const row of rows) {
    appendFileSync(
      process.env.TEST_LEGS_FILE,
      `${[row.title, row.seconds, row.tests ?? "", row.passed ? "passed" : "FAILED"].join("\t")}\n`,
    );
  }
}
process.exit(failed ? 1 : 0);
