import { getPerson, type Person } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { personnelQueryKey } from "./list-personnel.ts";

export function personQueryKey(id: string) {
  return [...personnelQueryKey, "detail", id] as const;
}

export function fetchPerson(id: string): Promise<Person> {
  return callApi(getPerson, { params: { id } });
}

export function getPersonQueryOptions(id: string) {
  return queryOptions({ queryKey: personQueryKey(id), queryFn: () => fetchPerson(id) });
}

export function usePerson(id: string) {
  return useQuery(getPersonQueryOptions(id));
}
