// Files on an S3-compatible store (AWS S3, MinIO, R2, …) when S3_BUCKET is set, so several API
// processes share them (docs/deploy.md). Same contract as the local store: a write appears whole or
// not at all (a refused or failed upload is aborted), a missing file's delete is not an error.
import { PassThrough, type Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DeleteObjectCommand, GetObjectCommand, S3Client, type S3ClientConfig } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { FileStore } from "./files.ts";

export type S3Options = {
  bucket: string;
  /** Key prefix inside the bucket (e.g. "portal/"), empty for none. */
  prefix?: string;
  region?: string;
  /** For an S3-compatible service; unset for AWS itself. */
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Counts what passes through. */
class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === "NoSuchKey" || name === "NotFound" || status === 404;
}

export function s3FileStore(options: S3Options): FileStore {
  const config: S3ClientConfig = {
    region: options.region ?? "us-east-1",
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    // Checksums only where S3 requires them: S3-compatible services often reject the newer defaults.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
  if (options.endpoint) config.endpoint = options.endpoint;
  if (options.credentials) config.credentials = options.credentials;
  const client = new S3Client(config);
  const keyOf = (key: string) => `${options.prefix ?? ""}${key}`;

  return {
    write: async (key, source, check) => {
      const counter = new ByteCounter();
      const body = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket: options.bucket, Key: keyOf(key), Body: body },
        // Parts stay in memory; the first is sent once full, so a small file is one PUT at the end.
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
        leavePartsOnError: false,
      });
      const uploaded = upload.done();
      // A rejection is awaited below; keep it from being reported as unhandled meanwhile.
      uploaded.catch(() => undefined);
      try {
        await (check ? pipeline(source, check, counter, body) : pipeline(source, counter, body));
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
      await uploaded;
      return { size: counter.bytes };
    },
    delete: async (key) => {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    read: async (key) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
      return { stream: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
    },
  };
}
