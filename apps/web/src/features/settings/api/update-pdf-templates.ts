import { type CallBody, type PdfTemplates, updatePdfTemplates } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

export type PdfTemplatesChange = CallBody<typeof updatePdfTemplates>;

export function putPdfTemplates(body: PdfTemplatesChange): Promise<PdfTemplates> {
  return callApi(updatePdfTemplates, { body });
}

/** Switches one template; the list shows the change at once and goes back if the call fails. */
export function useSwitchPdfTemplate() {
  const queryClient = useQueryClient();
  const queryKey = settingsKeys.pdfTemplates;
  return useMutation({
    mutationFn: putPdfTemplates,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<PdfTemplates>(queryKey);
      if (previous) {
        queryClient.setQueryData<PdfTemplates>(queryKey, {
          templates: previous.templates.map(
            (item) => body.templates.find((change) => change.kind === item.kind) ?? item,
          ),
        });
      }
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });
}
