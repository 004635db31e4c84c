import { type CustomField, customFieldTypes } from "@portal/contract";
import type { TFunction } from "../../../shared/i18n/translator.ts";

export function customFieldTypeLabel(t: TFunction, type: CustomField["type"]): string {
  return t(`customFields.types.${type}`);
}

export function customFieldTypeOptions(t: TFunction) {
  return customFieldTypes.map((type) => ({ value: type, label: customFieldTypeLabel(t, type) }));
}
