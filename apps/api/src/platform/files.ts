// Where uploaded and generated files live. Local folder by default (DATA_DIR/files); the interface is
// small so an S3-compatible store can take its place later (ARCHITECTURE.md "Adapters").
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

export type StoredFile = { stream: Readable; size: number };

export type FileStore = {
  /**
   * Writes the stream (through `check`, which may refuse it by failing) under `key`. The file appears
   * whole or not at all: a failed or refused write leaves nothing behind. Answers the bytes written.
   */
  write: (key: string, source: Readable, check?: Transform) => Promise<{ size: number }>;
  /** Removes the file; a missing one is not an error. */
  delete: (key: string) => Promise<void>;
  /** Opens the file for reading; throws when it is missing. */
  read: (key: string) => Promise<StoredFile>;
};

/** Keys are ours ("account/uuid.ext"), but a bad one must never reach outside the folder. */
function pathOf(root: string, key: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) || key.includes("..")) {
    throw new Error(`invalid file key ${key}`);
  }
  return path.join(root, key);
}

export function localFileStore(root: string): FileStore {
  const tempDir = path.join(root, ".incoming");
  return {
    write: async (key, source, check) => {
      const target = pathOf(root, key);
      await mkdir(tempDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(tempDir, `${randomUUID()}.part`);
      // Opened before the copy starts, so a refusal's clean-up never races the stream's own open
      // (which could create the file after it was removed and leave it behind).
      const sink = (await open(temp, "wx")).createWriteStream();
      try {
        await (check ? pipeline(source, check, sink) : pipeline(source, sink));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size: sink.bytesWritten };
    },
    delete: async (key) => {
      await rm(pathOf(root, key), { force: true });
    },
    read: async (key) => {
      const file = pathOf(root, key);
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    },
  };
}
