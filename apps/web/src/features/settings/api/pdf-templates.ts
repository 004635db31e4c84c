import { type CallBody, getPdfTemplates, type PdfTemplates, updatePdfTemplates } from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";

export const pdfTemplatesQueryKey = ["pdf-templates"] as const;

export function usePdfTemplates() {
  return useQuery({ queryKey: pdfTemplatesQueryKey, queryFn: () => callApi(getPdfTemplates) });
}

/** Switches one template; the list shows the change at once and goes back if the call fails. */
export function useSwitchPdfTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updatePdfTemplates>) => callApi(updatePdfTemplates, { body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: pdfTemplatesQueryKey });
      const previous = queryClient.getQueryData<PdfTemplates>(pdfTemplatesQueryKey);
      if (previous) {
        queryClient.setQueryData<PdfTemplates>(pdfTemplatesQueryKey, {
          templates: previous.templates.map(
            (item) => body.templates.find((change) => change.kind === item.kind) ?? item,
          ),
        });
      }
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(pdfTemplatesQueryKey, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(pdfTemplatesQueryKey, data),
  });
}
