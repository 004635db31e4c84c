import * as z from "zod/mini";
import { blankToNull, emailPattern, textSchema } from "./text.ts";

export {
  auPhonePattern,
  blankToNull,
  emailPattern,
  emailSchema,
  isStorableText,
  isTextSchema,
  moneySchema,
  okSchema,
  optionalText,
  textSchema,
} from "./text.ts";

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
export const intIdSchema = z.int32().check(z.positive());
/** An integer id in a path or a query string, where it arrives as text. */
export const intIdParamSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(int4Max));

/** An email a form may leave blank: blank (or null) arrives as null. */
export const optionalEmail = z.nullable(
  z.pipe(
    textSchema.check(
      z.trim(),
      z.maxLength(255),
      z.refine((value) => value === "" || emailPattern.test(value), "INVALID_EMAIL"),
    ),
    z.transform(blankToNull),
  ),
);
export const idParamsSchema = z.object({ id: intIdParamSchema });
export const uuidParamsSchema = z.object({ id: z.uuid() });
