// Lighthouse performance scores of the public pages (sign-in, reset password, a customer's checkout and
// quote) and the signed-in ones
// (dashboard, the Sales board, a quote), in mobile and desktop modes, in Debian Chromium (headless).
// Each page runs BENCH_RUNS times (default 3) per mode; it prints the median score beside its budget
// (bench/budgets.mjs: public mobile 90, desktop 95; signed in mobile 80, desktop 95) and the median FCP, LCP and TBT.
// `--check` exits non-zero when a page is under budget. Scores move by several points from run to run,
// more on a busy machine: the CPU benchmark index it prints says how fast Lighthouse found this one.
//   npm run bench:lighthouse                  (starts its own portal on BENCH_PORT, default 3200)
//   BENCH_URL=http://127.0.0.1:3000 npm run bench:lighthouse -- --check   (a running portal with the demo)
//   BENCH_PAGES=board,quote BENCH_MODES=mobile BENCH_REPORTS=.tmp/lhr npm run bench:lighthouse
//     (only those pages, by the start of their name, and modes; each run's full report saved as JSON)
// The pages are measured as they are served in production (docs/deploy.md): over HTTPS and HTTP/2, through
// an nginx in front of the portal (apt-get install nginx-light; a throwaway self-signed certificate made
// with openssl, which the measuring Chromium accepts). Lighthouse models a browser's six HTTP/1.1
// connections per host, which holds back a page of many chunks; BENCH_PROTOCOL=http1 measures the
// portal's own plain HTTP/1.1 port instead (the board at 2,000 deals, mobile, on 2026-11-29: 71–73 over
// HTTP/1.1 against 87 over HTTP/2; the pre-issue-10 code gave 44–46 over HTTP/1.1 on the same machine).
// Lighthouse is no dependency of the repository (it is large, and CI does not need it): the first run
// installs it into .tmp/lighthouse (git-ignored), as .ci/run installs Node 24 into .tmp/node24.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { connect } from "node:net";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { lighthouseBudgets } from "./budgets.mjs";
import { record } from "./figures.mjs";
import { nginxConfig, startNginx } from "./nginx.mjs";

const check = process.argv.includes("--check");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const listOf = (value) =>
  value
    ?.split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
const pagesWanted = listOf(process.env.BENCH_PAGES);
const modesWanted = listOf(process.env.BENCH_MODES);
const reportsDir = process.env.BENCH_REPORTS;
const port = Number(process.env.BENCH_PORT ?? 3200);
const proxyPort = port + 443;
const protocol = process.env.BENCH_PROTOCOL === "http1" ? "http1" : "http2";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const credentials = {
  username: process.env.BENCH_USERNAME ?? "demo",
  password: process.env.BENCH_PASSWORD ?? "demo1234",
};
const root = fileURLToPath(new URL("..", import.meta.url));
const started = performance.now();

const budgets = lighthouseBudgets;

// --- Lighthouse, installed on demand -------------------------------------------------------------------

// Lighthouse 13 needs Node 22.19 and the repository runs on 20.19, so the major is pinned; that also
// keeps scores comparable between machines (a major may change how the score is weighted).
const lighthouseDir = join(root, ".tmp/lighthouse");
if (!existsSync(join(lighthouseDir, "node_modules/lighthouse"))) {
  console.log("installing Lighthouse into .tmp/lighthouse (once)");
  const install = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      lighthouseDir,
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      "lighthouse@12",
      "chrome-launcher@1",
    ],
    { cwd: root, stdio: "inherit" },
  );
  if (install.status !== 0) throw new Error("installing Lighthouse failed");
}
// Bare names resolve from .tmp/lighthouse, not from the repository's node_modules; puppeteer-core is
// the copy Lighthouse itself depends on (it drives Chromium with it), so it costs nothing more.
const requireFrom = (from) => (name) => pathToFileURL(createRequire(from).resolve(name)).href;
const fromLighthouseDir = requireFrom(join(lighthouseDir, "package.json"));
const lighthouseEntry = fromLighthouseDir("lighthouse");
const { default: lighthouse } = await import(lighthouseEntry);
const { default: desktopConfig } = await import(new URL("config/desktop-config.js", lighthouseEntry).href);
const chromeLauncher = await import(fromLighthouseDir("chrome-launcher"));
const puppeteerModule = await import(requireFrom(fileURLToPath(lighthouseEntry))("puppeteer-core"));
const puppeteer = puppeteerModule.default ?? puppeteerModule;
const lighthouseVersion = createRequire(lighthouseEntry)("lighthouse/package.json").version;

// --- The portal: BENCH_URL, or our own on a fresh demo database ----------------------------------------

async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `npm start` on BENCH_PORT with a throwaway data directory, so the embedded database seeds the demo. */
async function startPortal() {
  const base = `http://127.0.0.1:${port}`;
  const taken = await fetch(`${base}/health.json`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken: set BENCH_PORT, or BENCH_URL to measure that portal`);
  mkdirSync(join(root, ".tmp"), { recursive: true });
  const dataDir = mkdtempSync(join(root, ".tmp/lighthouse-data-"));
  // scripts/start.mjs builds the web app first when apps/web/dist is missing or older than its sources.
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // The demo's fixed dates, so the pages measured are the same from one run to the next.
      SEED_DEMO_EPOCH: "fixed",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitFor(`${base}/health.json`),
      new Promise((_, reject) =>
        server.once("exit", (code) => reject(new Error(`the portal exited (${code})`))),
      ),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

// --- Signing in ------------------------------------------------------------------------------------

// Chromium signs in itself, so its own cookie jar holds the session (httpOnly) and the CSRF cookie,
// exactly as after a real sign-in: on the portal's origin, the page calls the API the way the SPA
// does (GET /api/me hands out the XSRF-TOKEN cookie, POST /api/auth echoes it in X-XSRF-TOKEN).
// Calling the API rather than filling in the form keeps this independent of the form's markup. The
// same page then finds the pages to measure through the API.
async function signInAndFindPages(page, base) {
  await page.goto(`${base}/login`, { waitUntil: "networkidle0" });
  return page.evaluate(async ({ username, password }) => {
    const getJson = async (url, init) => {
      const response = await fetch(url, init);
      if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${url}: ${response.status}`);
      return response.json();
    };
    await fetch("/api/me");
    const csrf = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? "");
    await getJson("/api/auth", {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": csrf },
      body: JSON.stringify({ username, password }),
    });
    const workflows = await getJson("/api/workflows");
    const sales = workflows.find((workflow) => workflow.slug === "sales") ?? workflows[0];
    if (!sales) throw new Error("the account has no workflow");
    // The first deal on the board with a Draft quote (the editable page), else the first with a quote.
    let quote = null;
    for (const deal of await getJson(`/api/workflows/${sales.id}/deals`)) {
      const quotes = await getJson(`/api/deals/${deal.id}/quotes`);
      const draft = quotes.find((item) => item.status === "DRAFT");
      if (draft) {
        quote = { id: draft.id, dealId: deal.id };
        break;
      }
      if (!quote && quotes[0]) quote = { id: quotes[0].id, dealId: deal.id };
    }
    if (!quote) throw new Error(`no deal of ${sales.name} has a quote`);
    const slug = encodeURIComponent(sales.slug);
    // What a customer opens: a card payment's link (the test provider takes cards on a fresh portal)
    // and the quote's share link.
    // Signing in gave the session a token of its own.
    const sessionCsrf = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? "");
    const write = (url, body) =>
      getJson(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-xsrf-token": sessionCsrf },
        body: JSON.stringify(body),
      });
    const payment = await write(`/api/deals/${quote.dealId}/payments`, { type: "CARD", amount: "250.00" });
    const shared = await write(`/api/quotes/${quote.id}/share-link`, {});
    return {
      board: `/workflows/${slug}`,
      quote: `/workflows/${slug}/${encodeURIComponent(quote.dealId)}/quotes/${encodeURIComponent(quote.id)}`,
      checkout: `/checkout/${encodeURIComponent(payment.id)}`,
      customerQuote: new URL(shared.url).pathname,
    };
  }, credentials);
}

// --- Measuring -------------------------------------------------------------------------------------

const modes = {
  // Lighthouse's default: a phone (Moto G Power) on slow 4G with a 4× slower CPU, simulated.
  mobile: undefined,
  // A desktop screen on a fast connection (40 ms, 10 Mbit/s) at the machine's own CPU speed.
  desktop: desktopConfig,
};

/** One Lighthouse run; throws when it failed or the page sent it elsewhere (e.g. to the sign-in). */
async function audit(base, path, mode, signedIn) {
  const result = await lighthouse(
    `${base}${path}`,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      // Lighthouse would reset the origin's storage; signed-in pages keep the session cookie instead,
      // and the caller empties the HTTP cache so those runs load cold as well.
      disableStorageReset: signedIn,
    },
    modes[mode],
  );
  const { lhr } = result;
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const file = `${path
      .replace(/\?.*/, "")
      .replace(/[^a-z0-9]+/gi, "-")
      .slice(0, 40)}-${mode}-${Date.now()}.json`;
    writeFileSync(join(reportsDir, file), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    const { code, message } = lhr.runtimeError;
    throw Object.assign(new Error(`${path} (${mode}): ${code} ${message}`), { lighthouseFailed: true });
  }
  const landed = new URL(lhr.finalDisplayedUrl);
  if (`${landed.pathname}${landed.search}` !== path)
    throw new Error(`${path} (${mode}) ended on ${landed.pathname}${landed.search}`);
  const score = lhr.categories.performance.score;
  if (score === null) throw new Error(`${path} (${mode}): no performance score`);
  const ms = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(score * 100),
    fcp: ms("first-contentful-paint"),
    lcp: ms("largest-contentful-paint"),
    tbt: ms("total-blocking-time"),
    // Lighthouse's measure of this machine's CPU: mobile figures assume a fast desktop host (≥ 1000).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
  };
}

/** A run again, up to twice, when Lighthouse itself failed (e.g. NO_NAVSTART: it lost its trace). */
async function auditWithRetries(...args) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(...args);
    } catch (error) {
      if (!error.lighthouseFailed || attempt === 3) throw error;
      console.warn(`  ${error.message}; once more`);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * nginx with HTTP/2 over TLS in front of `upstream`, as docs/deploy.md has it; a self-signed certificate
 * made for this run. Answers the portal's address through the proxy, and how to stop the proxy.
 */
async function startHttp2Proxy(upstream) {
  const dir = mkdtempSync(join(root, ".tmp/lighthouse-proxy-"));
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    // Its progress dots stay out of the bench's output; its complaint shows when it fails.
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the proxy's certificate: ${made.stderr}`);
  const config = nginxConfig({
    dir,
    port: proxyPort,
    upstreams: [new URL(upstream).host],
    tls: { cert: join(dir, "cert.pem"), key: join(dir, "key.pem") },
  });
  const nginx = startNginx(config);
  const failed = new Promise((_, reject) => {
    nginx.once("error", () =>
      reject(new Error("nginx did not start: apt-get install nginx-light, or BENCH_PROTOCOL=http1")),
    );
    nginx.once("exit", (code) =>
      reject(new Error(`nginx exited (${code}): see ${join(dir, "nginx-error.log")}`)),
    );
  });
  // The proxy is up once it accepts a connection.
  const listening = (async () => {
    for (;;) {
      const up = await new Promise((resolve) => {
        const socket = connect(proxyPort, "127.0.0.1", () => {
          socket.end();
          resolve(true);
        });
        socket.once("error", () => resolve(false));
      });
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.race([listening, failed]);
  } catch (error) {
    await stop();
    throw error;
  }
  failed.catch(() => undefined);
  return { base: `https://127.0.0.1:${proxyPort}`, stop };
}

async function startMeasuredPortal() {
  const own = await startPortal();
  if (protocol === "http1") return { ...own, via: `HTTP/1.1 (${own.base})` };
  try {
    const proxy = await startHttp2Proxy(own.base);
    return {
      base: proxy.base,
      via: `HTTP/2 over TLS through nginx (${proxy.base})`,
      stop: async () => {
        await proxy.stop();
        await own.stop();
      },
    };
  } catch (error) {
    await own.stop();
    throw error;
  }
}

const portal = process.env.BENCH_URL
  ? { base: process.env.BENCH_URL.replace(/\/+$/, ""), via: process.env.BENCH_URL, stop: async () => {} }
  : await startMeasuredPortal();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--ignore-certificate-errors"],
});
const rows = [];
const benchmarkIndexes = [];
const warnings = new Set();
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();

  /** Audits one page `runs` times per mode and adds its row per mode (`shown` is the path in the table). */
  const measurePage = async (name, path, kind, shown = path) => {
    if (pagesWanted && !pagesWanted.some((wanted) => name.toLowerCase().includes(wanted))) return;
    for (const mode of Object.keys(modes).filter((mode) => !modesWanted || modesWanted.includes(mode))) {
      const figures = [];
      for (let run = 0; run < runs; run++) {
        if (kind === "signedIn") await cdp.send("Network.clearBrowserCache");
        const figure = await auditWithRetries(portal.base, path, mode, kind === "signedIn");
        benchmarkIndexes.push(figure.benchmarkIndex);
        for (const warning of figure.warnings) warnings.add(warning);
        figures.push(figure);
      }
      const row = {
        name,
        path: shown,
        mode,
        kind,
        score: median(figures.map((f) => f.score)),
        scores: figures.map((f) => f.score),
        fcp: median(figures.map((f) => f.fcp)),
        lcp: median(figures.map((f) => f.lcp)),
        tbt: median(figures.map((f) => f.tbt)),
        budget: budgets[kind][mode],
      };
      console.log(`  ${name} (${mode}): ${row.scores.join(", ")}`);
      record("lighthouse.score", row.score, { page: name, mode, kind, via: portal.via.split(" (")[0] });
      rows.push(row);
    }
  };

  // Public pages first, while Chromium holds no session (signed in, /login moves on to the dashboard).
  await measurePage("sign-in", "/login", "public");
  await measurePage("reset password", "/reset-password?token=x", "public");
  const found = await signInAndFindPages(page, portal.base);
  await page.goto("about:blank");
  await measurePage("dashboard", "/dashboard", "signedIn");
  await measurePage("Sales board", found.board, "signedIn");
  await measurePage("quote", found.quote, "signedIn", `${found.board}/:dealId/quotes/:quoteId`);
  console.log(`  the quote: ${found.quote}`);
  // The customer's pages last: a public run resets the origin's storage, and with it the session.
  await measurePage("checkout", found.checkout, "public", "/checkout/:paymentId");
  await measurePage("customer quote", found.customerQuote, "public", "/customer-quote/:token");
  await browser.disconnect();
} finally {
  chrome.kill();
  await portal.stop();
}

// --- The table -------------------------------------------------------------------------------------

const ms = (value) => `${Math.round(value)} ms`;
const nameWidth = Math.max(...rows.map((row) => row.name.length), "page".length);
const pathWidth = Math.max(...rows.map((row) => row.path.length), "path".length);
console.log(
  `\nLighthouse ${lighthouseVersion}, ${chromiumPath}, median of ${runs} runs, ${portal.via}; CPU benchmark index ${Math.round(median(benchmarkIndexes))}\n`,
);
console.log(
  `${"page".padEnd(nameWidth)}  ${"path".padEnd(pathWidth)}  ${"mode".padEnd(7)}  score  budget  ${"FCP".padStart(8)}  ${"LCP".padStart(8)}  ${"TBT".padStart(8)}  runs`,
);
let under = 0;
for (const row of rows) {
  const isUnder = row.score < row.budget;
  if (isUnder) under += 1;
  console.log(
    `${row.name.padEnd(nameWidth)}  ${row.path.padEnd(pathWidth)}  ${row.mode.padEnd(7)}  ${String(row.score).padStart(5)}  ${String(row.budget).padStart(6)}  ${ms(row.fcp).padStart(8)}  ${ms(row.lcp).padStart(8)}  ${ms(row.tbt).padStart(8)}  ${row.scores.join(" ").padEnd(8)}  ${isUnder ? `UNDER by ${row.budget - row.score}` : "ok"}`,
  );
}
for (const warning of warnings) console.log(`\nLighthouse warns: ${warning}`);
console.log(
  `\n${under} of ${rows.length} under budget${check ? "" : " (pass --check to fail on it)"}; took ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
if (check && under > 0) process.exitCode = 1;
