// The board in a real browser: navigation → first column's cards visible, how many cards are
// mounted (virtualized columns keep that far below the deal count), and the longest main-thread task.

import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  // Each fresh context opens a window of its own, and headless Chromium builds that window's address-bar
  // suggestion popup, a WebUI page in a renderer of its own: 2.4 s of CPU during a measured load in a
  // trace, beside the board on two cores. A person's browser has its window already.
  "--disable-features=WebUIOmniboxPopup,PreloadTopChromeWebUI",
];

export type BrowserFigures = {
  /**
   * From the navigation's start to the first frame with the first column's first card visible, by the
   * page's own clock (performance.now() in that frame).
   */
  readyMs: number;
  /** Wall clock from page.goto until the bench saw it: the above plus the harness's round trips. */
  readyWallMs: number;
  mountedCards: number;
  longestTaskMs: number;
  longTasks: number;
};

/**
 * Builds the web app into `outDir` (the bench serves its own build, not the shared apps/web/dist): the
 * app, then the public entry beside it, as `npm run build` does.
 */
export function buildWeb(outDir: string) {
  for (const build of ["app", "public"]) {
    const result = spawnSync(
      "npx",
      [
        "vite",
        "build",
        "--outDir",
        outDir,
        ...(build === "app" ? ["--emptyOutDir"] : []),
        "--logLevel",
        "warn",
        // BENCH_NO_MINIFY=1 keeps the names readable in a profile (the timings then differ a little).
        ...(process.env.BENCH_NO_MINIFY === "1" ? ["--minify", "false"] : []),
      ],
      { cwd: "apps/web", stdio: "inherit", env: { ...process.env, PORTAL_WEB_BUILD: build } },
    );
    if (result.status !== 0) throw new Error("the web build failed");
  }
}

declare global {
  interface Window {
    __longTasks?: number[];
    __boardReady?: number;
  }
}

export async function measureBoardInBrowser(options: {
  base: string;
  cookie: string;
  path: string;
  firstColumn: string;
  runs: number;
}): Promise<BrowserFigures[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  const figures: BrowserFigures[] = [];
  try {
    // A browser that has just started is still busy for a second or two: a person opening the board
    // has had the browser running for longer. Its start-up settles first.
    const settling = await browser.newPage();
    await settling.waitForTimeout(3000);
    await settling.close();
    const cookies = options.cookie.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), url: options.base };
    });
    for (let run = 0; run < options.runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        locale: "en-AU",
        timezoneId: "Australia/Sydney",
      });
      await context.addCookies(cookies);
      // The page watches for itself, a few selector lookups per frame, and notes the frame's time: a
      // Playwright waitForFunction would inject Playwright's own script mid-load (73 ms of evaluation
      // on the main thread in a trace), and role locators compute roles and names over the whole DOM on
      // each poll, main-thread work of the harness's own in the figures this bench measures.
      // Text, not a function: tsx would name the function's inner functions with a helper the page lacks.
      await context.addInitScript(`
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
        }).observe({ type: "longtask", buffered: true });
        const columnName = ${JSON.stringify(options.firstColumn)};
        const firstCardVisible = () => {
          for (const column of document.querySelectorAll("section[aria-labelledby]")) {
            const heading = document.getElementById(column.getAttribute("aria-labelledby") ?? "");
            if (heading?.textContent?.trim() !== columnName) continue;
            return column.querySelector('[role="listitem"]')?.checkVisibility() === true;
          }
          return false;
        };
        const watch = (time) => {
          if (firstCardVisible()) window.__boardReady = time;
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      `);
      const page = await context.newPage();
      // BENCH_CPU_PROFILE=file.cpuprofile records the first load for Chrome DevTools' profiler.
      const profiling = run === 0 && process.env.BENCH_CPU_PROFILE;
      const cdp = profiling ? await context.newCDPSession(page) : null;
      if (cdp) {
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        await cdp.send("Profiler.start");
      }
      // BENCH_TRACE=file.json records the first load as a Chrome trace (each task and what ran in it).
      const tracing = run === 0 && process.env.BENCH_TRACE;
      if (tracing) {
        await browser.startTracing(page, {
          path: tracing,
          categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"],
        });
      }
      const started = performance.now();
      await page.goto(`${options.base}${options.path}`, { waitUntil: "commit" });
      let readyMs: number | null = null;
      while (readyMs === null) {
        if (performance.now() - started > 60_000) throw new Error("the board's first card never showed");
        await new Promise((resolve) => setTimeout(resolve, 25));
        readyMs = (await page.evaluate("window.__boardReady ?? null")) as number | null;
      }
      const readyWallMs = performance.now() - started;
      // Let the board settle (measurements of the mounted cards, late effects) before counting.
      await page.waitForTimeout(1500);
      const mountedCards = await page.evaluate(
        () => document.querySelectorAll('[role="listitem"][aria-label^="D-"]').length,
      );
      const tasks = await page.evaluate(() => window.__longTasks ?? []);
      if (cdp && profiling) {
        const { profile } = await cdp.send("Profiler.stop");
        writeFileSync(profiling, JSON.stringify(profile));
      }
      if (tracing) await browser.stopTracing();
      figures.push({
        readyMs,
        readyWallMs,
        mountedCards,
        longestTaskMs: Math.max(0, ...tasks),
        longTasks: tasks.length,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}
