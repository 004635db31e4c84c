import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

/**
 * Test files that replace a module (vi.mock): they run isolated (the `web-isolated` project below),
 * since a module another file has already imported in the same worker would stay real.
 * `src/test/isolation.test.ts` fails when a file mocks a module and is not listed here.
 */
export const mockingTestFiles = [
  "src/features/catalogue/components/import-catalogue-form.test.tsx",
  "src/features/checkout/pages/checkout-page.test.tsx",
  "src/features/deals/components/kanban-board-offline.test.tsx",
  "src/features/deals/pages/deal-board-poll.test.tsx",
  "src/features/documents/pages/documents-page.test.tsx",
  "src/features/quotes/components/price-summary-loading.test.tsx",
];

/** The web suite's settings; the root config's `web` and `web-isolated` projects are both made of it. */
export function webProject(name: "web" | "web-isolated") {
  const isolated = name === "web-isolated";
  return defineProject({
    plugins: [react()],
    root: import.meta.dirname,
    test: {
      name,
      environment: "jsdom",
      include: isolated ? mockingTestFiles : ["src/**/*.test.{ts,tsx}"],
      exclude: isolated ? [] : mockingTestFiles,
      setupFiles: isolated ? ["src/test/setup.ts"] : ["src/test/setup.ts", "src/test/setup-app-code.ts"],
      css: false,
      // A whole-app test renders the shell, a page and its dialogs in jsdom: about a second alone,
      // several when the API suite shares the machine's two cores (npm test runs them side by side).
      // Vitest's 5 s default then fails a test for the machine's load, not for what it checks.
      testTimeout: 20_000,
      // An isolated file (web-isolated) loads the app's routes in its beforeAll, transforming hundreds of
      // modules in a fresh worker: 10 s beside the API suite was not always enough for that on 2 cores.
      hookTimeout: 60_000,
      // A worker imports React, Mantine, the router and the app's modules once for all its files and
      // keeps one jsdom; the setup file (run before each file) puts back what a test may change: the
      // DOM, storage, cookies, the language, toasts, mocks and stubbed globals.
      isolate: isolated,
    },
  });
}

export default webProject("web");
