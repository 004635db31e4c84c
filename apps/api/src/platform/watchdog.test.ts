import { describe, expect, it } from "vitest";
import { moduleInChild } from "../test/module-in-child.ts";

const watchdog = new URL("./watchdog.ts", import.meta.url).pathname;

/** Runs `body` in a child process with the watchdog started; answers how it ended. */
async function child(silentMs: number, body: string) {
  const source = `import { startWatchdog } from ${JSON.stringify(watchdog)}; startWatchdog({ silentMs: ${silentMs} }); ${body}`;
  const { code, signal, stderr } = await moduleInChild(source, { timeoutMs: 20_000 });
  return { code, signal, stderr };
}

describe("startWatchdog", () => {
  it("kills a process whose main thread is stuck, and says why", async () => {
    const ended = await child(500, "setTimeout(() => { for (;;) {} }, 100); setInterval(() => {}, 1000);");
    expect(ended.signal).toBe("SIGKILL");
    expect(ended.stderr).toMatch(
      /watchdog: the server's main thread has not run for \d+ ms: killing the process/,
    );
  });

  it("leaves a busy but live process alone, and does not keep it running", async () => {
    // Busy for 300 ms at a time (well under the limit) for three seconds, then done: it ends on its own.
    const ended = await child(
      2000,
      `
      const until = Date.now() + 3000;
      const work = () => { const end = Date.now() + 300; while (Date.now() < end) {} if (Date.now() < until) setTimeout(work, 0); };
      work();
    `,
    );
    expect(ended).toEqual({ code: 0, signal: null, stderr: "" });
  });
});
