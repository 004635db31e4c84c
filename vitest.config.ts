import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", root: "packages/domain", environment: "node" } },
      { test: { name: "contract", root: "packages/contract", environment: "node" } },
      "apps/api",
      "apps/web",
    ],
  },
});
