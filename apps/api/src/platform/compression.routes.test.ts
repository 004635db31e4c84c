// Compression: what a browser receives compressed decodes to exactly what an uncompressed client
// receives; small answers and already-compressed files go out as they are.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoUsers } from "../demo/demo-users.ts";
import { seedIds } from "../demo/seed.ts";
import { createTestApp, type TestApp, type TestClient } from "../test/helper.ts";

const { admin } = demoUsers;
const script = `console.log(${JSON.stringify("portal ".repeat(400))});\n`;
const page = `<!doctype html><title>Portal</title><div id=root></div>${"<!-- padding -->".repeat(100)}`;

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

describe("compression", () => {
  let t: TestApp;
  let demo: TestClient;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), "portal-web-dist-"));
    mkdirSync(path.join(webDist, "assets"));
    // As the build writes them: each file with its .br and .gz.
    for (const [file, content] of [
      ["index.html", page],
      [path.join("assets", "index-abc123.js"), script],
    ] as const) {
      writeFileSync(path.join(webDist, file), content);
      writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(content));
      writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(content));
    }
    writeFileSync(path.join(webDist, "health.json"), JSON.stringify({ GIT_COMMIT: "abc" }));
    t = await createTestApp({ config: { webDist } });
    demo = await t.signIn(admin.username, admin.password);
  });
  afterAll(() => t.close());

  async function get(url: string, acceptEncoding?: string, accept?: string) {
    return demo.request({
      method: "GET",
      url,
      headers: {
        ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
        ...(accept ? { accept } : {}),
      },
    });
  }

  it("compresses an API answer over a kilobyte, and it decodes to the plain answer", async () => {
    const url = `/api/workflows/${seedIds.demoSalesWorkflow}/deals`;
    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ["br", "gzip"]) {
      const compressed = await get(url, encoding);
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(encoding, compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    // Brotli first when both are accepted.
    expect((await get(url, "gzip, deflate, br")).headers["content-encoding"]).toBe("br");
  });

  it("sends a small answer as it is", async () => {
    const response = await get("/health.json", "br, gzip");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toEqual({ GIT_COMMIT: "abc" });
  });

  it("sends the build's own .br or .gz of an asset and of the page", async () => {
    for (const [url, content, accept] of [
      ["/assets/index-abc123.js", script, undefined],
      ["/settings/general", page, "text/html"],
    ] as const) {
      const plain = await get(url, undefined, accept);
      expect(plain.rawPayload.toString()).toBe(content);
      for (const encoding of ["br", "gzip"]) {
        const response = await get(url, encoding, accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-encoding"]).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(encoding, response.rawPayload).toString()).toBe(content);
      }
    }
  });

  it("does not compress a PDF again", async () => {
    const board = (await get(`/api/workflows/${seedIds.demoSalesWorkflow}/deals?archived=all`)).json() as {
      id: string;
    }[];
    let download: string | undefined;
    for (const deal of board) {
      const documents = (await get(`/api/deals/${deal.id}/documents`)).json() as {
        mimeType: string;
        downloadUrl: string;
      }[];
      download = documents.find((document) => document.mimeType === "application/pdf")?.downloadUrl;
      if (download) break;
    }
    if (!download) throw new Error("the demo has a PDF attachment");
    const response = await get(download, "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
