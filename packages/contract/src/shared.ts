import { z } from "zod";

/** Standard email pattern used by forms and the API alike (spec 001 §5). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/**
 * Australian phone (spec 001 §5): a landline or mobile with an optional +61 prefix in place of the
 * leading 0, or a 1300/1800/13 number; spaces and dashes between digits allowed.
 */
export const auPhonePattern =
  /^(?:(?:\+61[ -]?|0)[2-478](?:[ -]?\d){8}|1[38]00(?:[ -]?\d){6}|13(?:[ -]?\d){4})$/;

export const emailSchema = z.string().trim().regex(emailPattern);
export const okSchema = z.object({ ok: z.literal(true) });
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const uuidParamsSchema = z.object({ id: z.uuid() });
