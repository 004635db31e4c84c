// The last supplier and sales rep a new order was made with (spec 000 §3 "Local storage remembers: ...
// last sales rep, last supplier"), offered again on the next new order.
import { useLocalStorage } from "@mantine/hooks";
import { useCallback } from "react";

const asId = (value: unknown): number | null => (typeof value === "number" ? value : null);

// Read before the first render (the form takes its initial values once); no default, so nothing is
// written until an order is made.
const stored = { getInitialValueInEffect: false } as const;

export function useRememberedChoices() {
  const [supplierId, setSupplierId] = useLocalStorage<number | null>({
    key: "portal.orders.lastSupplier",
    ...stored,
  });
  const [salesRepId, setSalesRepId] = useLocalStorage<number | null>({
    key: "portal.orders.lastSalesRep",
    ...stored,
  });
  const remember = useCallback(
    (choices: { supplierId: number; salesRepId: number | null }) => {
      setSupplierId(choices.supplierId);
      setSalesRepId(choices.salesRepId);
    },
    [setSupplierId, setSalesRepId],
  );
  return { supplierId: asId(supplierId), salesRepId: asId(salesRepId), remember };
}
