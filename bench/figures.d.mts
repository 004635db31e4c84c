// Types of bench/figures.mjs for the TypeScript benchmarks.
export declare function record(
  key: string,
  value: number | string,
  on?: Record<string, string | number>,
): void;
