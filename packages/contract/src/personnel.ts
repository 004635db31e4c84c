import { z } from "zod";
import { defineCall } from "./call.ts";

/** A personnel person (spec 000 §3 "Personnel person"). */
export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  labels: z.array(z.string()),
  notes: z.string(),
  /** A colour of the 12-colour badge palette, "#rrggbb". */
  badgeColor: z.string().regex(/^#[0-9a-f]{6}$/),
});
export type Person = z.infer<typeof personSchema>;

export const listPersonnel = defineCall({
  method: "GET",
  path: "/personnel",
  summary: "The account's personnel, by name",
  response: z.array(personSchema),
});

export const listPersonnelLabels = defineCall({
  method: "GET",
  path: "/personnel/labels",
  summary: "Every label the account's personnel carry, once each, alphabetically",
  response: z.array(z.string()),
});
