import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test/global-setup.ts"],
    // PGlite is heavy on memory; two workers match the machine's two cores.
    pool: "forks",
    maxWorkers: 2,
    // Each worker imports the app once for all its files (1.6 s of CPU a file with isolation: 150 s a
    // run). Safe because every file builds its own app on its own database copy (test/helper.ts), and
    // module state is only caches keyed by that database (db/prepared.ts) or the contract's compiled
    // schemas; no file mocks a module or stubs an environment variable.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
