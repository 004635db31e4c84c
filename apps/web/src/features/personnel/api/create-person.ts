import { type CallBody, type CallResponse, createPerson } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { personnelQueryKey } from "./list-personnel.ts";

export type CreatePersonInput = CallBody<typeof createPerson>;

export function addPerson(body: CreatePersonInput): Promise<CallResponse<typeof createPerson>> {
  return callApi(createPerson, { body });
}

export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPerson,
    // The list, the labels and the board's Personnel filter may all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: personnelQueryKey }),
  });
}
