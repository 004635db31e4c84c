// Reading uploaded files (multipart/form-data) with clear 413/415/422 answers before any service sees them.

import type { Readable } from "node:stream";
import type { Multipart, MultipartFile } from "@fastify/multipart";
import { isStorableText } from "@portal/contract";
import { withoutBidiControls } from "@portal/domain";
import type { FastifyRequest } from "fastify";
import { AppError, validationFailed } from "./errors.ts";

/** "25 MB", "512 KB": a size limit as people read it. */
function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** A 413 naming the limit. */
export const fileTooLarge = (maxBytes: number) =>
  new AppError("FILE_TOO_LARGE", { params: { limit: formatBytes(maxBytes) } });

/** Field codes of upload refusals (422), worded by the web app. */
export const uploadFieldCodes = {
  /** A one-file upload carried a second file. */
  tooManyFiles: "TOO_MANY_FILES",
  /** The file has no bytes. */
  empty: "FILE_EMPTY",
  /** A file name or text field holds a NUL character or a lone surrogate (as textSchema refuses). */
  invalidCharacters: "INVALID_CHARACTERS",
} as const;

export type JsonUploadOptions = {
  /** The form field holding the file. */
  field: string;
  maxBytes: number;
};

/**
 * Whether the request is multipart/form-data that can be read: the parser cannot split a body whose
 * content type names no boundary, and would fail with a server error.
 */
export function isMultipartUpload(request: FastifyRequest): boolean {
  return request.isMultipart() && /;\s*boundary=/i.test(request.headers["content-type"] ?? "");
}

type Parts = AsyncIterator<Multipart>;

/**
 * The request's one file part (not read yet) with the text fields sent before it, and a way to read the
 * rest of the request once the file is consumed. 415 when not multipart; 422 without the file, with a
 * second file, or with text no column can store.
 */
async function oneFile(
  request: FastifyRequest,
  options: JsonUploadOptions,
): Promise<{ part: MultipartFile; fields: Record<string, string>; rest: () => Promise<void> }> {
  if (!isMultipartUpload(request)) throw new AppError("NOT_MULTIPART");
  const parts = request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })[Symbol.asyncIterator]();
  const fields: Record<string, string> = {};
  for (;;) {
    const next = await nextPart(request, parts, options.field);
    if (next.done) throw validationFailed({ [options.field]: ["FILE_MISSING"] });
    const part = next.value;
    if (part.type === "field") {
      if (typeof part.value !== "string") continue;
      if (!isStorableText(part.fieldname) || !isStorableText(part.value)) {
        throw validationFailed({ [safeKey(part.fieldname)]: [uploadFieldCodes.invalidCharacters] });
      }
      fields[part.fieldname] = part.value;
      continue;
    }
    // Read what is left of a refused file so the request completes before the answer.
    if (part.fieldname !== options.field) {
      part.file.resume();
      throw validationFailed({ [options.field]: ["FILE_MISSING"] });
    }
    if (!isStorableText(part.filename)) {
      part.file.resume();
      throw validationFailed({ [options.field]: [uploadFieldCodes.invalidCharacters] });
    }
    return { part, fields, rest: () => readRest(request, parts, options.field, fields) };
  }
}

/** The next part; the parser's limit of one file answers 422 on the file field instead of 413. */
async function nextPart(
  request: FastifyRequest,
  parts: Parts,
  field: string,
): Promise<IteratorResult<Multipart>> {
  try {
    return await parts.next();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw validationFailed({ [field]: [uploadFieldCodes.tooManyFiles] });
    }
    throw error;
  }
}

/**
 * Reads the parts after the file: another file is a 422 rather than silently dropped; text fields join
 * `fields` (a client may send them after the file), checked as those before it.
 */
async function readRest(
  request: FastifyRequest,
  parts: Parts,
  field: string,
  fields: Record<string, string>,
): Promise<void> {
  for (
    let next = await nextPart(request, parts, field);
    !next.done;
    next = await nextPart(request, parts, field)
  ) {
    const part = next.value;
    if (part.type === "file") {
      part.file.resume();
      throw validationFailed({ [field]: [uploadFieldCodes.tooManyFiles] });
    }
    if (typeof part.value !== "string") continue;
    if (!isStorableText(part.fieldname) || !isStorableText(part.value)) {
      throw validationFailed({ [safeKey(part.fieldname)]: [uploadFieldCodes.invalidCharacters] });
    }
    fields[part.fieldname] = part.value;
  }
}

/** A field name as an error key: a NUL in it would otherwise travel back in the answer. */
function safeKey(name: string): string {
  return isStorableText(name) ? name : "_";
}

/** The parsed JSON of the request's one file; throws 415 (not multipart or not .json), 413 or 422. */
export async function readJsonUpload(request: FastifyRequest, options: JsonUploadOptions): Promise<unknown> {
  const { part, rest } = await oneFile(request, options);
  const isJson = part.mimetype === "application/json" || part.filename.toLowerCase().endsWith(".json");
  if (!isJson) {
    // Drain the stream so the request completes before the answer.
    part.file.resume();
    throw new AppError("NOT_JSON_FILE");
  }
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw fileTooLarge(options.maxBytes);
    }
    throw error;
  }
  await rest();
  if (content.length === 0) throw validationFailed({ [options.field]: [uploadFieldCodes.empty] });
  try {
    // Editors on Windows may save a byte order mark, which JSON.parse refuses.
    return JSON.parse(content.toString("utf8").replace(/^\uFEFF/, "")) as unknown;
  } catch {
    throw validationFailed({ [options.field]: ["INVALID_JSON"] });
  }
}

/** One uploaded file as a stream, with the text fields sent before it. */
export type FileUpload = {
  /** The form field that held the file (field errors go there). */
  field: string;
  /** As the client named it, without bidirectional controls (they can disguise a file's type). */
  fileName: string;
  /** Text fields that came before the file part; those after it join once `rest` has read them. */
  fields: Record<string, string>;
  stream: Readable;
  /** True once the stream stopped at the size limit (then it ends early). */
  truncated: () => boolean;
  /** Reads the request after the file (once the stream is consumed) into `fields`; a second file answers 422. */
  rest: () => Promise<void>;
};

/** The request's one file as a stream (not read yet); throws 415 when not multipart, 422 without the file. */
export async function readFileUpload(
  request: FastifyRequest,
  options: JsonUploadOptions,
): Promise<FileUpload> {
  const { part, fields, rest } = await oneFile(request, options);
  const file = part.file;
  return {
    field: options.field,
    fileName: withoutBidiControls(part.filename),
    fields,
    stream: file,
    truncated: () => file.truncated,
    rest,
  };
}

/**
 * The path of the first text in a parsed JSON file (values and keys) that no column can store, as
 * `a.0.b` ("" for the file itself), or null: for files that are not checked with a contract schema.
 */
export function unstorableTextPath(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path.join(".");
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextPath(item, [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, "_"].join(".");
      const found = unstorableTextPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
