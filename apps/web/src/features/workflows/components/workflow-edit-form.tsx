import { Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import type { Workflow } from "@portal/contract";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useUpdateWorkflow } from "../api/update-workflow.ts";

export type WorkflowEditFormProps = { workflow: Workflow; onDone: () => void };

type Values = { name: string; isActive: boolean };

export function WorkflowEditForm({ workflow, onDone }: WorkflowEditFormProps) {
  const { t } = useTranslation();
  const update = useUpdateWorkflow(workflow.id);
  const form = useAppForm<Values>({
    initialValues: { name: workflow.name, isActive: workflow.isActive },
    fields: { name: { kind: "text", maxLength: 80 } },
    validate: { name: required(undefined, t("workflows.nameRequired")) },
  });
  const requestClose = useFormModalGuard(form.isDirty());

  const submit = async (values: Values) => {
    try {
      await update.mutateAsync({ name: values.name.trim(), isActive: values.isActive });
      form.resetDirty();
      showSuccessToast(t("workflows.saved"));
      onDone();
    } catch (error) {
      form.refuseServer(error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <TextInput label={t("workflows.name")} withAsterisk data-autofocus {...form.getInputProps("name")} />
        <Checkbox label={t("workflows.active")} {...form.getInputProps("isActive", { type: "checkbox" })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
