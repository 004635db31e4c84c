// The built SPA, its long-cached assets, the SPA fallback and /health.json, all on the API's port.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { type Health, healthSchema, isPublicPagePath } from "@portal/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendRefusal } from "./errors.ts";
import { encodingFor, readWebAssets } from "./web-assets.ts";

const immutable = "public, max-age=31536000, immutable";

export async function webPlugin(app: FastifyInstance): Promise<void> {
  const { webDist, gitCommit } = app.deps.config;

  app.get(
    "/health.json",
    {
      schema: {
        summary: "The commit the deployed web app was built from",
        tags: ["health"],
        response: { 200: healthSchema },
      },
    },
    async (_request, reply): Promise<Health> => {
      reply.header("cache-control", "no-cache");
      return readBuildHealth(webDist, gitCommit);
    },
  );

  const hasIndex = existsSync(path.join(webDist, "index.html"));
  // The lean entry of the public pages (sign-in, reset, checkout, the customer's quote, the supplier's
  // page); a build without one serves the app.
  const hasPublic = existsSync(path.join(webDist, "public.html"));
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      // The build wrote .br and .gz beside each file (apps/web vite.config.ts): sent when accepted.
      preCompressed: true,
      // A folder path ("/", "/assets/") is never a file: it falls through to the app below rather
      // than @fastify/static's 403 for a folder without an index.
      allowedPath: (pathName) => !pathName.endsWith("/"),
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webDist, filePath);
        // Vite fingerprints everything under assets/, so those never change; anything else may.
        reply.header("cache-control", relative.startsWith(`assets${path.sep}`) ? immutable : "no-cache");
      },
    });

    // The build's scripts and styles from memory (web-assets.ts); anything else under assets/ (source
    // maps, a file newer than the process) from disk as above.
    const assets = await readWebAssets(path.join(webDist, "assets"));
    app.get("/assets/*", { schema: { hide: true } }, async (request, reply) => {
      const name = (request.params as { "*": string })["*"];
      const asset = assets.get(name);
      // A folder is never a file: the app's page, as for any other folder path.
      if (!asset) {
        return name === "" || name.endsWith("/") ? reply.callNotFound() : reply.sendFile(`assets/${name}`);
      }
      const encoding = encodingFor(asset, request.headers["accept-encoding"]);
      const etag = `"${asset.etag}-${encoding}"`;
      reply
        .header("cache-control", immutable)
        .header("content-type", asset.contentType)
        .header("vary", "accept-encoding")
        .header("etag", etag);
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.send(asset.bodies[encoding]);
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasIndex && isPageRequest(request)) {
      const page = hasPublic && isPublicPagePath(pathOf(request)) ? "public.html" : "index.html";
      return reply.header("cache-control", "no-cache").sendFile(page);
    }
    return sendRefusal(reply, "NOT_FOUND");
  });
}

/**
 * A navigation to a client-side route: GET, not an API call, and either a browser asking for HTML
 * or a path that names no file (a folder, or a last segment without an extension). A missing
 * `/assets/x.js` stays a 404, so a stale bundle never receives the page as script.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = pathOf(request);
  if (pathname === "/api" || pathname.startsWith("/api/")) return false;
  if ((request.headers.accept ?? "").includes("text/html")) return true;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".");
}

function pathOf(request: FastifyRequest): string {
  return request.url.split("?", 1)[0] ?? "";
}

async function readBuildHealth(webDist: string, fallback: string): Promise<Health> {
  try {
    const parsed = healthSchema.safeParse(
      JSON.parse(await readFile(path.join(webDist, "health.json"), "utf8")),
    );
    if (parsed.success) return parsed.data;
  } catch {
    // No build, or no health.json in it: answer with the configured commit.
  }
  return { GIT_COMMIT: fallback };
}
