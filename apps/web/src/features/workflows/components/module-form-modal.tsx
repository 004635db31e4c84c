import type { Workflow } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { FormModal } from "../../../shared/ui/form-modal.tsx";
import { ModuleForm } from "./module-form.tsx";

export type ModuleFormModalProps = {
  stackId: string;
  opened: boolean;
  workflow: Workflow;
  /** The module being edited; null adds one. */
  index: number | null;
  onClose: () => void;
};

export function ModuleFormModal({ stackId, opened, workflow, index, onClose }: ModuleFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      stackId={stackId}
      opened={opened}
      onClose={onClose}
      size={500}
      title={index === null ? t("workflows.addModuleTitle") : t("workflows.editModuleTitle")}
    >
      <ModuleForm workflow={workflow} index={index} onDone={onClose} />
    </FormModal>
  );
}
