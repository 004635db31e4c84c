import { defineConfig } from "vitest/config";
import { webProject } from "./apps/web/vitest.config.ts";

export default defineConfig({
  test: {
    projects: [
      // Pure functions: one worker's modules serve every file.
      { test: { name: "domain", root: "packages/domain", environment: "node", isolate: false } },
      { test: { name: "contract", root: "packages/contract", environment: "node", isolate: false } },
      "apps/api",
      webProject("web"),
      webProject("web-isolated"),
    ],
  },
});
