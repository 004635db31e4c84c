// Address lookup for Settings → General (spec 001 §2 "General": autocomplete through a maps service,
// restricted to the company's country; §9: 500 ms pause). Ours, not the spec's calls: the spec shows no
// request shape. The server holds the maps key and always searches the account's own country.
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { addressSchema } from "./settings.ts";
import { textSchema } from "./shared.ts";

/** The pause after the last keystroke before the web app asks for suggestions (spec 001 §9). */
export const addressLookupDelayMs = 500;
/** Fewer characters than this are not worth a (paid) lookup. */
export const addressLookupMinLength = 3;

/**
 * Groups one person's keystrokes and the place they pick into one provider session (Google bills them
 * together): URL-safe, at most 36 characters, e.g. a UUID.
 */
const sessionTokenSchema = textSchema.check(z.regex(/^[A-Za-z0-9_-]{1,36}$/));

export const addressLookupStatusSchema = z.object({
  /** False without a maps key configured: the address stays plain fields. */
  available: z.boolean(),
  /** ISO 3166-1 alpha-2 code of the account's country, the only one searched. */
  countryCode: z.string(),
});
export type AddressLookupStatus = z.infer<typeof addressLookupStatusSchema>;

export const getAddressLookupStatus = defineCall({
  method: "GET",
  path: "/address-lookup",
  summary: "Whether address lookup is configured, and the country it searches (the account's)",
  response: addressLookupStatusSchema,
});

export const addressSuggestionSchema = z.object({
  placeId: z.string(),
  /** The whole suggestion, e.g. "1 George Street, Sydney NSW, Australia". */
  text: z.string(),
  /** Its first part (the street address) and the rest (suburb, state, country). */
  mainText: z.string(),
  secondaryText: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const listAddressSuggestions = defineCall({
  method: "GET",
  path: "/address-lookup/suggestions",
  summary:
    "Addresses in the account's country that match what was typed (404 ADDRESS_LOOKUP_UNAVAILABLE without a maps key)",
  query: z.object({
    q: textSchema.check(z.trim(), z.minLength(1), z.maxLength(200)),
    sessionToken: z.optional(sessionTokenSchema),
  }),
  response: z.object({ suggestions: z.array(addressSuggestionSchema) }),
});

export const addressPlaceSchema = z.object({
  placeId: z.string(),
  formattedAddress: z.string(),
  /** The parts that fill the company address fields. */
  address: addressSchema,
});
export type AddressPlace = z.infer<typeof addressPlaceSchema>;

export const getAddressPlace = defineCall({
  method: "GET",
  path: "/address-lookup/places/:placeId",
  summary:
    "A suggested address as the company address fields (404 ADDRESS_NOT_FOUND when unknown or outside the account's country)",
  params: z.object({ placeId: textSchema.check(z.regex(/^[A-Za-z0-9_-]{1,512}$/)) }),
  query: z.object({ sessionToken: z.optional(sessionTokenSchema) }),
  response: addressPlaceSchema,
});
