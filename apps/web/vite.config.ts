import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { isPublicPagePath } from "../../packages/contract/src/pages.ts";

const require = createRequire(import.meta.url);

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

/**
 * The modules the signed-in layout imports (statically, to any depth) that the entry does not: every
 * signed-in page loads them with the layout, so they can travel as one chunk. Filled once the module
 * graph is known, read when the chunks are made.
 *
 * The walk follows every import, libraries' indexes included, so from the layout alone it would reach
 * every Mantine component; the entry imports those indexes too, which takes them out again, leaving
 * the parts the layout's own modules use. (Walking only our modules and letting the bundler bring
 * their dependencies along was tried: 19 kB more on every route.) Should the entry ever stop reaching
 * them, the chunk would swell with whole libraries, so the build stops above a size it has no reason
 * to reach.
 */
function signedInLayoutModules(): { plugin: Plugin; modules: Set<string> } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "portal-signed-in-layout-modules",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (suffix: string) => {
        const root = ids.find((id) => id.endsWith(suffix));
        if (!root) this.error(`${suffix} is not in the build: the signed-in layout's chunk needs it`);
        const seen = new Set<string>();
        const stack = [root];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = closure("/src/main.tsx");
      for (const id of closure("/src/app/layout/signed-in-layout.tsx")) {
        if (!entry.has(id)) modules.add(id);
      }
    },
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find(
        (output) => output.type === "chunk" && output.name === "signed-in-layout",
      );
      // 120 kB today.
      if (chunk?.type === "chunk" && chunk.code.length > 300_000) {
        this.error(
          `the signed-in layout's chunk is ${chunk.code.length} bytes: has it taken whole libraries?`,
        );
      }
    },
  };
  return { plugin, modules };
}

const api = "http://127.0.0.1:3000";

/**
 * Vendor chunks every page of a build shares, apart so that they stay cached across our releases.
 * `runtime` is the build's React: Preact's React layer, or React itself when built with PORTAL_WEB_REACT=react.
 */
function vendorChunks(runtime: RegExp, isPublic: boolean, signedInLayout: Set<string>) {
  const groups = [
    { name: "react", test: runtime, priority: 10 },
    // Apart from React: the public entry has no router.
    { name: "router", test: /node_modules[\\/]react-router[\\/]/, priority: 10 },
    {
      name: "query",
      test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
      priority: 10,
    },
    { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 10 },
    // The rest of what the entry loads before any route, ours and the libraries' (Mantine's provider,
    // transitions, the loader, icons' base), in one file rather than a dozen.
    {
      name: "initial",
      ...(isPublic ? { test: /node_modules/ } : {}),
      tags: ["$initial" as const],
      priority: 5,
    },
    // What every signed-in page loads with its layout, in one file rather than twenty-odd (one per set
    // of pages sharing a component). Below the entry's groups: a module the entry loads stays in them.
    // The components only some pages use are left to the bundler. Merging the modules six or more lazy
    // chunks share was tried: the board's files went from 42 to 13 and it showed 0.1 s sooner, but the
    // dashboard, the page a sign-in lands on, loaded 50 kB more; at ten or more, 19 files and no faster.
    { name: "signed-in-layout", test: (id: string) => signedInLayout.has(id), priority: 4 },
  ];
  // The public build's zod (zod/mini's part of it, 8 kB) rides in the initial chunk: a chunk of its own
  // costs the public pages 0.4 kB more, which their 100 kB budget cannot spare.
  return isPublic ? groups.filter((group) => !["zod", "signed-in-layout"].includes(group.name)) : groups;
}

/**
 * Two builds into one dist (`vite build` and then `PORTAL_WEB_BUILD=public vite build`, see package.json;
 * not a mode, so that both read the same .env files):
 *
 * - the signed-in app (index.html);
 * - the lean public entry (public.html: sign-in, password reset, checkout, the customer's quote and the
 *   supplier's page), which customers open on a phone.
 *
 * Both run on Preact's React layer (src/app/preact/react.js), which the same components run on: React's
 * DOM renderer alone is 66 kB gzip, two thirds of the 100 kB a public page may load, and a third of a
 * signed-in page on a phone (issue 37: every signed-in route 57 kB lighter). The end-to-end tests run
 * the app as built, on Preact; `PORTAL_WEB_REACT=react npm run build` builds it on React, to tell a
 * difference between the two apart.
 *
 * The dev server and the web suite (jsdom) run on React: React's fast refresh and Testing Library's
 * React renderer need React itself.
 */
/**
 * React Router's package exports only its development build (dist/development, with its warnings on);
 * its framework mode's plugin swaps in dist/production, which a plain build does not, so ours does.
 */
const reactRouterDist = path.join(
  path.dirname(require.resolve("react-router/package.json")),
  "dist/production",
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "dom-export.mjs") },
];

/**
 * Two of Mantine's imports that bring a whole library for a small part of it, answered with that part
 * alone (src/app/build-shims/): the AppShell's header, footer and aside import react-remove-scroll for
 * two class names, its scroll lock (3 kB gzip) then in every signed-in page's first JavaScript; the
 * ScrollArea, which a Table uses, imports floating-ui for useMergeRefs, floating-ui (15 kB) then on
 * every page with a table. The modals and the dropdowns still load the libraries themselves, on demand.
 */
function mantineImportsTrimmed(): Plugin {
  const shim = (name: string) => path.resolve(import.meta.dirname, "src/app/build-shims", name);
  const trimmed = [
    {
      source: "react-remove-scroll",
      importer: /[\\/]AppShell[\\/]/,
      to: shim("remove-scroll-class-names.js"),
    },
    {
      source: "@floating-ui/react",
      importer: /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
      to: shim("merge-refs.js"),
    },
  ];
  return {
    name: "portal-mantine-imports-trimmed",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mantine[\\/]core[\\/]/.test(importer)) return null;
      return trimmed.find((item) => item.source === source && item.importer.test(importer))?.to ?? null;
    },
  };
}

export default defineConfig(({ command }) => {
  const isPublic = command === "build" && process.env.PORTAL_WEB_BUILD === "public";
  const signedInLayout = signedInLayoutModules();
  const onPreact = command === "build" && process.env.PORTAL_WEB_REACT !== "react";
  return {
    plugins: [
      react(),
      mantineImportsTrimmed(),
      ...(isPublic ? [] : [healthFile(gitCommit), signedInLayout.plugin]),
      preCompress(),
      publicEntryInDev(),
    ],
    define: {
      __GIT_COMMIT__: JSON.stringify(gitCommit),
    },
    resolve: {
      alias: [
        ...(command === "build" ? reactRouterProduction : []),
        ...(onPreact
          ? [
              { find: /^react$/, replacement: path.resolve(import.meta.dirname, "src/app/preact/react.js") },
              { find: /^react-dom$/, replacement: "preact/compat" },
              { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
              { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
            ]
          : []),
      ],
    },
    build: {
      outDir: "dist",
      // The public build adds its files to the app's.
      emptyOutDir: !isPublic,
      sourcemap: true,
      // Read by bench/bundle-size.mjs to report each route's initial JavaScript.
      manifest: isPublic ? ".vite/public-manifest.json" : true,
      rolldownOptions: {
        onwarn(warning, warn) {
          // @mantine/schedule reads `"default" in rruleAll ? rruleAll.default.RRule : rruleAll.RRule`.
          // rrule's ES build has no default export, so the bundler warns about the first branch. That
          // branch is never taken: the check is made at run time and RRule comes from the second.
          // (The portal's appointments do not repeat anyway.)
          if (warning.code === "IMPORT_IS_UNDEFINED" && /rrule/.test(warning.message)) return;
          // React Router reads React 19's useOptimistic as `React["useOptimistic"]` and, where it is
          // missing (Preact's React layer has none), keeps its state as it is: the bundler's warning
          // that the import is undefined names the case React Router handles.
          if (warning.code === "IMPORT_IS_UNDEFINED" && /useOptimistic/.test(warning.message)) return;
          warn(warning);
        },
        input: {
          [isPublic ? "public" : "main"]: path.resolve(
            import.meta.dirname,
            isPublic ? "public.html" : "index.html",
          ),
        },
        output: {
          codeSplitting: {
            groups: vendorChunks(
              onPreact
                ? /(node_modules[\\/]preact[\\/]|src[\\/]app[\\/]preact[\\/])/
                : /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              isPublic,
              signedInLayout.modules,
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
