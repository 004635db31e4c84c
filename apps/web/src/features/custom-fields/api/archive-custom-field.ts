import { archiveCustomField, type CustomField } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { customFieldsQueryKey } from "./list-custom-fields.ts";

/** DELETE archives: the field leaves the list, deals keep their values (spec 001 §7). */
export function removeCustomField(id: string) {
  return callApi(archiveCustomField, { params: { id } });
}

export function useArchiveCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCustomField,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<CustomField[]>(customFieldsQueryKey, (list) =>
        list?.filter((item) => item.id !== id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customFieldsQueryKey }),
  });
}
