import { Button, Checkbox, Group, Select, Stack, TextInput } from "@mantine/core";
import type { CustomField } from "@portal/contract";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useCreateCustomField } from "../api/create-custom-field.ts";
import { customFieldTypeOptions } from "./custom-field-type-label.ts";

export type CustomFieldAddFormProps = { onDone: () => void };

type Values = { name: string; type: CustomField["type"]; required: boolean };

export function CustomFieldAddForm({ onDone }: CustomFieldAddFormProps) {
  const { t } = useTranslation();
  const create = useCreateCustomField();
  const form = useAppForm<Values>({
    initialValues: { name: "", type: "STRING", required: false },
    fields: { name: { kind: "text", maxLength: 80 } },
    validate: { name: required(undefined, t("customFields.nameRequired")) },
  });
  const requestClose = useFormModalGuard(form.isDirty());

  const submit = async (values: Values) => {
    try {
      await create.mutateAsync({ name: values.name.trim(), type: values.type, required: values.required });
      form.resetDirty();
      showSuccessToast(t("customFields.created"));
      onDone();
    } catch (error) {
      form.refuseServer(error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <TextInput
          label={t("customFields.name")}
          withAsterisk
          data-autofocus
          {...form.getInputProps("name")}
        />
        <Select
          label={t("customFields.type")}
          description={t("customFields.typeFixedHelp")}
          data={customFieldTypeOptions(t)}
          allowDeselect={false}
          {...form.getInputProps("type")}
        />
        <Checkbox
          label={t("customFields.requiredLabel")}
          {...form.getInputProps("required", { type: "checkbox" })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t("customFields.addSubmit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
