// A seeded pseudo-random source for the demo data, so every seed run (and every test run) is the same.
import { v7 } from "uuid";

export type Random = {
  /** In [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** A UUIDv7 whose time part counts up from `epochMs`, so ids still sort by creation. */
  id: () => string;
};

/** mulberry32: small, fast and good enough for demo data. */
export function seededRandom(seed: number, epochMs: number): Random {
  let state = seed >>> 0;
  let idCount = 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    chance: (probability) => next() < probability,
    id: () => {
      idCount += 1;
      const random = new Uint8Array(16);
      for (let i = 0; i < random.length; i++) random[i] = int(0, 255);
      return v7({ msecs: epochMs + idCount, random });
    },
  };
}
