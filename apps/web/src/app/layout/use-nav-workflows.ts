// The active workflows the Deals section of the main navigation lists, one board each.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { getWorkflowsQueryOptions } from "../../features/workflows/api/list-workflows.ts";
import type { NavWorkflow } from "./navigation.ts";

export function useNavWorkflows(enabled: boolean): NavWorkflow[] {
  const { data } = useQuery({ ...getWorkflowsQueryOptions(), enabled });
  return useMemo(
    () =>
      (data ?? [])
        .filter((workflow) => workflow.isActive)
        .map((workflow) => ({ name: workflow.name, slug: workflow.slug })),
    [data],
  );
}
