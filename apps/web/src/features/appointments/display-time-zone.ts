import { isTimeZone } from "@portal/domain";

/** The zone appointments are shown in: the account's (its main company's) when it is a real one, else the browser's. */
export function displayTimeZone(accountTimeZone: string | null | undefined): string {
  if (accountTimeZone && isTimeZone(accountTimeZone)) return accountTimeZone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
