import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { isPublicPagePath } from "../../packages/contract/src/pages.ts";

function resolveGitCommit(): string {
  const fromEnv = process.env.GIT_COMMIT?.trim();
  if (fromEnv) return fromEnv;
  try {
    return execSync("git rev-parse HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "dev";
  }
}

const gitCommit = resolveGitCommit();

/** Writes dist/health.json, which the API serves at /health.json for the update check. */
function healthFile(commit: string): Plugin {
  return {
    name: "portal-health-json",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "health.json",
        source: `${JSON.stringify({ GIT_COMMIT: commit })}\n`,
      });
    },
  };
}

/**
 * Writes a `.br` and a `.gz` beside every compressible file of the build, at the strongest settings
 * (build time, once), which the API's static plugin serves to browsers that accept them. A file whose
 * copies are already newer than it (the public build runs after the app's, into the same dist) is left.
 */
function preCompress(): Plugin {
  let outDir = "dist";
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: "portal-pre-compress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        if (existsSync(`${file}.gz`) && statSync(`${file}.gz`).mtimeMs >= statSync(file).mtimeMs) continue;
        const content = readFileSync(file);
        // Below a kilobyte the headers cost more than compression saves, and the API sends the scripts
        // and styles under assets/ as they are (web-assets.ts). A file elsewhere (the logo, the legal
        // pages) gets its copies whatever its size: the static plugin streams it, and the API would
        // compress the stream on every request (1.4 ms for the 508-byte logo: 730 req/s).
        const underAssets = path.relative(outDir, file).startsWith(`assets${path.sep}`);
        if (underAssets && content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** The dev server, as the API does in production, answers the public pages with the lean public entry. */
function publicEntryInDev(): Plugin {
  return {
    name: "portal-public-entry",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = "", query] = (request.url ?? "").split("?", 2);
        if (
          request.method === "GET" &&
          request.headers.accept?.includes("text/html") &&
          isPublicPagePath(pathname)
        ) {
          request.url = `/public.html${query === undefined ? "" : `?${query}`}`;
        }
        next();
      });
    },
  };
}

const api = "http://127.0.0.1:3000";

/**
 * Vendor chunks every page of a build shares, apart so that they stay cached across our releases.
 * `runtime` is the build's React: React itself in the app, Preact's React layer in the public build.
 */
function vendorChunks(runtime: RegExp, isPublic: boolean) {
  const groups = [
    { name: "react", test: runtime, priority: 10 },
    // Apart from React: the public entry has no router.
    { name: "router", test: /node_modules[\\/]react-router[\\/]/, priority: 10 },
    {
      name: "query",
      test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
      priority: 10,
    },
    { name: "i18n", test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 10 },
    { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 10 },
    // The rest of what the entry loads before any route (Mantine's provider, transitions, the
    // loader, icons' base) in one chunk rather than five. Everything else is left to the bundler:
    // a component only lazy pages use stays with them (merging those was tried: fewer files, but
    // more bytes on every page and no better Lighthouse score).
    { name: "initial", test: /node_modules/, tags: ["$initial" as const], priority: 5 },
  ];
  // The public build's zod (zod/mini's part of it, 8 kB) rides in the initial chunk: a chunk of its own
  // costs the public pages 0.4 kB more, which their 100 kB budget cannot spare.
  return isPublic ? groups.filter((group) => group.name !== "zod") : groups;
}

/**
 * Two builds into one dist (`vite build` and then `PORTAL_WEB_BUILD=public vite build`, see package.json;
 * not a mode, so that both read the same .env files):
 *
 * - the signed-in app (index.html) on React;
 * - the lean public entry (public.html: sign-in, password reset, checkout, the customer's quote and the
 *   supplier's page) on Preact's React layer, which the same components run on: customers open these
 *   pages on a phone, and React's DOM renderer alone (66 kB gzip) is two thirds of the 100 kB the
 *   public pages may load. The end-to-end tests run the public pages as built, on Preact.
 *
 * The dev server serves both entries on React.
 */
export default defineConfig(({ command }) => {
  const isPublic = command === "build" && process.env.PORTAL_WEB_BUILD === "public";
  return {
    plugins: [react(), ...(isPublic ? [] : [healthFile(gitCommit)]), preCompress(), publicEntryInDev()],
    define: {
      __GIT_COMMIT__: JSON.stringify(gitCommit),
    },
    resolve: isPublic
      ? {
          alias: [
            { find: /^react$/, replacement: path.resolve(import.meta.dirname, "src/app/preact/react.js") },
            { find: /^react-dom$/, replacement: "preact/compat" },
            { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
            { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
          ],
        }
      : undefined,
    build: {
      outDir: "dist",
      // The public build adds its files to the app's.
      emptyOutDir: !isPublic,
      sourcemap: true,
      // Read by bench/bundle-size.mjs to report each route's initial JavaScript.
      manifest: isPublic ? ".vite/public-manifest.json" : true,
      rolldownOptions: {
        input: {
          [isPublic ? "public" : "main"]: path.resolve(
            import.meta.dirname,
            isPublic ? "public.html" : "index.html",
          ),
        },
        output: {
          codeSplitting: {
            groups: vendorChunks(
              isPublic
                ? /(node_modules[\\/]preact[\\/]|src[\\/]app[\\/]preact[\\/])/
                : /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              isPublic,
            ),
          },
        },
      },
    },
    server: {
      proxy: {
        "/api": { target: api, changeOrigin: false },
        "/health.json": { target: api, changeOrigin: false },
      },
    },
  };
});
