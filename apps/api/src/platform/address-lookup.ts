// Address lookup (ARCHITECTURE.md "Adapters": plain fields by default, a maps provider when its key is
// configured). The provider is Google's Places API (New): Autocomplete (`POST /v1/places:autocomplete`)
// for suggestions and Place Details (`GET /v1/places/{id}`) for the chosen one's parts, both limited to
// the account's country. The key travels in a header from this server only; the browser never sees it.
import type { Address, AddressPlace, AddressSuggestion } from "@portal/contract";
import { z } from "zod";

export type AddressLookupConfig = {
  provider: "google";
  apiKey: string;
  /** The API base without a trailing slash (Google's, or a local fake in tests). */
  apiUrl: string;
};

export type LookupOptions = {
  /** ISO 3166-1 alpha-2: the only country searched and accepted. */
  countryCode: string;
  /** Groups one person's keystrokes and pick into one provider session (billing). */
  sessionToken?: string | undefined;
};

export type AddressLookup = {
  suggest: (input: string, options: LookupOptions) => Promise<AddressSuggestion[]>;
  /** The place as address fields; null when the provider does not know it or it lies in another country. */
  place: (placeId: string, options: LookupOptions) => Promise<AddressPlace | null>;
};

/** The provider could not answer (down, slow, refused the key, answered nonsense). Never shown as is. */
export class AddressLookupError extends Error {
  constructor(
    message: string,
    readonly providerStatus: number | null,
  ) {
    super(message);
    this.name = "AddressLookupError";
  }
}

/** Drops what PostgreSQL cannot store (NUL, a surrogate half, e.g. left by a cut), after cutting to `max`. */
function storable(value: string, max = 1000): string {
  return value
    .slice(0, max)
    .replace(/[\0\p{Cs}]/gu, "")
    .trim();
}

/** A person waits for suggestions: a provider slower than this has failed. */
const timeoutMs = 5000;
/** At most this many suggestions are offered. */
const suggestionLimit = 5;

const formattableText = z.object({ text: z.string() }).partial();

const autocompleteAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: formattableText.optional(),
            structuredFormat: z
              .object({ mainText: formattableText.optional(), secondaryText: formattableText.optional() })
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

const addressComponent = z.object({
  longText: z.string().optional(),
  shortText: z.string().optional(),
  types: z.array(z.string()).optional(),
});
export type AddressComponent = z.infer<typeof addressComponent>;

const placeAnswer = z.object({
  formattedAddress: z.string().optional(),
  addressComponents: z.array(addressComponent).optional(),
});

export function googleAddressLookup(config: AddressLookupConfig): AddressLookup {
  async function send(path: string, init: { method: "GET" | "POST"; fieldMask: string; body?: unknown }) {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method: init.method,
        headers: {
          "x-goog-api-key": config.apiKey,
          "x-goog-fieldmask": init.fieldMask,
          accept: "application/json",
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.name : "error";
      throw new AddressLookupError(`maps provider unreachable (${reason})`, null);
    }
    const text = await response.text().catch(() => "");
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      throw new AddressLookupError("maps provider answered something other than JSON", response.status);
    }
    return { status: response.status, json };
  }

  return {
    async suggest(input, options) {
      const { status, json } = await send("/v1/places:autocomplete", {
        method: "POST",
        fieldMask:
          "suggestions.placePrediction.placeId,suggestions.placePrediction.text,suggestions.placePrediction.structuredFormat",
        body: {
          input,
          includedRegionCodes: [options.countryCode],
          regionCode: options.countryCode,
          ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
        },
      });
      if (status !== 200) throw new AddressLookupError(`maps autocomplete answered ${status}`, status);
      const parsed = autocompleteAnswer.safeParse(json);
      if (!parsed.success) throw new AddressLookupError("maps autocomplete answer not understood", status);
      return (parsed.data.suggestions ?? [])
        .flatMap(({ placePrediction: prediction }) => {
          if (!prediction) return [];
          const main = storable(prediction.structuredFormat?.mainText?.text ?? "");
          const secondary = storable(prediction.structuredFormat?.secondaryText?.text ?? "");
          const text = storable(prediction.text?.text ?? "") || [main, secondary].filter(Boolean).join(", ");
          const placeId = storable(prediction.placeId);
          if (!text || !placeId) return [];
          return [{ placeId, text, mainText: main || text, secondaryText: secondary }];
        })
        .slice(0, suggestionLimit);
    },

    async place(placeId, options) {
      const search = new URLSearchParams({ regionCode: options.countryCode });
      if (options.sessionToken) search.set("sessionToken", options.sessionToken);
      const { status, json } = await send(`/v1/places/${encodeURIComponent(placeId)}?${search}`, {
        method: "GET",
        fieldMask: "id,formattedAddress,addressComponents",
      });
      if (status === 404) return null;
      if (status !== 200) throw new AddressLookupError(`maps place details answered ${status}`, status);
      const parsed = placeAnswer.safeParse(json);
      if (!parsed.success) throw new AddressLookupError("maps place details answer not understood", status);
      const components = parsed.data.addressComponents ?? [];
      const country = componentText(components, "country", "short");
      if (country.toUpperCase() !== options.countryCode.toUpperCase()) return null;
      const formattedAddress = storable(parsed.data.formattedAddress ?? "");
      return {
        placeId,
        formattedAddress,
        address: addressFromComponents(components, formattedAddress, options.countryCode),
      };
    },
  };
}

function componentText(
  components: AddressComponent[],
  type: string,
  form: "long" | "short" = "long",
): string {
  const component = components.find((candidate) => candidate.types?.includes(type));
  const text = form === "long" ? component?.longText : (component?.shortText ?? component?.longText);
  return storable(text ?? "");
}

/** Countries that write a unit before the street number: "3/12 Smith Street". */
const unitSlashCountries = new Set(["AU", "NZ"]);

/** The company address fields (and their lengths) from a place's parts. */
export function addressFromComponents(
  components: AddressComponent[],
  formattedAddress: string,
  countryCode: string,
): Address {
  const part = (type: string, form: "long" | "short" = "long") => componentText(components, type, form);
  const unit = part("subpremise");
  const number = part("street_number");
  const route = part("route");
  const unitFirst = unit !== "" && number !== "" && unitSlashCountries.has(countryCode.toUpperCase());
  const street = [unitFirst ? `${unit}/${number}` : number, route].filter(Boolean).join(" ");
  // A place without a street (a building, a rural property): the first line the provider writes.
  const line1 = street || part("premise") || (formattedAddress.split(",")[0]?.trim() ?? "");
  const line2 = unit !== "" && !unitFirst ? unit : "";
  const suburb =
    part("locality") ||
    part("sublocality_level_1") ||
    part("sublocality") ||
    part("postal_town") ||
    part("administrative_area_level_2");
  return {
    line1: storable(line1, 255),
    line2: storable(line2, 255),
    suburb: storable(suburb, 120),
    state: storable(part("administrative_area_level_1", "short"), 60),
    postcode: storable(part("postal_code"), 12),
  };
}
