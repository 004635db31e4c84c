// The build's scripts and styles, read into memory at start and answered from there. A page of the app
// asks for 70–90 of them at once, six at a time over HTTP/1.1; each one read from disk kept the event
// loop four times as long (a stat per encoding, an open, a stream), and the page's calls waited behind
// them. The files under assets/ are fingerprinted, so what was read at start never goes stale; a file
// added later (a new build without a restart) is still served from disk by the caller.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { negotiate } from "@fastify/accept-negotiator";

/** What the build compresses beside each file (apps/web vite.config.ts), best first. */
const encodings = ["br", "gzip"] as const;
type Encoding = (typeof encodings)[number];
const suffixOf: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

const contentTypes: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

export type WebAsset = {
  contentType: string;
  /** The plain file, and each compressed copy the build wrote. */
  bodies: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
  /** A strong validator per body: the plain file's digest, with the encoding. */
  etag: string;
};

/** The encoding to send: the client's preferred one of those this asset has, else none. */
export function encodingFor(asset: WebAsset, acceptEncoding: string | undefined): Encoding | "identity" {
  if (!acceptEncoding) return "identity";
  const offered = encodings.filter((encoding) => asset.bodies[encoding]);
  // "*" means any encoding; as @fastify/static does, it stands for gzip.
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*/g, "gzip"), offered);
  return chosen ?? "identity";
}

/** The scripts and styles in `dir` (the build's assets folder) by file name; none if there is no folder. */
export async function readWebAssets(dir: string): Promise<Map<string, WebAsset>> {
  const assets = new Map<string, WebAsset>();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return assets;
  }
  const present = new Set(names);
  await Promise.all(
    names.map(async (name) => {
      const contentType = contentTypes[path.extname(name)];
      if (!contentType) return;
      const identity = await readFile(path.join(dir, name));
      const bodies: WebAsset["bodies"] = { identity };
      for (const encoding of encodings) {
        const compressed = `${name}${suffixOf[encoding]}`;
        if (present.has(compressed)) bodies[encoding] = await readFile(path.join(dir, compressed));
      }
      const digest = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
      assets.set(name, { contentType, bodies, etag: digest });
    }),
  );
  return assets;
}
