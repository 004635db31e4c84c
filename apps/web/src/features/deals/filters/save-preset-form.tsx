import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { Workflow } from "@portal/contract";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { type PresetFilter, useSaveWorkflowPresets } from "../../workflows/index.ts";
import { describeFilters, type FilterNames } from "./board-filters.ts";

export type SavePresetFormProps = {
  workflow: Workflow;
  presets: readonly PresetFilter[];
  /** The current filters as a query string. */
  params: string;
  /** Names of the chosen suppliers, people and reps, for the preset's description. */
  names: FilterNames;
  onSaved: () => void;
};

type Values = { name: string };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Names the current filters. A name in use replaces that preset, after the user says so. */
export function SavePresetForm({ workflow, presets, params, names, onSaved }: SavePresetFormProps) {
  const workflowId = workflow.id;
  const { t } = useTranslation();
  const save = useSaveWorkflowPresets(workflowId);
  const form = useAppForm<Values>({
    initialValues: { name: "" },
    fields: { name: { kind: "text", maxLength: 80 } },
    validate: { name: required(undefined, t("presets.nameRequired")) },
  });
  const requestClose = useFormModalGuard(form.isDirty());

  const store = (name: string) =>
    save.mutate(
      (current) => {
        const index = current.findIndex((preset) => sameName(preset.name, name));
        if (index === -1) return [...current, { name, params }];
        return current.map((preset, i) => (i === index ? { name, params } : preset));
      },
      {
        onSuccess: () => {
          form.resetDirty();
          showSuccessToast(t("presets.saved", { name }));
          onSaved();
        },
      },
    );

  const submit = ({ name }: Values) => {
    const trimmed = name.trim();
    const existing = presets.find((preset) => sameName(preset.name, trimmed));
    if (!existing) return store(trimmed);
    openConfirm({
      title: t("presets.replaceTitle"),
      message: t("presets.replaceMessage", { name: existing.name }),
      confirmLabel: t("presets.replace"),
      onConfirm: () => store(existing.name),
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <TextInput label={t("presets.name")} withAsterisk data-autofocus {...form.getInputProps("name")} />
        <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
          {describeFilters(params, workflow, t, names)}
        </Text>
        {save.isError ? <Alert color="red">{t("presets.saveFailed")}</Alert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("presets.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
