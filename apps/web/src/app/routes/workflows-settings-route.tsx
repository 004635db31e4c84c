// Settings → Workflows, with the custom-field picker its Details module needs from the custom-fields
// feature; importing and changing workflows need settings.workflows.edit (docs/permissions.md).
import { CustomFieldMultiSelect } from "../../features/custom-fields/components/custom-field-multi-select.tsx";
import { WorkflowsSettingsPage } from "../../features/workflows/pages/workflows-settings-page.tsx";
import { useCan } from "../access.ts";

export function WorkflowsSettingsRoute() {
  const can = useCan();
  return (
    <WorkflowsSettingsPage
      customFieldPicker={CustomFieldMultiSelect}
      canEdit={can("settings.workflows.edit")}
    />
  );
}
