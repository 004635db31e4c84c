import { listPersonnelLabels } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { personnelQueryKey } from "./list-personnel.ts";

export const personnelLabelsQueryKey = [...personnelQueryKey, "labels"] as const;

export function fetchPersonnelLabels(): Promise<string[]> {
  return callApi(listPersonnelLabels);
}

export function getPersonnelLabelsQueryOptions() {
  return queryOptions({ queryKey: personnelLabelsQueryKey, queryFn: fetchPersonnelLabels });
}

/** Every label the account's personnel carry: the suggestions of a person's Labels field. */
export function usePersonnelLabels() {
  return useQuery(getPersonnelLabelsQueryOptions());
}
