import { type CallBody, type CustomField, createCustomField } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { customFieldsQueryKey } from "./list-custom-fields.ts";

export type CreateCustomFieldInput = CallBody<typeof createCustomField>;

export function addCustomField(body: CreateCustomFieldInput): Promise<CustomField> {
  return callApi(createCustomField, { body });
}

export function useCreateCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomField,
    onSuccess: (field) =>
      queryClient.setQueryData<CustomField[]>(customFieldsQueryKey, (list) =>
        list ? [...list, field] : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customFieldsQueryKey }),
  });
}
