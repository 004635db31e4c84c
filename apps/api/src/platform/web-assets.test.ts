import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { encodingFor, readWebAssets, type WebAsset } from "./web-assets.ts";

const asset = (encodings: ("br" | "gzip")[]): WebAsset => ({
  contentType: "application/javascript; charset=utf-8",
  bodies: {
    identity: Buffer.from("plain"),
    ...Object.fromEntries(encodings.map((encoding) => [encoding, Buffer.from(encoding)])),
  },
  etag: "x",
});

describe("encodingFor", () => {
  it("takes the client's preferred encoding among the copies the build wrote", () => {
    const both = asset(["br", "gzip"]);
    expect(encodingFor(both, "gzip, deflate, br")).toBe("br");
    expect(encodingFor(both, "br;q=0.5, gzip")).toBe("gzip");
    expect(encodingFor(both, "gzip")).toBe("gzip");
    expect(encodingFor(both, "*")).toBe("gzip");
    expect(encodingFor(both, "deflate")).toBe("identity");
    expect(encodingFor(both, undefined)).toBe("identity");
    expect(encodingFor(both, "br;q=0, gzip;q=0")).toBe("identity");
  });

  it("sends the plain file when the build left it uncompressed (under a kilobyte)", () => {
    expect(encodingFor(asset([]), "br, gzip")).toBe("identity");
    expect(encodingFor(asset(["gzip"]), "br, gzip")).toBe("gzip");
  });
});

describe("readWebAssets", () => {
  it("reads scripts and styles with their compressed copies, and nothing else", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "portal-assets-")), "assets");
    mkdirSync(dir);
    writeFileSync(path.join(dir, "main-abc.js"), "console.log(1)");
    writeFileSync(path.join(dir, "main-abc.js.br"), "br bytes");
    writeFileSync(path.join(dir, "main-abc.js.gz"), "gz bytes");
    writeFileSync(path.join(dir, "main-abc.js.map"), "{}");
    writeFileSync(path.join(dir, "main-def.css"), "a{}");
    writeFileSync(path.join(dir, "logo-123.png"), "png");
    const assets = await readWebAssets(dir);
    expect([...assets.keys()].sort()).toEqual(["main-abc.js", "main-def.css"]);
    const script = assets.get("main-abc.js");
    expect(script?.bodies.identity.toString()).toBe("console.log(1)");
    expect(script?.bodies.br?.toString()).toBe("br bytes");
    expect(script?.bodies.gzip?.toString()).toBe("gz bytes");
    expect(assets.get("main-def.css")).toMatchObject({ contentType: "text/css; charset=utf-8" });
    expect(assets.get("main-def.css")?.bodies.br).toBeUndefined();
    expect(script?.etag).not.toBe(assets.get("main-def.css")?.etag);
  });

  it("answers no assets when there is no folder", async () => {
    expect((await readWebAssets(path.join(tmpdir(), "portal-no-such-folder"))).size).toBe(0);
  });
});
