import { EmptyState, Group, Stack, Title } from "@mantine/core";
import { IconTopologyStar3 } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FieldErrorsAlert } from "../../../shared/ui/field-errors-alert.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useWorkflows } from "../api/list-workflows.ts";
import { type CustomFieldPicker, CustomFieldPickerContext } from "../components/custom-field-picker.ts";
import { type ImportFailure, ImportWorkflowButton } from "../components/import-workflow-button.tsx";
import { WorkflowDetailModal } from "../components/workflow-detail-modal.tsx";
import { WorkflowsTable } from "../components/workflows-table.tsx";

export type WorkflowsSettingsPageProps = {
  /** Picks custom fields for the Details module; the route brings it from the custom-fields feature. */
  customFieldPicker: CustomFieldPicker;
  /** May import, change and reorder workflows (settings.workflows.edit); otherwise they only show. */
  canEdit: boolean;
};

/** Settings → Workflows (spec 001 §2). */
export function WorkflowsSettingsPage({ customFieldPicker, canEdit }: WorkflowsSettingsPageProps) {
  const { t } = useTranslation();
  const workflows = useWorkflows();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [importFailure, setImportFailure] = useState<ImportFailure | null>(null);

  const open = (id: string) => {
    setSelectedId(id);
    setOpened(true);
  };

  const content = () => {
    if (workflows.isError) return <ErrorView onRetry={() => void workflows.refetch()} />;
    if (!workflows.data) return <PageLoader />;
    if (workflows.data.length === 0) {
      return (
        <EmptyState
          withIndicatorBackground
          icon={<IconTopologyStar3 aria-hidden="true" />}
          title={t("workflows.empty")}
          description={t("workflows.emptyHelp")}
        />
      );
    }
    return <WorkflowsTable workflows={workflows.data} onOpen={open} />;
  };

  return (
    <CustomFieldPickerContext value={customFieldPicker}>
      <Stack gap="md" maw={880}>
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3">
            {t("workflows.title")}
          </Title>
          {canEdit ? <ImportWorkflowButton onFailure={setImportFailure} /> : null}
        </Group>
        {importFailure ? (
          <FieldErrorsAlert
            title={t("workflows.importFailed")}
            error={importFailure}
            onClose={() => setImportFailure(null)}
          />
        ) : null}
        {content()}
      </Stack>
      <WorkflowDetailModal
        workflowId={selectedId}
        workflowName={workflows.data?.find((workflow) => workflow.id === selectedId)?.name}
        opened={opened}
        onClose={() => setOpened(false)}
        canEdit={canEdit}
      />
    </CustomFieldPickerContext>
  );
}
