import { type CustomField, listCustomFields } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const customFieldsQueryKey = ["custom-fields"] as const;

export function fetchCustomFields(): Promise<CustomField[]> {
  return callApi(listCustomFields);
}

export function getCustomFieldsQueryOptions() {
  return queryOptions({ queryKey: customFieldsQueryKey, queryFn: fetchCustomFields });
}

export function useCustomFields() {
  return useQuery(getCustomFieldsQueryOptions());
}
