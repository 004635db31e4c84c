import { deletePerson } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { personQueryKey } from "./get-person.ts";
import { personnelQueryKey } from "./list-personnel.ts";

export function removePerson(id: string): Promise<{ ok: true }> {
  return callApi(deletePerson, { params: { id } });
}

export function useDeletePerson(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePerson(id),
    // The person is gone: nothing may ask for them again.
    onSuccess: () => queryClient.removeQueries({ queryKey: personQueryKey(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: personnelQueryKey }),
  });
}
