// A process whose main thread is stuck answers nothing and cannot even hear SIGTERM (an endless loop in
// the embedded database's WebAssembly is one way to get there). A worker thread, which runs beside it,
// watches the main thread's heartbeat; when it has been silent for `silentMs`, the worker says so on
// stderr and kills the process, so its supervisor (`npm start`, systemd, a container) starts it again.
// Both read the monotonic clock, which stands still while the machine sleeps: a laptop that wakes up
// is not taken for a stuck server. Under a debugger (a breakpoint stops the thread) it stays off.
import inspector from "node:inspector";
import { Worker } from "node:worker_threads";

const watcherSource = `
import { writeSync } from "node:fs";
import { workerData } from "node:worker_threads";
const { beat, silentMs, checkMs } = workerData;
const heartbeat = new BigInt64Array(beat);
setInterval(() => {
  const silentNs = process.hrtime.bigint() - Atomics.load(heartbeat, 0);
  if (silentNs < BigInt(silentMs) * 1000000n) return;
  // Straight to the file: a worker's process.stderr goes through the main thread, which is stuck.
  writeSync(2, "watchdog: the server's main thread has not run for " + silentNs / 1000000n + " ms: killing the process\\n");
  process.kill(process.pid, "SIGKILL");
}, checkMs);
`;

/**
 * Starts the watchdog; the answer stops it. The heartbeat is a timer on the main thread, so anything
 * that keeps that thread busy for `silentMs` (a minute by default: far above any request) counts.
 */
export function startWatchdog(options: { silentMs?: number } = {}): () => Promise<void> {
  if (inspector.url() !== undefined) return async () => undefined;
  const silentMs = options.silentMs ?? 60_000;
  const everyMs = Math.min(1000, silentMs / 4);
  const beat = new SharedArrayBuffer(8);
  const heartbeat = new BigInt64Array(beat);
  const touch = () => Atomics.store(heartbeat, 0, process.hrtime.bigint());
  touch();
  const timer = setInterval(touch, everyMs);
  timer.unref();
  // An ES module in a data: URL, whatever module system the process itself runs, and without the
  // process's loaders (tsx), which it does not need.
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(watcherSource)}`), {
    workerData: { beat, silentMs, checkMs: everyMs },
    execArgv: [],
  });
  // Should the watcher itself fail, the server goes on without it.
  worker.on("error", (error) => {
    clearInterval(timer);
    process.stderr.write(`watchdog: stopped watching: ${error.message}\n`);
  });
  worker.unref();
  return async () => {
    clearInterval(timer);
    await worker.terminate();
  };
}
