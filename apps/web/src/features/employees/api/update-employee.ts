import { type CallBody, type Employee, updateEmployee } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { employeeQueryKey } from "./get-employee.ts";
import { employeesQueryKey } from "./list-employees.ts";

export type UpdateEmployeeInput = CallBody<typeof updateEmployee>;

export async function saveEmployee(id: number, body: UpdateEmployeeInput): Promise<Employee> {
  return (await callApi(updateEmployee, { params: { id }, body })).data;
}

/** Saves an employee's fields, or (with `password`) sets their password too. */
export function useUpdateEmployee(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEmployeeInput) => saveEmployee(id, body),
    onSuccess: (employee) => {
      queryClient.setQueryData(employeeQueryKey(id), employee);
      queryClient.setQueryData<Employee[]>(employeesQueryKey, (list) =>
        list?.map((item) => (item.id === employee.id ? employee : item)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey, exact: true }),
  });
}
