// A saved workflow (the answer of every workflow write) replaces its copies in the list and detail caches.
import type { Workflow } from "@portal/contract";
import type { QueryClient } from "@tanstack/react-query";
import { workflowQueryKey } from "./get-workflow.ts";
import { workflowListQueryKey } from "./list-workflows.ts";

export function storeWorkflow(queryClient: QueryClient, workflow: Workflow): void {
  queryClient.setQueryData(workflowQueryKey(workflow.id), workflow);
  queryClient.setQueryData<Workflow[]>(workflowListQueryKey, (list) => {
    if (!list) return list;
    const known = list.some((item) => item.id === workflow.id);
    return known ? list.map((item) => (item.id === workflow.id ? workflow : item)) : [...list, workflow];
  });
}
