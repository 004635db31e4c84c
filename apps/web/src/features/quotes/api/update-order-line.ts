import { type LineChoices, type OrderLine, updateOrderLine } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { quoteKeys } from "./quote-keys.ts";

/** Saves a line's choices; the answer is the line priced with them. */
export function putOrderLine(lineId: string, choices: LineChoices): Promise<OrderLine> {
  return callApi(updateOrderLine, { params: { id: lineId }, body: choices });
}

export function useUpdateOrderLine(lineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: LineChoices) => putOrderLine(lineId, choices),
    onSuccess: (line) => queryClient.setQueryData(quoteKeys.orderLine(line.id), line),
  });
}
