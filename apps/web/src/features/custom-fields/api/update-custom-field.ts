import { type CallBody, type CustomField, updateCustomField } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { customFieldsQueryKey } from "./list-custom-fields.ts";

export type UpdateCustomFieldInput = CallBody<typeof updateCustomField>;

export function saveCustomField(id: string, body: UpdateCustomFieldInput): Promise<CustomField> {
  return callApi(updateCustomField, { params: { id }, body });
}

export function useUpdateCustomField(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomFieldInput) => saveCustomField(id, body),
    onSuccess: (field) =>
      queryClient.setQueryData<CustomField[]>(customFieldsQueryKey, (list) =>
        list?.map((item) => (item.id === field.id ? field : item)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customFieldsQueryKey }),
  });
}
