import type { DealDocument } from "@portal/contract";
import type { TFunction } from "i18next";

export function fileTypeLabel(t: TFunction, fileType: DealDocument["fileType"]): string {
  return t(`documents.fileTypes.${fileType}`);
}
