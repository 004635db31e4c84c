import type { CalendarProvider, ContactProvider } from "@portal/contract";
import type { TFunction } from "i18next";

export function calendarProviderLabel(t: TFunction, provider: CalendarProvider): string {
  return t(`integrations.calendarProviders.${provider}`);
}

export function contactSchemaLabel(t: TFunction, schema: ContactProvider["schema"]): string {
  return t(`integrations.contactSchemas.${schema}`);
}
