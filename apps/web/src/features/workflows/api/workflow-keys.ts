// Every query key of the workflows area: the workflows' all start with "workflows" (the list is
// `[..., "list"]`, one workflow `[..., "detail", id]`); the saved board filters are the account's web
// setting DEAL_WORKFLOWS.
const all = ["workflows"] as const;

export const workflowKeys = {
  all,
  list: [...all, "list"] as const,
  detail: (id: string) => [...all, "detail", id] as const,
  schema: (id: string) => [...workflowKeys.detail(id), "schema"] as const,
  dealSettings: ["account", "web-settings", "DEAL_WORKFLOWS"] as const,
};
