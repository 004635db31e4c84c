import { z } from "zod";
import { blankToNull, emailChecks, emailPattern, moneyCheck, storableText } from "./text.ts";

export { auPhonePattern, blankToNull, emailPattern, isStorableText, okSchema } from "./text.ts";

/**
 * Every text a client sends (body, query, path, record keys): a string PostgreSQL can store. It does not
 * trim, because passwords and tokens must arrive as typed; chain `.trim()` where spaces mean nothing.
 */
export const textSchema = z.string().check(storableText);

/** Whether a string schema was made from textSchema or leanText (a test finds client texts that were not). */
export function isTextSchema(schema: z.core.$ZodType): boolean {
  return (schema._zod.def.checks ?? []).includes(storableText);
}

/** An amount of money as the API writes it: a decimal string to the cent (the quotes', the dashboard's, the orders'). */
export const moneySchema = z.string().check(moneyCheck);

/**
 * The quote's PDFs (the quote's call prints them, the account's settings turn them on and off). Here
 * rather than in quotes.ts: the settings the app loads at start would bring the quotes contract with them.
 */
export const pdfKinds = ["quote", "measure", "install"] as const;

/** The largest value of a PostgreSQL `integer` column: a larger id cannot exist, a larger number cannot be stored. */
export const int4Max = 2_147_483_647;
/** A whole number an `integer` column holds (e.g. a row version). */
export const int4Schema = z.int32();
/** An integer id in a JSON body. */
export const intIdSchema = z.int32().positive();
/** An integer id in a path or a query string, where it arrives as text. */
export const intIdParamSchema = z.coerce.number().int().positive().max(int4Max);

export const emailSchema = textSchema.check(...emailChecks);
/** An email a form may leave blank: blank (or null) arrives as null. */
export const optionalEmail = textSchema
  .trim()
  .max(255)
  .refine((value) => value === "" || emailPattern.test(value), "INVALID_EMAIL")
  .transform(blankToNull)
  .nullable();
/** A text a form may leave blank: blank (or null) arrives as null. */
export const optionalText = (max: number) => textSchema.trim().max(max).transform(blankToNull).nullable();
export const idParamsSchema = z.object({ id: intIdParamSchema });
export const uuidParamsSchema = z.object({ id: z.uuid() });
