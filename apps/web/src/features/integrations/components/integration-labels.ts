import type { CalendarProvider, ContactProvider } from "@portal/contract";
import type { TFunction } from "../../../shared/i18n/translator.ts";

export function calendarProviderLabel(t: TFunction, provider: CalendarProvider): string {
  return t(`integrations.calendarProviders.${provider}`);
}

export function contactSchemaLabel(t: TFunction, schema: ContactProvider["schema"]): string {
  return t(`integrations.contactSchemas.${schema}`);
}
