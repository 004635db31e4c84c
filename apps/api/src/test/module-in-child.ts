import { spawn } from "node:child_process";

export type ChildEnd = {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
};

/**
 * Runs `source`, an ES module (TypeScript imports allowed through tsx), in a child Node process and
 * answers how it ended. For what must not happen in the test runner itself: a process that wedges
 * or is killed. A child still running after `timeoutMs` is killed, so the test fails instead of
 * hanging.
 */
export function moduleInChild(
  source: string,
  { timeoutMs = 60_000, cwd }: { timeoutMs?: number; cwd?: string } = {},
) {
  return new Promise<ChildEnd>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", source], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    // "close", not "exit": the child's output is all read by then.
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}
