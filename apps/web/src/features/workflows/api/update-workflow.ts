import { type CallBody, updateWorkflow, type Workflow } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeWorkflow } from "./workflow-cache.ts";
import { workflowKeys } from "./workflow-keys.ts";

export type UpdateWorkflowInput = CallBody<typeof updateWorkflow>;

export function saveWorkflow(id: string, body: UpdateWorkflowInput): Promise<Workflow> {
  return callApi(updateWorkflow, { params: { id }, body });
}

export function useUpdateWorkflow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWorkflowInput) => saveWorkflow(id, body),
    onSuccess: (workflow) => storeWorkflow(queryClient, workflow),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowKeys.detail(id), exact: true }),
  });
}
