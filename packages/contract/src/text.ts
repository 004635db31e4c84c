// The rules every text a client sends follows, and the schemas made of them, each rule's one owner
// (shared.ts answers them with the rest of the shared schemas). The whole contract is written with
// zod/mini: its schemas carry no methods, so a page loads only the part of zod its calls use (9 kB on
// the public pages: sign-in, reset, checkout, the customer's quote, the supplier's page; 11 kB on the
// signed-in ones), where classic zod, whose every schema carries every method, is 26 kB on any page
// that uses one of its schemas.
import * as z from "zod/mini";

/** Standard email pattern used by forms and the API alike (spec 001 §5). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/**
 * Australian phone (spec 001 §5): a landline or mobile with an optional +61 prefix in place of the
 * leading 0, or a 1300/1800/13 number; spaces and dashes between digits allowed.
 */
export const auPhonePattern =
  /^(?:(?:\+61[ -]?|0)[2-478](?:[ -]?\d){8}|1[38]00(?:[ -]?\d){6}|13(?:[ -]?\d){4})$/;

/**
 * A NUL character (U+0000) or a lone UTF-16 surrogate: PostgreSQL's text and jsonb refuse the first,
 * and the second cannot be stored as UTF-8 at all (it would come back as U+FFFD, or jsonb refuses it).
 */
const unstorableCharacter = /[\0\p{Cs}]/u;

/** Whether a string can be stored and read back unchanged. */
export function isStorableText(value: string): boolean {
  return !unstorableCharacter.test(value);
}

/** The check that makes a string schema a client text (textSchema). */
const storableText = z.refine<string>(isStorableText, {
  message: "INVALID_CHARACTERS",
  params: { code: "INVALID_CHARACTERS" },
});

/**
 * Every text a client sends (body, query, path, record keys): a string PostgreSQL can store. It does not
 * trim, because passwords and tokens must arrive as typed; add `z.trim()` to its checks where spaces mean
 * nothing: `textSchema.check(z.trim(), z.maxLength(n))`.
 */
export const textSchema = z.string().check(storableText);

/** Whether a string schema was made from textSchema (a test finds client texts that were not). */
export function isTextSchema(schema: z.core.$ZodType): boolean {
  return (schema._zod.def.checks ?? []).includes(storableText);
}

/** An email as a client sends it: trimmed, then the pattern. */
export const emailSchema = textSchema.check(z.trim(), z.regex(emailPattern, "INVALID_EMAIL"));

/** A text a form may leave blank arrives as null (optionalText, optionalEmail). */
export const blankToNull = (value: string): string | null => (value === "" ? null : value);

/** A text a form may leave blank: blank (or null) arrives as null. */
export const optionalText = (max: number) =>
  z.nullable(z.pipe(textSchema.check(z.trim(), z.maxLength(max)), z.transform(blankToNull)));

export const okSchema = z.object({ ok: z.literal(true) });

/** An amount of money as the API writes it: a decimal string to the cent ("300.00"), as every answer carries money. */
export const moneySchema = z.string().check(z.regex(/^-?\d+\.\d{2}$/));

/** A drawn signature: a PNG data URL of at most 400,000 characters (about 300 kB). */
export const pngSignatureSchema = z
  .string()
  .check(z.regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/), z.maxLength(400_000));
