import { type CallBody, createEmployee } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { employeesQueryKey } from "./list-employees.ts";

export type CreateEmployeeInput = CallBody<typeof createEmployee>;

export async function addEmployee(body: CreateEmployeeInput): Promise<{ id: number }> {
  return (await callApi(createEmployee, { body })).data;
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmployee,
    // The answer is only the id: the list reads the new employee back.
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
}
