import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import type { Workflow } from "@portal/contract";
import { canAddModule, type ModuleType, moduleTypes } from "@portal/domain";
import { useState } from "react";
import { type ApiError, isApiError } from "../../../shared/api-client/api-error.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { FieldErrorsAlert } from "../../../shared/ui/field-errors-alert.tsx";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { useUpdateWorkflowModules } from "../api/update-workflow-modules.ts";
import { ModuleConfigFields } from "./module-config-fields.tsx";
import { isModuleType, type ModuleFormValues, toModule, toModuleFormValues } from "./module-form-values.ts";
import { moduleTypeLabel } from "./workflow-labels.ts";

export type ModuleFormProps = {
  workflow: Workflow;
  /** The module being edited; null adds one. */
  index: number | null;
  onDone: () => void;
};

export function ModuleForm({ workflow, index, onDone }: ModuleFormProps) {
  const { t } = useTranslation();
  const modules = workflow.context.modules;
  const editing = index === null ? undefined : modules[index];
  const existingTypes: ModuleType[] = modules.map((module) => module.type);
  const saveModules = useUpdateWorkflowModules(workflow.id);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const alreadyAdded = (type: string | null) =>
    editing === undefined && isModuleType(type) && !canAddModule(existingTypes, type);

  const form = useAppForm<ModuleFormValues>({
    initialValues: toModuleFormValues(editing),
    fields: { checklistName: { kind: "text", maxLength: 80 } },
    validate: {
      type: (value) => {
        if (!value) return t("workflows.moduleTypeRequired");
        return alreadyAdded(value) ? t("workflows.moduleAlreadyAdded") : null;
      },
      checklistName: (value, values) =>
        values.type === "CHECKLIST" && value.trim() === "" ? t("workflows.checklistNameRequired") : null,
    },
  });
  const requestClose = useFormModalGuard(form.isDirty());
  const { type } = form.getValues();

  const submit = async (values: ModuleFormValues) => {
    const module = toModule(values);
    if (!module) return;
    const next =
      index === null ? [...modules, module] : modules.map((item, at) => (at === index ? module : item));
    setFailure(null);
    try {
      await saveModules.mutateAsync({ modules: next });
      form.resetDirty();
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 422) setFailure(error);
    }
  };

  const typeOptions = moduleTypes.map((value) => ({ value, label: moduleTypeLabel(t, value) }));

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        {failure ? <FieldErrorsAlert title={t("workflows.saveFailed")} error={failure} /> : null}
        {editing ? (
          <TextInput
            label={t("workflows.moduleType")}
            value={moduleTypeLabel(t, editing.type)}
            readOnly
            variant="filled"
          />
        ) : (
          <Select
            label={t("workflows.moduleType")}
            placeholder={t("workflows.moduleTypePlaceholder")}
            withAsterisk
            data={typeOptions}
            // Eight short options need no inner scroll region (which keyboard users could not reach).
            withScrollArea={false}
            data-autofocus
            {...form.getInputProps("type")}
            onChange={(value) => {
              form.setFieldValue("type", value);
              form.validateField("type");
            }}
            // Types the workflow already has stay listed but are marked (spec 001 §5).
            renderOption={({ option }) => (
              <Group justify="space-between" gap="xs" wrap="nowrap" w="100%">
                <Text size="sm" c={alreadyAdded(option.value) ? "dimmed" : undefined}>
                  {option.label}
                </Text>
                {alreadyAdded(option.value) ? (
                  <Text size="xs" c="dimmed">
                    {t("workflows.alreadyAdded")}
                  </Text>
                ) : null}
              </Group>
            )}
          />
        )}
        {type && !alreadyAdded(type) ? <ModuleConfigFields form={form} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saveModules.isPending}>
            {editing ? t("common.save") : t("workflows.addModuleSubmit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
