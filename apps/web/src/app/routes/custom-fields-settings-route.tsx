// Settings → Custom fields, read-only without settings.customFields.edit (docs/permissions.md).
import { CustomFieldsSettingsPage } from "../../features/custom-fields/pages/custom-fields-settings-page.tsx";
import { useCan } from "../access.ts";

export function CustomFieldsSettingsRoute() {
  const can = useCan();
  return <CustomFieldsSettingsPage canEdit={can("settings.customFields.edit")} />;
}
