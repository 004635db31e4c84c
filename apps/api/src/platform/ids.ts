// Ids that arrive as free text (a query's csv, a custom field's value): checked before they reach a
// uuid or integer column, where a malformed one would be a database error rather than no match.

import { int4Max } from "@portal/contract";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** The values that are positive int4 ids; anything else is left out. */
export function integerIds(values: readonly string[]): number[] {
  return values.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= int4Max);
}
