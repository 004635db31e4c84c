import { listRoles, type Role } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const rolesQueryKey = ["roles"] as const;

export async function fetchRoles(): Promise<Role[]> {
  return (await callApi(listRoles)).data;
}

export function getRolesQueryOptions() {
  return queryOptions({ queryKey: rolesQueryKey, queryFn: fetchRoles });
}

export function useRoles() {
  return useQuery(getRolesQueryOptions());
}
