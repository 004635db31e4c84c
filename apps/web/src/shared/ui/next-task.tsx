// Work that waits for a task of its own, so that the browser may paint and answer input in between.
import { type ReactNode, useEffect, useState } from "react";

/** Calls `run` in a new task (not a microtask); answers a function that cancels it. */
export function inNextTask(run: () => void): () => void {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/** Resolves in a new task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    inNextTask(resolve);
  });
}

/**
 * Renders its children from the task after it mounts, not with it: a part of the screen that costs a
 * long task to mount comes after what is around it has been painted. Once shown, they stay.
 */
export function InNextTask({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => (shown ? undefined : inNextTask(() => setShown(true))), [shown]);
  return shown ? children : null;
}
