// Settings → Workflows, with the custom-field picker its Details module needs from the custom-fields feature.
import { CustomFieldMultiSelect } from "../../features/custom-fields/components/custom-field-multi-select.tsx";
import { WorkflowsSettingsPage } from "../../features/workflows/pages/workflows-settings-page.tsx";

export function WorkflowsSettingsRoute() {
  return <WorkflowsSettingsPage customFieldPicker={CustomFieldMultiSelect} />;
}
