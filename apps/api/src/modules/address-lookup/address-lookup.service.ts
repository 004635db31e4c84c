// Address lookup's use cases: whether it is on, suggestions and a chosen place's parts, always in the
// account's own country (spec 001 §2 "General"). The provider (and its maps key) is the adapter in
// platform/address-lookup.ts; a provider failure is logged for us and answered as one clean code.
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { accounts, countries } from "../../db/schema/index.ts";
import { type AddressLookup, AddressLookupError } from "../../platform/address-lookup.ts";
import { AppError, notFound } from "../../platform/errors.ts";

export type AddressLookupDeps = { db: Db; lookup: AddressLookup | null; log: FastifyBaseLogger };

export async function addressLookupStatus({ db, lookup }: AddressLookupDeps, accountId: string) {
  return { available: lookup !== null, countryCode: await countryOf(db, accountId) };
}

export async function addressSuggestions(
  { db, lookup, log }: AddressLookupDeps,
  input: { accountId: string; q: string; sessionToken?: string | undefined },
) {
  const provider = configured(lookup);
  const countryCode = await countryOf(db, input.accountId);
  const suggestions = await guarded(log, () =>
    provider.suggest(input.q, { countryCode, sessionToken: input.sessionToken }),
  );
  return { suggestions };
}

export async function addressPlace(
  { db, lookup, log }: AddressLookupDeps,
  input: { accountId: string; placeId: string; sessionToken?: string | undefined },
) {
  const provider = configured(lookup);
  const countryCode = await countryOf(db, input.accountId);
  const place = await guarded(log, () =>
    provider.place(input.placeId, { countryCode, sessionToken: input.sessionToken }),
  );
  if (!place) throw new AppError("ADDRESS_NOT_FOUND");
  return place;
}

/** Without a maps key there is nothing to ask: the web app keeps plain fields. */
function configured(lookup: AddressLookup | null): AddressLookup {
  if (!lookup) throw new AppError("ADDRESS_LOOKUP_UNAVAILABLE");
  return lookup;
}

/** A provider failure is logged for us and answered as one clean code, without its details. */
async function guarded<T>(log: FastifyBaseLogger, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof AddressLookupError)) throw error;
    log.warn({ providerStatus: error.providerStatus }, `address lookup failed: ${error.message}`);
    throw new AppError("ADDRESS_LOOKUP_FAILED");
  }
}

async function countryOf(db: Db, accountId: string): Promise<string> {
  const [row] = await db
    .select({ code: countries.iso2Code })
    .from(accounts)
    .innerJoin(countries, eq(countries.id, accounts.countryId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) throw notFound();
  return row.code;
}
