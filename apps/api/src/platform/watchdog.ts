// A process whose main thread is stuck answers nothing and cannot even hear SIGTERM (an endless loop in
// the embedded database's WebAssembly is one way to get there). A worker thread, which runs beside it,
// watches the main thread's heartbeat; when it has been silent for `silentMs`, the worker says so on
// stderr and kills the process, so its supervisor (`npm start`, systemd, a container) starts it again.
import { Worker } from "node:worker_threads";

const watcherSource = `
import { writeSync } from "node:fs";
import { workerData } from "node:worker_threads";
const { beat, silentMs, checkMs } = workerData;
const heartbeat = new BigInt64Array(beat);
let lastCheck = Date.now();
setInterval(() => {
  const now = Date.now();
  // This thread was held up too: the machine slept or the clock moved. Judge from the next beat.
  const asleep = now - lastCheck > checkMs * 5;
  lastCheck = now;
  if (asleep) return;
  const silent = now - Number(Atomics.load(heartbeat, 0));
  if (silent < silentMs) return;
  // Straight to the file: a worker's process.stderr goes through the main thread, which is stuck.
  writeSync(2, "watchdog: the server's main thread has not run for " + silent + " ms: killing the process\\n");
  process.kill(process.pid, "SIGKILL");
}, checkMs);
`;

/**
 * Starts the watchdog; the answer stops it. The heartbeat is a timer on the main thread, so anything
 * that keeps that thread busy for `silentMs` (a minute by default: far above any request) counts.
 */
export function startWatchdog(options: { silentMs?: number } = {}): () => Promise<void> {
  const silentMs = options.silentMs ?? 60_000;
  const beat = new SharedArrayBuffer(8);
  const heartbeat = new BigInt64Array(beat);
  const touch = () => Atomics.store(heartbeat, 0, BigInt(Date.now()));
  touch();
  const timer = setInterval(touch, Math.min(1000, silentMs / 4));
  timer.unref();
  // An ES module in a data: URL, whatever module system the process itself runs.
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(watcherSource)}`), {
    workerData: { beat, silentMs, checkMs: Math.min(1000, silentMs / 4) },
  });
  worker.unref();
  return async () => {
    clearInterval(timer);
    await worker.terminate();
  };
}
