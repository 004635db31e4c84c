// The countries an account can be in. No migration fills the table: the demo seed inserts them all, and
// creating an account inserts its own country when it is missing.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countries } from "../../db/schema/index.ts";

type CountryRow = Omit<typeof countries.$inferInsert, "id">;

export const knownCountries = {
  AU: {
    name: "Australia",
    iso2Code: "AU",
    iso3Code: "AUS",
    callingCode: "61",
    measureSystem: "METRIC",
    currencyCode: "AUD",
    currencySymbol: "$",
    locale: "en-AU",
    laborTaxControl: 1,
    taxDisplay: "GST",
    newTaxing: true,
  },
  NZ: {
    name: "New Zealand",
    iso2Code: "NZ",
    iso3Code: "NZL",
    callingCode: "64",
    measureSystem: "METRIC",
    currencyCode: "NZD",
    currencySymbol: "$",
    locale: "en-NZ",
    laborTaxControl: 1,
    taxDisplay: "GST",
    newTaxing: true,
  },
  US: {
    name: "United States",
    iso2Code: "US",
    iso3Code: "USA",
    callingCode: "1",
    measureSystem: "IMPERIAL",
    currencyCode: "USD",
    currencySymbol: "$",
    locale: "en-US",
    laborTaxControl: 0,
    taxDisplay: "Sales tax",
    newTaxing: true,
  },
} as const satisfies Record<string, CountryRow>;

export type CountryCode = keyof typeof knownCountries;
export const countryCodes = Object.keys(knownCountries) as [CountryCode, ...CountryCode[]];

/** The company's time zone when none is given: the country's most populous one. */
export const defaultTimezones: Record<CountryCode, string> = {
  AU: "Australia/Sydney",
  NZ: "Pacific/Auckland",
  US: "America/New_York",
};

/** The country's id, inserting its row first when the table does not have it yet. */
export async function ensureCountry(tx: Db, code: CountryCode): Promise<number> {
  await tx.insert(countries).values(knownCountries[code]).onConflictDoNothing({ target: countries.iso2Code });
  const [row] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.iso2Code, code))
    .limit(1);
  if (!row) throw new Error(`country ${code} was not stored`);
  return row.id;
}
