// Checks before sending a file (spec 001 §5 Uploads: extensions and 25 MB), so a refusal is instant.
import { uploadExtension, uploadExtensions, uploadMaxBytes } from "@portal/domain";
import type { TFunction } from "../../../shared/i18n/translator.ts";

export const acceptAttribute = uploadExtensions.map((extension) => `.${extension}`).join(",");

/** Why this file cannot be uploaded, or null when it may be sent. */
export function fileProblem(file: Pick<File, "name" | "size">, t: TFunction): string | null {
  if (uploadExtension(file.name) === null) {
    return t("documents.wrongType", { extensions: uploadExtensions.join(", ") });
  }
  if (file.size > uploadMaxBytes) return t("documents.tooLarge");
  if (file.size === 0) return t("errors.FILE_EMPTY");
  return null;
}

/** 12.3 KB, 4.5 MB: sizes people read. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
