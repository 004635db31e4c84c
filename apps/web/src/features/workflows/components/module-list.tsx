import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Button, Stack, Text } from "@mantine/core";
import type { Workflow, WorkflowModule } from "@portal/contract";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../shared/api-client/api-error.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { FieldErrorsAlert } from "../../../shared/ui/field-errors-alert.tsx";
import { useUpdateWorkflowModules } from "../api/update-workflow-modules.ts";
import { DetailSection } from "./detail-section.tsx";
import { moduleKeys, moveItem } from "./module-keys.ts";
import { ModuleRow } from "./module-row.tsx";
import { moduleLabel, moduleTypeLabel } from "./workflow-labels.ts";

export type ModuleListProps = {
  workflow: Workflow;
  /** Modules can be added, moved, edited and removed. */
  editable: boolean;
  onAdd: () => void;
  onEdit: (index: number) => void;
};

type SaveFailure = { message: string; errors: Record<string, string[]> };

export function ModuleList({ workflow, editable, onAdd, onEdit }: ModuleListProps) {
  const { t } = useTranslation();
  const modules = workflow.context.modules;
  const keys = useMemo(() => moduleKeys(modules), [modules]);
  const labels = useMemo(() => modules.map((module) => moduleLabel(t, module)), [modules, t]);
  const saveModules = useUpdateWorkflowModules(workflow.id);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const save = (next: WorkflowModule[], optimistic: boolean) => {
    setFailure(null);
    saveModules.mutate(
      { modules: next, optimistic },
      {
        onError: (error) => {
          // 5xx already got the server toast; a refused list says why.
          if (isApiError(error) && error.status === 422) {
            setFailure({ message: error.message, errors: error.errors });
          }
        },
      },
    );
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= modules.length || from === to) return;
    save(moveItem(modules, from, to), true);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
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

  const positionOf = (id: string | number) => keys.indexOf(String(id)) + 1;
  const labelOf = (id: string | number) => labels[keys.indexOf(String(id))] ?? "";
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("workflows.dnd.pickedUp", {
        label: labelOf(active.id),
        position: positionOf(active.id),
        count: keys.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t("workflows.dnd.movedOver", {
            label: labelOf(active.id),
            position: positionOf(over.id),
            count: keys.length,
          })
        : t("workflows.dnd.notOver", { label: labelOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t("workflows.dnd.dropped", {
            label: labelOf(active.id),
            position: positionOf(over.id),
            count: keys.length,
          })
        : t("workflows.dnd.cancelled", { label: labelOf(active.id) }),
    onDragCancel: ({ active }) => t("workflows.dnd.cancelled", { label: labelOf(active.id) }),
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
          message={failure.message}
          errors={failure.errors}
          onClose={() => setFailure(null)}
        />
      ) : null}
      {modules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("workflows.noModules")}
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t("workflows.dnd.instructions") },
          }}
        >
          <SortableContext items={keys} strategy={verticalListSortingStrategy}>
            <Stack
              component="ol"
              gap={6}
              m={0}
              p={0}
              style={{ listStyle: "none" }}
              aria-label={t("workflows.modules")}
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
            </Stack>
          </SortableContext>
        </DndContext>
      )}
    </DetailSection>
  );
}
