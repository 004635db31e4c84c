// Multipart bodies written by hand, so a test can send what a browser never would: several files, raw
// bytes in a file name, an RFC 5987 encoded name (helper.ts's multipartBody sends what a browser sends).

export type MultipartPart =
  | { field: string; value: string }
  | { field: string; fileName: string; encodedName?: string; contentType?: string; content: Buffer };

/** A multipart/form-data body written by hand, so it can say what a browser never would. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = "----portal-fuzz-boundary-1f3a";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      );
      continue;
    }
    const name = part.encodedName ? `filename*=UTF-8''${part.encodedName}` : `filename="${part.fileName}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; ${name}\r\n` +
          `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      part.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
