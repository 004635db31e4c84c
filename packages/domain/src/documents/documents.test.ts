import { describe, expect, it } from "vitest";
import {
  contentMatchesExtension,
  documentFileType,
  logoExtension,
  uploadExtension,
  withoutBidiControls,
} from "./documents.ts";

describe("uploadExtension", () => {
  it.each([
    ["plan.PDF", "pdf"],
    ["photo.final.jpeg", "jpeg"],
    ["notes.txt", "txt"],
    ["mail.msg", "msg"],
    ["script.exe", null],
    ["no-extension", null],
    ["archive.tar.gz", null],
  ])("%s → %s", (name, expected) => {
    expect(uploadExtension(name)).toBe(expected);
  });
});

describe("documentFileType", () => {
  it.each([
    ["image/png", "image"],
    ["image/jpeg", "image"],
    ["application/pdf", "pdf"],
    ["application/vnd.ms-excel", "excel"],
    ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "excel"],
    ["text/csv", "excel"],
    ["application/msword", "word"],
    ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "word"],
    ["text/plain; charset=utf-8", "text"],
    ["application/vnd.ms-outlook", "unknown"],
    ["application/octet-stream", "unknown"],
  ])("%s → %s", (mime, expected) => {
    expect(documentFileType(mime)).toBe(expected);
  });
});

describe("contentMatchesExtension", () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));
  it.each([
    ["pdf", text("%PDF-1.7\n"), true],
    ["pdf", text("<html>"), false],
    ["png", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), true],
    ["png", bytes(0xff, 0xd8, 0xff, 0xe0), false],
    ["jpg", bytes(0xff, 0xd8, 0xff, 0xe0), true],
    ["docx", bytes(0x50, 0x4b, 0x03, 0x04, 0x14), true],
    ["xlsx", text("name,email"), false],
    ["xls", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), true],
    ["csv", text("name,email\nAnn,ann@example.com"), true],
    ["txt", bytes(0x4d, 0x5a, 0x90, 0x00), false],
  ] as const)("%s with its head → %s", (extension, head, expected) => {
    expect(contentMatchesExtension(extension, head)).toBe(expected);
  });
});

describe("logoExtension", () => {
  it("takes PNG and JPEG in any case, nothing else", () => {
    expect(logoExtension("Logo.PNG")).toBe("png");
    expect(logoExtension("logo.final.jpeg")).toBe("jpeg");
    expect(logoExtension("logo.jpg")).toBe("jpg");
    for (const name of ["logo.pdf", "logo.svg", "logo", "logo.png.exe"])
      expect(logoExtension(name)).toBeNull();
  });
});

describe("withoutBidiControls", () => {
  it.each([
    ["invoice\u202efdp.exe", "invoicefdp.exe"],
    ["\u2067plan\u2069.pdf", "plan.pdf"],
    ["\u200fשלום\u200e.txt", "שלום.txt"],
    ["report (final).pdf", "report (final).pdf"],
  ])("%j → %j", (name, expected) => {
    expect(withoutBidiControls(name)).toBe(expected);
  });
});
