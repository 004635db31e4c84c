// Address lookup for Settings → General: HTTP only; the use cases are address-lookup.service.ts.
import { getAddressLookupStatus, getAddressPlace, listAddressSuggestions } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { googleAddressLookup } from "../../platform/address-lookup.ts";
import { registerCall } from "../../platform/route.ts";
import * as service from "./address-lookup.service.ts";

/** Each lookup is a paid provider call: enough for someone typing (one per 500 ms pause), not for a script. */
const suggestionsLimit = { rateLimit: { max: 60, timeWindowMs: 60_000 } };
const placesLimit = { rateLimit: { max: 30, timeWindowMs: 60_000 } };

export async function addressLookupRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const lookup = config.addressLookup ? googleAddressLookup(config.addressLookup) : null;
  const deps = (log: FastifyInstance["log"]) => ({ db, lookup, log });

  // The General tab asks once whether to offer the autocomplete; reading it is part of seeing Settings.
  registerCall(
    app,
    getAddressLookupStatus,
    async ({ auth, request }) => service.addressLookupStatus(deps(request.log), auth.accountId),
    { access: "settings.view" },
  );
  // Looking an address up is part of changing the company address.
  registerCall(
    app,
    listAddressSuggestions,
    async ({ auth, query, request }) =>
      service.addressSuggestions(deps(request.log), {
        accountId: auth.accountId,
        q: query.q,
        sessionToken: query.sessionToken,
      }),
    { access: "settings.edit", ...suggestionsLimit },
  );
  registerCall(
    app,
    getAddressPlace,
    async ({ auth, params, query, request }) =>
      service.addressPlace(deps(request.log), {
        accountId: auth.accountId,
        placeId: params.placeId,
        sessionToken: query.sessionToken,
      }),
    { access: "settings.edit", ...placesLimit },
  );
}
