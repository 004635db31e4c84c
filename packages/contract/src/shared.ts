import { z } from "zod";

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

/**
 * Every text a client sends (body, query, path, record keys): a string PostgreSQL can store. It does not
 * trim, because passwords and tokens must arrive as typed; chain `.trim()` where spaces mean nothing.
 */
export const textSchema = z
  .string()
  .check(z.refine(isStorableText, { message: "INVALID_CHARACTERS", params: { code: "INVALID_CHARACTERS" } }));

/** Whether a string schema was made from textSchema (a test finds client texts that were not). */
export function isTextSchema(schema: z.core.$ZodType): boolean {
  const storable = textSchema._zod.def.checks?.[0];
  return storable !== undefined && (schema._zod.def.checks ?? []).includes(storable);
}

/** The largest value of a PostgreSQL `integer` column: a larger id cannot exist, a larger number cannot be stored. */
export const int4Max = 2_147_483_647;
/** A whole number an `integer` column holds (e.g. a row version). */
export const int4Schema = z.int32();
/** An integer id in a JSON body. */
export const intIdSchema = z.int32().positive();
/** An integer id in a path or a query string, where it arrives as text. */
export const intIdParamSchema = z.coerce.number().int().positive().max(int4Max);

export const emailSchema = textSchema.trim().regex(emailPattern, "INVALID_EMAIL");
/** An email a form may leave blank: blank (or null) arrives as null. */
export const optionalEmail = textSchema
  .trim()
  .max(255)
  .refine((value) => value === "" || emailPattern.test(value), "INVALID_EMAIL")
  .transform((value) => (value === "" ? null : value))
  .nullable();
/** A text a form may leave blank: blank (or null) arrives as null. */
export const optionalText = (max: number) =>
  textSchema
    .trim()
    .max(max)
    .transform((value) => (value === "" ? null : value))
    .nullable();
export const okSchema = z.object({ ok: z.literal(true) });
export const idParamsSchema = z.object({ id: intIdParamSchema });
export const uuidParamsSchema = z.object({ id: z.uuid() });
