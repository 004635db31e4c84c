// The rules every text a client sends follows, and the few schemas the public pages' calls are made of,
// written with zod/mini: the public pages (sign-in, reset, checkout, the customer's quote, the
// supplier's page) load 8 kB of zod this way where classic zod, whose every schema carries every
// method, is 24 kB, and every public page would load all of it if one of their calls used it. The
// classic schemas the rest of the contract chains on (shared.ts, quotes.ts) are built from the same
// checks and patterns, so each rule has one owner.
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

/** The check that makes a string schema a client text (textSchema, leanText). */
export const storableText = z.refine<string>(isStorableText, {
  message: "INVALID_CHARACTERS",
  params: { code: "INVALID_CHARACTERS" },
});

/** An email as a client sends it: trimmed, then the pattern (emailSchema, leanEmail). */
export const emailChecks = [z.trim(), z.regex(emailPattern, "INVALID_EMAIL")] as const;
/** A text a form may leave blank arrives as null (optionalText, leanOptionalText). */
export const blankToNull = (value: string): string | null => (value === "" ? null : value);

/** textSchema (shared.ts) in zod/mini's form: add checks with `.check(z.trim(), z.maxLength(n))`. */
export const leanText = z.string().check(storableText);
/** emailSchema (shared.ts) in zod/mini's form. */
export const leanEmail = leanText.check(...emailChecks);

/** optionalText (shared.ts) in zod/mini's form: a text a form may leave blank; blank (or null) arrives as null. */
export const leanOptionalText = (max: number) =>
  z.nullable(z.pipe(leanText.check(z.trim(), z.maxLength(max)), z.transform(blankToNull)));

export const okSchema = z.object({ ok: z.literal(true) });

/** Dollars and cents as text ("300.00"), as every answer carries money (moneySchema, leanMoney). */
export const moneyCheck = z.regex(/^-?\d+\.\d{2}$/);
export const leanMoney = z.string().check(moneyCheck);

/** A drawn signature: a PNG data URL of at most 400,000 characters (pngSignatureSchema, leanPngSignature). */
export const pngSignatureChecks = [
  z.regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/),
  z.maxLength(400_000),
] as const;
export const leanPngSignature = z.string().check(...pngSignatureChecks);
