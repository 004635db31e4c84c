import { execSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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
 * (build time, once), which the API's static plugin serves to browsers that accept them.
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
        const content = readFileSync(file);
        // Below a kilobyte the headers cost more than compression saves.
        if (content.length < 1024) continue;
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

const api = "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), healthFile(gitCommit), preCompress()],
  define: {
    __GIT_COMMIT__: JSON.stringify(gitCommit),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // Read by bench/bundle-size.mjs to report each route's initial JavaScript.
    manifest: true,
    rollupOptions: {
      output: {
        // Vendor chunks every page shares; route code stays in its own lazy chunk.
        manualChunks(id: string) {
          if (!id.includes("node_modules")) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return "react";
          // Mantine is left to the bundler: a component only one lazy page uses stays in that page's chunk.
          // Only the query library: the virtualiser stays with the lists that use it.
          if (/node_modules\/@tanstack\/(query-core|react-query)\//.test(id)) return "query";
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return "i18n";
          if (id.includes("node_modules/zod/")) return "zod";
          return undefined;
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
});
