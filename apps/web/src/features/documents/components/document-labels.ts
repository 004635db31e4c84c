import type { DealDocument } from "@portal/contract";
import type { TFunction } from "../../../shared/i18n/translator.ts";

export function fileTypeLabel(t: TFunction, fileType: DealDocument["fileType"]): string {
  return t(`documents.fileTypes.${fileType}`);
}
