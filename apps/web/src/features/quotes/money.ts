// Money crosses as decimal strings; it is only formatted for display here, never added up.
const formatter = new Intl.NumberFormat("en-AU", {
  style: "currency",
  currency: "AUD",
  currencyDisplay: "narrowSymbol",
});

/** "1498.92" → "$1,498.92"; unit prices with four places are shown to the cent. */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  return formatter.format(number);
}

/** "50.0000" → "50", "12.50" → "12.5" (display only). */
export function formatPercent(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : value;
}
