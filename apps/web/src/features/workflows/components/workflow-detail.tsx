import { Button, DataList, Divider, Group, Stack } from "@mantine/core";
import type { Workflow } from "@portal/contract";
import { IconFileExport, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ActivePill } from "./active-pill.tsx";
import { DetailSection } from "./detail-section.tsx";
import { ModuleList } from "./module-list.tsx";
import { WorkflowFlags } from "./workflow-flags.tsx";
import { WorkflowId } from "./workflow-id.tsx";
import { WorkflowStatuses } from "./workflow-statuses.tsx";

export type WorkflowDetailProps = {
  workflow: Workflow;
  /** The workflow is editable and the employee may edit workflows. */
  editable: boolean;
  onExport: () => void;
  onEdit: () => void;
  onAddModule: () => void;
  onEditModule: (index: number) => void;
};

/** The body of the workflow modal (spec 001 §2): export, id, details, statuses, flags and modules. */
export function WorkflowDetail({
  workflow,
  editable,
  onExport,
  onEdit,
  onAddModule,
  onEditModule,
}: WorkflowDetailProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" align="center">
        <WorkflowId id={workflow.id} />
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconFileExport size={16} aria-hidden="true" />}
          onClick={onExport}
        >
          {t("workflows.export")}
        </Button>
      </Group>

      <DetailSection
        title={t("workflows.details")}
        action={
          editable ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={onEdit}
              aria-label={t("workflows.editDetails")}
            >
              {t("workflows.edit")}
            </Button>
          ) : null
        }
      >
        <DataList>
          <DataList.Item>
            <DataList.ItemLabel>{t("workflows.name")}</DataList.ItemLabel>
            <DataList.ItemValue>{workflow.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("workflows.activeColumn")}</DataList.ItemLabel>
            <DataList.ItemValue>
              <ActivePill active={workflow.isActive} />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </DetailSection>

      <Divider />
      <DetailSection title={t("workflows.statuses")}>
        <WorkflowStatuses statuses={workflow.context.statuses} />
      </DetailSection>

      <Divider />
      <DetailSection title={t("workflows.flags")}>
        <WorkflowFlags flags={workflow.context.flags} />
      </DetailSection>

      <Divider />
      <ModuleList workflow={workflow} editable={editable} onAdd={onAddModule} onEdit={onEditModule} />
    </Stack>
  );
}
