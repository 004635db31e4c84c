import { getPdfTemplates, type PdfTemplates } from "@portal/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { settingsKeys } from "./settings-keys.ts";

export function fetchPdfTemplates(): Promise<PdfTemplates> {
  return callApi(getPdfTemplates);
}

export function getPdfTemplatesQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.pdfTemplates, queryFn: fetchPdfTemplates });
}

export function usePdfTemplates() {
  return useQuery(getPdfTemplatesQueryOptions());
}
