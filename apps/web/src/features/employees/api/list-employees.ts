import { type Employee, listEmployees } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const employeesQueryKey = ["employees"] as const;

export async function fetchEmployees(): Promise<Employee[]> {
  return (await callApi(listEmployees)).data;
}

export function getEmployeesQueryOptions() {
  return queryOptions({ queryKey: employeesQueryKey, queryFn: fetchEmployees });
}

export function useEmployees() {
  return useQuery(getEmployeesQueryOptions());
}
