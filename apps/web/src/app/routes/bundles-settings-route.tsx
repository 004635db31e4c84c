// Settings → Bundles, read-only without settings.edit (docs/permissions.md).
import { BundlesSettingsPage } from "../../features/bundles/pages/bundles-settings-page.tsx";
import { useCan } from "../access.ts";

export function BundlesSettingsRoute() {
  const can = useCan();
  return <BundlesSettingsPage canEdit={can("settings.edit")} />;
}
