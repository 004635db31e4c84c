import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore } from "./files.ts";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "portal-files-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const refuseAtOnce = () =>
  new Transform({
    transform(_chunk, _encoding, callback) {
      callback(new Error("refused"));
    },
  });

describe("the local file store", () => {
  it("keeps nothing, not even its temporary file, once a refused write has answered", async () => {
    const files = localFileStore(root);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await expect(
        files.write(`account/${attempt}.png`, Readable.from([Buffer.from("x")]), refuseAtOnce()),
      ).rejects.toThrow("refused");
      // And a source that fails before its first byte (the quickest failure there is).
      const broken = new Readable({
        read() {
          this.destroy(new Error("refused"));
        },
      });
      await expect(files.write(`account/${attempt}.jpg`, broken)).rejects.toThrow("refused");
      expect(await readdir(path.join(root, ".incoming"))).toEqual([]);
    }
    expect(await readdir(path.join(root, "account"))).toEqual([]);
  });

  it("writes a file whole and reads it back", async () => {
    const files = localFileStore(root);
    const { size } = await files.write("account/kept.txt", Readable.from([Buffer.from("hello")]));
    expect(size).toBe(5);
    const { stream } = await files.read("account/kept.txt");
    expect(Buffer.concat(await stream.toArray()).toString()).toBe("hello");
    expect(await readdir(path.join(root, ".incoming"))).toEqual([]);
  });
});
