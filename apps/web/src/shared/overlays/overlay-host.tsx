// The toast and dialog managers (@mantine/notifications, @mantine/modals) load on demand, so the public
// pages' first JavaScript does not carry them: the signed-in layout loads them once it has mounted, and
// the first toast or dialog anywhere else loads them then. Toasts wait in their store meanwhile; a
// dialog opens once its manager listens.
import { type ComponentType, useSyncExternalStore } from "react";

type OverlaysModule = { Overlays: ComponentType<{ onMounted: () => () => void }> };

let overlays: OverlaysModule["Overlays"] | null = null;
let loading: Promise<void> | null = null;
let mountedHosts = 0;
let waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Loads the managers' chunk (once); resolves when it is loaded, not yet when it is mounted. */
export function loadOverlays(): Promise<void> {
  loading ??= import("./overlays.tsx").then((module: OverlaysModule) => {
    overlays = module.Overlays;
    for (const listener of listeners) listener();
  });
  return loading;
}

/** Runs `action` once a dialog manager listens: at once when one does, else after loading it. */
export function whenOverlaysReady(action: () => void): void {
  if (mountedHosts > 0) {
    action();
    return;
  }
  waiting.push(action);
  void loadOverlays();
}

function onMounted() {
  mountedHosts += 1;
  const run = waiting;
  waiting = [];
  for (const action of run) action();
  return () => {
    mountedHosts -= 1;
  };
}

/** Where the managers render once loaded; mounted once by the app's providers. */
export function OverlayHost() {
  const Overlays = useSyncExternalStore(
    subscribe,
    () => overlays,
    () => overlays,
  );
  return Overlays ? <Overlays onMounted={onMounted} /> : null;
}
