// The S3 file store against an in-process S3-compatible server (s3rver), with the local store's
// promises: whole or nothing, a missing delete is fine, a missing read throws.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStore } from "./files.ts";
import { s3FileStore } from "./s3-files.ts";

let dir: string;
let server: S3rver;
let endpoint: string;
let files: FileStore;
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "portal-s3-"));
  server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "portal" }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  files = s3FileStore({ bucket: "portal", prefix: "test/", endpoint, credentials });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function keys(): Promise<string[]> {
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: "portal" }));
  return (listed.Contents ?? []).map((item) => item.Key ?? "").sort();
}

const refuseAfter = (bytes: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > bytes ? new Error("refused") : null, chunk);
    },
  });
};

describe("the S3 file store", () => {
  it("writes a file whole under its key and reads it back", async () => {
    const { size } = await files.write("account/kept.txt", Readable.from([Buffer.from("hello")]));
    expect(size).toBe(5);
    const stored = await files.read("account/kept.txt");
    expect(stored.size).toBe(5);
    expect(Buffer.concat(await stored.stream.toArray()).toString()).toBe("hello");
    expect(await keys()).toContain("test/account/kept.txt");
  });

  it("writes a file larger than one part (a multipart upload) byte for byte", async () => {
    const big = Buffer.alloc(9 * 1024 * 1024 + 123, 7);
    big.write("start", 0);
    big.write("end", big.length - 3);
    const chunks = Array.from({ length: Math.ceil(big.length / 65536) }, (_, i) =>
      big.subarray(i * 65536, (i + 1) * 65536),
    );
    expect((await files.write("account/big.bin", Readable.from(chunks))).size).toBe(big.length);
    const stored = await files.read("account/big.bin");
    expect(Buffer.concat(await stored.stream.toArray()).equals(big)).toBe(true);
  });

  it("keeps nothing when the check refuses the file or the source fails", async () => {
    const before = await keys();
    await expect(
      files.write(
        "account/refused.png",
        Readable.from([Buffer.alloc(1000), Buffer.alloc(1000)]),
        refuseAfter(1500),
      ),
    ).rejects.toThrow("refused");
    const broken = new Readable({
      read() {
        this.destroy(new Error("broken"));
      },
    });
    await expect(files.write("account/broken.jpg", broken)).rejects.toThrow("broken");
    expect(await keys()).toEqual(before);
  });

  it("deletes a file, takes a missing one in its stride, and refuses to read one that is gone", async () => {
    await files.write("account/gone.txt", Readable.from([Buffer.from("x")]));
    await files.delete("account/gone.txt");
    await files.delete("account/gone.txt");
    await expect(files.read("account/gone.txt")).rejects.toThrow();
    expect(await keys()).not.toContain("test/account/gone.txt");
  });
});
