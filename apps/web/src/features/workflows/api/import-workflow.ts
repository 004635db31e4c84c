import { importWorkflow, type Workflow } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeWorkflow } from "./workflow-cache.ts";
import { workflowKeys } from "./workflow-keys.ts";

/** The file goes up as the one `file` part of a multipart body. */
export function uploadWorkflowFile(file: File): Promise<Workflow> {
  const formData = new FormData();
  formData.append("file", file, file.name);
  // The page lists a refused file's problems (422) and says why it was not read (413, 415).
  return callApi(importWorkflow, { formData, quietStatuses: [413, 415] });
}

export function useImportWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWorkflowFile,
    onSuccess: (workflow) => storeWorkflow(queryClient, workflow),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowKeys.list, exact: true }),
  });
}
