import { type LegacyOrderListItem, listContactLegacyOrders } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export function contactLegacyOrdersQueryKey(contactId: string) {
  return ["legacy-orders", "contact", contactId] as const;
}

export function fetchContactLegacyOrders(contactId: string): Promise<LegacyOrderListItem[]> {
  return callApi(listContactLegacyOrders, { params: { id: contactId } });
}

export function getContactLegacyOrdersQueryOptions(contactId: string) {
  return queryOptions({
    queryKey: contactLegacyOrdersQueryKey(contactId),
    queryFn: () => fetchContactLegacyOrders(contactId),
  });
}

export function useContactLegacyOrders(contactId: string) {
  return useQuery(getContactLegacyOrdersQueryOptions(contactId));
}
