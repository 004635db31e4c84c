// Settings → General, read-only for those who may see settings but not change them (docs/permissions.md).
import { GeneralSettingsPage } from "../../features/settings/pages/general-settings-page.tsx";
import { useCan } from "../access.ts";

export function GeneralSettingsRoute() {
  const can = useCan();
  return <GeneralSettingsPage canEdit={can("settings.edit")} />;
}
