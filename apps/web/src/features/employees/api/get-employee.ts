import { type Employee, getEmployee } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { employeesQueryKey } from "./list-employees.ts";

export const employeeQueryKey = (id: number) => [...employeesQueryKey, id] as const;

export async function fetchEmployee(id: number): Promise<Employee> {
  return (await callApi(getEmployee, { params: { id } })).data;
}

export function getEmployeeQueryOptions(id: number) {
  return queryOptions({ queryKey: employeeQueryKey(id), queryFn: () => fetchEmployee(id) });
}

/** One employee, fresh from the server each time the detail opens (the list may be older). */
export function useEmployee(id: number) {
  return useQuery({ ...getEmployeeQueryOptions(id), staleTime: 0 });
}
