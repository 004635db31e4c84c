// Local feature-flag overrides for developers (spec 000 §2 "development-only feature-flag menu").
// Only read in development builds; production always follows /me.
import type { FeatureName, Features } from "@portal/domain";
import { useSyncExternalStore } from "react";

const storageKey = "portal.devFeatures";
type Overrides = Partial<Features>;

const listeners = new Set<() => void>();
let cache: Overrides | null = null;

function read(): Overrides {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "{}");
    cache = parsed && typeof parsed === "object" ? (parsed as Overrides) : {};
  } catch {
    cache = {};
  }
  return cache;
}

function write(next: Overrides): void {
  cache = next;
  try {
    localStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // ignore
  }
  for (const listener of listeners) listener();
}

export function setDevFeature(name: FeatureName, value: boolean | null): void {
  const next = { ...read() };
  if (value === null) delete next[name];
  else next[name] = value;
  write(next);
}

export function clearDevFeatures(): void {
  write({});
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDevFeatureOverrides(): Overrides {
  return useSyncExternalStore(subscribe, read, read);
}

export function applyOverrides(features: Features, overrides: Overrides, enabled: boolean): Features {
  return enabled ? { ...features, ...overrides } : features;
}
