import { Button, Text } from "@mantine/core";
import type { Workflow, WorkflowModule } from "@portal/contract";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { type ApiError, isApiError } from "../../../shared/api-client/api-error.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { FieldErrorsAlert } from "../../../shared/ui/field-errors-alert.tsx";
import { moveItem, SortableList } from "../../../shared/ui/sortable-list.tsx";
import { useUpdateWorkflowModules } from "../api/update-workflow-modules.ts";
import { DetailSection } from "./detail-section.tsx";
import { moduleKeys } from "./module-keys.ts";
import { ModuleRow } from "./module-row.tsx";
import { moduleLabel, moduleTypeLabel } from "./workflow-labels.ts";

export type ModuleListProps = {
  workflow: Workflow;
  /** Modules can be added, moved, edited and removed. */
  editable: boolean;
  onAdd: () => void;
  onEdit: (index: number) => void;
};

export function ModuleList({ workflow, editable, onAdd, onEdit }: ModuleListProps) {
  const { t } = useTranslation();
  const modules = workflow.context.modules;
  const keys = useMemo(() => moduleKeys(modules), [modules]);
  const labels = useMemo(() => modules.map((module) => moduleLabel(t, module)), [modules, t]);
  const saveModules = useUpdateWorkflowModules(workflow.id);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const save = (next: WorkflowModule[], optimistic: boolean) => {
    setFailure(null);
    saveModules.mutate(
      { modules: next, optimistic },
      {
        onError: (error) => {
          // 5xx already got the server toast; a refused list says why.
          if (isApiError(error) && error.status === 422) {
            setFailure(error);
          }
        },
      },
    );
  };

  const move = (from: number, to: number) => {
    const next = moveItem(modules, from, to);
    if (next) save(next, true);
  };

  const remove = (index: number) => {
    const module = modules[index];
    if (!module) return;
    openConfirm({
      title: t("workflows.removeModuleTitle"),
      // The spec's '{type}': the module type, as the Add Module list names it.
      message: t("workflows.removeModuleMessage", { type: moduleTypeLabel(t, module.type) }),
      confirmLabel: t("common.remove"),
      danger: true,
      onConfirm: () =>
        save(
          modules.filter((_, position) => position !== index),
          false,
        ),
    });
  };

  return (
    <DetailSection
      title={t("workflows.modules")}
      action={
        editable ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={onAdd}
          >
            {t("workflows.addModule")}
          </Button>
        ) : null
      }
    >
      {failure ? (
        <FieldErrorsAlert
          title={t("workflows.saveFailed")}
          error={failure}
          onClose={() => setFailure(null)}
        />
      ) : null}
      {modules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("workflows.noModules")}
        </Text>
      ) : (
        <SortableList
          ids={keys}
          labels={labels}
          label={t("workflows.modules")}
          messagesKey="workflows.dnd"
          onMove={move}
        >
          {modules.map((module, index) => (
            <ModuleRow
              key={keys[index]}
              id={keys[index] ?? String(index)}
              label={labels[index] ?? ""}
              editable={editable}
              configurable={module.type === "DETAILS" || module.type === "CHECKLIST"}
              isFirst={index === 0}
              isLast={index === modules.length - 1}
              onMoveUp={() => move(index, index - 1)}
              onMoveDown={() => move(index, index + 1)}
              onEdit={() => onEdit(index)}
              onRemove={() => remove(index)}
            />
          ))}
        </SortableList>
      )}
    </DetailSection>
  );
}
