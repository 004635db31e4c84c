// `node scripts/together.mjs "<npm script>" "<npm script>" …`: runs the npm scripts at once and fails
// when any fails. The unit and API suites each keep one of the machine's cores busy at most (they wait
// on timers, the database, and the browser-like DOM), so together they finish in little more than the
// longer of the two. Each line of output is prefixed with its script's name.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/together.mjs <npm script> [<npm script> …]");
  process.exit(2);
}

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      const out = stream === child.stdout ? process.stdout : process.stderr;
      createInterface({ input: stream }).on("line", (line) => out.write(`[${script}] ${line}\n`));
    }
    child.on("close", (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`[${script}] ${code === 0 ? "passed" : `failed (${signal ?? code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
