// A hosted domain's branding (the branding area: name, logo, colour and chat key of the portal's pages).
import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { textSchema } from "./text.ts";

export const brandingSchema = z.object({
  /** Display name for the page title; null means the brand default. */
  name: z.nullable(z.string()),
  logoUrl: z.nullable(z.string()),
  /** Header colour as #rrggbb, null for the default. */
  color: z.nullable(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/))),
  /** Live-chat key; the help button shows only when set. */
  chatKey: z.nullable(z.string()),
});
export type Branding = z.infer<typeof brandingSchema>;

export const getBranding = defineCall({
  method: "GET",
  path: "/public/branding",
  summary: "Display name, logo and colour for a hosted domain",
  public: true,
  query: z.object({ host: textSchema.check(z.maxLength(255)) }),
  response: brandingSchema,
});
