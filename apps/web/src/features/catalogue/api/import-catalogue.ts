import { type CatalogueImportSummary, importCatalogue } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadWithProgress } from "../../../shared/api-client/upload-with-progress.ts";

export type ImportCatalogueInput = {
  manufacturerId: number;
  /** The catalogue JSON. */
  catalogue: File;
  /** The CSV price grids it names (matched by file name). */
  grids: readonly File[];
  onProgress?: (fraction: number) => void;
};

/** Multipart: the JSON as `catalogue`, each CSV as `grids` (the contract's importCatalogue). */
export function postCatalogueImport(input: ImportCatalogueInput): Promise<CatalogueImportSummary> {
  const formData = new FormData();
  formData.append("catalogue", input.catalogue);
  for (const grid of input.grids) formData.append("grids", grid);
  return uploadWithProgress(importCatalogue, {
    query: { manufacturerId: input.manufacturerId },
    formData,
    onProgress: input.onProgress,
    // The import dialog shows these itself: the file check's problems, refusals, a file too large.
    quietStatuses: [403, 404, 413, 415, 422],
  });
}

export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCatalogueImport,
    onSuccess: () => {
      // Products, brands and the settings tree all read the catalogue; the supplier cards list its brands.
      void queryClient.invalidateQueries({ queryKey: ["catalogue"] });
      void queryClient.invalidateQueries({ queryKey: ["manufacturers"] });
    },
  });
}
