import { type CallBody, type Person, updatePerson } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { personQueryKey } from "./get-person.ts";
import { personnelQueryKey } from "./list-personnel.ts";

export type UpdatePersonInput = CallBody<typeof updatePerson>;

export function savePerson(id: string, body: UpdatePersonInput): Promise<Person> {
  return callApi(updatePerson, { params: { id }, body });
}

export function useUpdatePerson(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePersonInput) => savePerson(id, body),
    onSuccess: (person) => queryClient.setQueryData(personQueryKey(person.id), person),
    onSettled: () => queryClient.invalidateQueries({ queryKey: personnelQueryKey }),
  });
}
