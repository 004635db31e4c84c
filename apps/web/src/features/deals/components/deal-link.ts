// Where a deal on the board opens: the board provides it, so cards and rows need no workflow props.
import { createContext, useContext } from "react";

export const DealHrefContext = createContext<(dealId: string) => string | null>(() => null);

export function useDealHref(dealId: string): string | null {
  return useContext(DealHrefContext)(dealId);
}
