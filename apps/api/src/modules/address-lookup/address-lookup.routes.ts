// Address lookup for Settings → General: whether it is on, suggestions, and a chosen place's parts.
// Always the account's own country (spec 001 §2 "General"); the maps key stays in platform/address-lookup.ts.
import { getAddressLookupStatus, getAddressPlace, listAddressSuggestions } from "@portal/contract";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { accounts, countries } from "../../db/schema/index.ts";
import {
  type AddressLookup,
  AddressLookupError,
  googleAddressLookup,
} from "../../platform/address-lookup.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { registerCall } from "../../platform/route.ts";

/** Each lookup is a paid provider call: enough for someone typing (one per 500 ms pause), not for a script. */
const suggestionsLimit = { rateLimit: { max: 60, timeWindowMs: 60_000 } };
const placesLimit = { rateLimit: { max: 30, timeWindowMs: 60_000 } };

export async function addressLookupRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const lookup = config.addressLookup ? googleAddressLookup(config.addressLookup) : null;

  // The General tab asks once whether to offer the autocomplete; reading it is part of seeing Settings.
  registerCall(
    app,
    getAddressLookupStatus,
    async ({ auth }) => ({ available: lookup !== null, countryCode: await countryOf(db, auth.accountId) }),
    { access: "settings.view" },
  );
  // Looking an address up is part of changing the company address.
  registerCall(
    app,
    listAddressSuggestions,
    async ({ auth, query, request }) => {
      const provider = configured(lookup);
      const countryCode = await countryOf(db, auth.accountId);
      const suggestions = await guarded(request.log, () =>
        provider.suggest(query.q, { countryCode, sessionToken: query.sessionToken }),
      );
      return { suggestions };
    },
    { access: "settings.edit", ...suggestionsLimit },
  );
  registerCall(
    app,
    getAddressPlace,
    async ({ auth, params, query, request }) => {
      const provider = configured(lookup);
      const countryCode = await countryOf(db, auth.accountId);
      const place = await guarded(request.log, () =>
        provider.place(params.placeId, { countryCode, sessionToken: query.sessionToken }),
      );
      if (!place) throw new AppError("ADDRESS_NOT_FOUND");
      return place;
    },
    { access: "settings.edit", ...placesLimit },
  );
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
