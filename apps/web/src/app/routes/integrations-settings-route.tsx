// Settings → Integrations, read-only without settings.integrations.edit (docs/permissions.md). The contact
// providers come from GET /providers, which the session already loaded (the settings feature's query).
import { IntegrationsSettingsPage } from "../../features/integrations/pages/integrations-settings-page.tsx";
import { getProvidersQueryOptions, useProviders } from "../../features/settings/api/get-providers.ts";
import { useCan } from "../access.ts";

export function IntegrationsSettingsRoute() {
  const can = useCan();
  const providers = useProviders();
  return (
    <IntegrationsSettingsPage
      providers={{
        data: providers.data?.contacts,
        isError: providers.isError,
        error: providers.error,
        refetch: providers.refetch,
        queryKey: getProvidersQueryOptions().queryKey,
      }}
      canEdit={can("settings.integrations.edit")}
    />
  );
}
