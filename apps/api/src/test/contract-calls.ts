// Every Call the contract exports, for the tests that go through them all.

import type { Call } from "@portal/contract";
import * as contract from "@portal/contract";
import { z } from "zod";

function isCall(value: unknown): value is Call {
  return (
    typeof value === "object" &&
    value !== null &&
    "method" in value &&
    "path" in value &&
    "response" in value &&
    value.response instanceof z.core.$ZodType
  );
}

export const contractCalls: readonly Call[] = Object.values(contract).flatMap((value): Call[] =>
  isCall(value) ? [value] : [],
);
