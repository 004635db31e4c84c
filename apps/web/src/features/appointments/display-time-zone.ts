import { isTimeZone } from "@portal/domain";

/** The zone appointments are shown in: the account's (its main company's) when it is a real one, else the browser's. */
export function displayTimeZone(accountTimeZone: string | null | undefined): string {
  if (accountTimeZone && isTimeZone(accountTimeZone)) return accountTimeZone;
  return browserTimeZone();
}

/** The browser's own zone: a time in any other is labelled with its zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
