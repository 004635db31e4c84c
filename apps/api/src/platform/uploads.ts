// Reading uploaded files (multipart/form-data) with clear 413/415/422 answers before any service sees them.

import type { Readable } from "node:stream";
import { uploadMessages } from "@portal/contract";
import type { FastifyRequest } from "fastify";
import { AppError, validationFailed } from "./errors.ts";

export type JsonUploadOptions = {
  /** The form field holding the file. */
  field: string;
  maxBytes: number;
};

/** The parsed JSON of the request's one file; throws 415 (not multipart or not .json), 413 or 422. */
export async function readJsonUpload(request: FastifyRequest, options: JsonUploadOptions): Promise<unknown> {
  if (!request.isMultipart()) throw new AppError(415, uploadMessages.notMultipart);
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (!part || part.fieldname !== options.field) {
    part?.file.resume();
    throw validationFailed({ [options.field]: [uploadMessages.fileMissing] });
  }
  const isJson = part.mimetype === "application/json" || part.filename.toLowerCase().endsWith(".json");
  if (!isJson) {
    // Drain the stream so the request completes before the answer.
    part.file.resume();
    throw new AppError(415, uploadMessages.notJson);
  }
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(413, uploadMessages.tooLarge(options.maxBytes));
    }
    throw error;
  }
  try {
    // Editors on Windows may save a byte order mark, which JSON.parse refuses.
    return JSON.parse(content.toString("utf8").replace(/^\uFEFF/, "")) as unknown;
  } catch {
    throw validationFailed({ [options.field]: [uploadMessages.invalidJson] });
  }
}

/** One uploaded file as a stream, with the text fields sent before it. */
export type FileUpload = {
  fileName: string;
  /** Text fields that came before the file part. */
  fields: Record<string, string>;
  stream: Readable;
  /** True once the stream stopped at the size limit (then it ends early). */
  truncated: () => boolean;
};

/** The request's one file as a stream (not read yet); throws 415 when not multipart, 422 without the file. */
export async function readFileUpload(
  request: FastifyRequest,
  options: JsonUploadOptions,
): Promise<FileUpload> {
  if (!request.isMultipart()) throw new AppError(415, uploadMessages.notMultipart);
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (!part || part.fieldname !== options.field) {
    part?.file.resume();
    throw validationFailed({ [options.field]: [uploadMessages.fileMissing] });
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === "field" && typeof value.value === "string") fields[name] = value.value;
  }
  const file = part.file;
  return { fileName: part.filename, fields, stream: file, truncated: () => file.truncated };
}
