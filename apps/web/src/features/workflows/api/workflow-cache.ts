// A saved workflow (the answer of every workflow write) replaces its copies in the list and detail caches.
import type { Workflow } from "@portal/contract";
import type { QueryClient } from "@tanstack/react-query";
import { workflowKeys } from "./workflow-keys.ts";

export function storeWorkflow(queryClient: QueryClient, workflow: Workflow): void {
  queryClient.setQueryData(workflowKeys.detail(workflow.id), workflow);
  queryClient.setQueryData<Workflow[]>(workflowKeys.list, (list) => {
    if (!list) return list;
    const known = list.some((item) => item.id === workflow.id);
    return known ? list.map((item) => (item.id === workflow.id ? workflow : item)) : [...list, workflow];
  });
}
