import { updateWorkflowModules, type Workflow, type WorkflowModule } from "@portal/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../shared/api-client/api-client.ts";
import { storeWorkflow } from "./workflow-cache.ts";
import { workflowKeys } from "./workflow-keys.ts";

export type UpdateModulesInput = {
  modules: WorkflowModule[];
  /** Show the new list before the server answers (a reorder); restored if the save fails. */
  optimistic?: boolean;
};

export function saveWorkflowModules(id: string, modules: WorkflowModule[]): Promise<Workflow> {
  return callApi(updateWorkflowModules, { params: { id }, body: { modules } });
}

/** Every module change sends the whole list (spec 001 §4). */
export function useUpdateWorkflowModules(id: string) {
  const queryClient = useQueryClient();
  const queryKey = workflowKeys.detail(id);
  const mutationKey = [...queryKey, "modules"];
  return useMutation({
    mutationKey,
    mutationFn: ({ modules }: UpdateModulesInput) => saveWorkflowModules(id, modules),
    onMutate: async ({ modules, optimistic }) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData<Workflow>(queryKey);
      if (previous) {
        queryClient.setQueryData<Workflow>(queryKey, {
          ...previous,
          context: { ...previous.context, modules },
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (workflow) => storeWorkflow(queryClient, workflow),
    // With several quick moves in flight, only the last one refetches: an earlier refetch would
    // briefly put back an order the user has already changed.
    onSettled: () =>
      queryClient.isMutating({ mutationKey }) === 1
        ? queryClient.invalidateQueries({ queryKey, exact: true })
        : undefined,
  });
}
