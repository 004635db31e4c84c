import { Modal } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ErrorView } from "../../../shared/ui/error-view.tsx";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { PageLoader } from "../../../shared/ui/page-loader.tsx";
import { useWorkflow } from "../api/get-workflow.ts";
import { ModuleFormModal } from "./module-form-modal.tsx";
import { WorkflowDetail } from "./workflow-detail.tsx";
import { WorkflowEditForm } from "./workflow-edit-form.tsx";
import { WorkflowExport } from "./workflow-export.tsx";

export type WorkflowDetailModalProps = {
  /** The workflow shown; kept after closing so the modal can animate out and hand focus back. */
  workflowId: string | null;
  /** The name the list showed: the title while the workflow loads or fails to. */
  workflowName?: string;
  opened: boolean;
  onClose: () => void;
  /** May change workflows at all; then only an editable one (its isEditable). */
  canEdit: boolean;
};

/** Which dialog opens on top of the workflow. */
type Layer = { kind: "export" } | { kind: "edit" } | { kind: "module"; index: number | null } | null;

/**
 * The workflow modal (600) and the dialogs it opens (export; edit and modules, 500), stacked so that
 * Escape and focus belong to the top one.
 */
export function WorkflowDetailModal({
  workflowId,
  workflowName,
  opened,
  onClose,
  canEdit,
}: WorkflowDetailModalProps) {
  const { t } = useTranslation();
  const query = useWorkflow(workflowId);
  const workflow = query.data;
  const editable = canEdit && workflow?.isEditable === true;
  const [layer, setLayer] = useState<Layer>(null);
  // The module dialog keeps its last target while it closes, so its title does not flip.
  const [moduleIndex, setModuleIndex] = useState<number | null>(null);
  const closeLayer = () => setLayer(null);
  const openModule = (index: number | null) => {
    setModuleIndex(index);
    setLayer({ kind: "module", index });
  };

  return (
    <Modal.Stack>
      <Modal
        stackId="workflow"
        opened={opened}
        onClose={onClose}
        size={600}
        title={workflow?.name ?? workflowName ?? t("workflows.workflow")}
      >
        {query.isError ? (
          <ErrorView onRetry={() => void query.refetch()} />
        ) : workflow ? (
          <WorkflowDetail
            workflow={workflow}
            editable={editable}
            onExport={() => setLayer({ kind: "export" })}
            onEdit={() => setLayer({ kind: "edit" })}
            onAddModule={() => openModule(null)}
            onEditModule={openModule}
          />
        ) : (
          <PageLoader />
        )}
      </Modal>
      {workflow ? (
        <>
          <Modal
            stackId="workflow-export"
            opened={layer?.kind === "export"}
            onClose={closeLayer}
            size={600}
            title={t("workflows.exportTitle", { name: workflow.name })}
          >
            <WorkflowExport workflowId={workflow.id} workflowName={workflow.name} />
          </Modal>
          <FormModal
            stackId="workflow-edit"
            opened={editable && layer?.kind === "edit"}
            onClose={closeLayer}
            size={500}
            title={t("workflows.editTitle")}
          >
            <WorkflowEditForm workflow={workflow} onDone={closeLayer} />
          </FormModal>
          <ModuleFormModal
            stackId="workflow-module"
            opened={editable && layer?.kind === "module"}
            workflow={workflow}
            index={moduleIndex}
            onClose={closeLayer}
          />
        </>
      ) : null}
    </Modal.Stack>
  );
}
