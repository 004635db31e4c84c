// Uploaded files (spec 001 §5 "Uploads", §9): which extensions are accepted, how big, and what kind
// of file each is for people (spec 000 §3 "Deal document": excel, image, pdf, text, word, unknown).

export const uploadMaxBytes = 25 * 1024 * 1024;

export const uploadExtensions = [
  "jpg",
  "jpeg",
  "png",
  "pdf",
  "doc",
  "docx",
  "csv",
  "txt",
  "xls",
  "xlsx",
  "msg",
] as const;
export type UploadExtension = (typeof uploadExtensions)[number];

export const documentFileTypes = ["excel", "image", "pdf", "text", "word", "unknown"] as const;
export type DocumentFileType = (typeof documentFileTypes)[number];

/** The media type we store and serve for each accepted extension. */
export const mimeTypeByExtension: Record<UploadExtension, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  csv: "text/csv",
  txt: "text/plain",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  msg: "application/vnd.ms-outlook",
};

/** The lower-case extension of a file name when it is one we accept, else null. */
export function uploadExtension(fileName: string): UploadExtension | null {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (uploadExtensions as readonly string[]).includes(extension) ? (extension as UploadExtension) : null;
}

/**
 * Characters that reorder the text around them (Unicode bidirectional controls): in a file name they can
 * make "invoice\u202Efdp.exe" read as "invoiceexe.pdf".
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** An attachment's name as people will read it: without bidirectional controls. */
export function withoutBidiControls(name: string): string {
  return name.replace(bidiControls, "");
}

/** What kind of file a stored document is, from its media type. */
export function documentFileType(mimeType: string): DocumentFileType {
  const type = mimeType.toLowerCase().split(";")[0]?.trim() ?? "";
  if (type.startsWith("image/")) return "image";
  if (type === "application/pdf") return "pdf";
  if (type === "application/vnd.ms-excel" || type.includes("spreadsheetml") || type === "text/csv")
    return "excel";
  if (type === "application/msword" || type.includes("wordprocessingml")) return "word";
  if (type.startsWith("text/")) return "text";
  return "unknown";
}

/**
 * Whether a file's first bytes fit its extension, so a renamed executable or a mislabelled file is
 * refused (415). Formats without a signature (csv, txt) must be text: no NUL bytes in the head.
 */
export function contentMatchesExtension(extension: UploadExtension, head: Uint8Array): boolean {
  const startsWith = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  switch (extension) {
    case "jpg":
    case "jpeg":
      return startsWith(0xff, 0xd8, 0xff);
    case "png":
      return startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case "pdf":
      return startsWith(0x25, 0x50, 0x44, 0x46, 0x2d); // %PDF-
    case "docx":
    case "xlsx":
      return startsWith(0x50, 0x4b, 0x03, 0x04); // a zip container
    case "doc":
    case "xls":
    case "msg":
      return startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1); // OLE2 compound file
    case "csv":
    case "txt":
      return !head.includes(0);
  }
}

/** The company logo goes into every PDF the portal makes: PNG or JPEG (what the PDFs can draw), small. */
export const logoExtensions = ["png", "jpg", "jpeg"] as const satisfies readonly UploadExtension[];
export const logoMaxBytes = 2 * 1024 * 1024;

/** The logo's extension when the file name has one the PDFs can draw, else null. */
export function logoExtension(fileName: string): (typeof logoExtensions)[number] | null {
  const extension = uploadExtension(fileName);
  return (logoExtensions as readonly string[]).includes(extension ?? "")
    ? (extension as (typeof logoExtensions)[number])
    : null;
}
