import { Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import type { CustomField } from "@portal/contract";
import { IconArchive } from "@tabler/icons-react";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openConfirm } from "../../../shared/ui/confirm.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useArchiveCustomField } from "../api/archive-custom-field.ts";
import { useUpdateCustomField } from "../api/update-custom-field.ts";
import { customFieldTypeLabel } from "./custom-field-type-label.ts";

export type CustomFieldEditFormProps = {
  field: CustomField;
  /** Shown but not changeable: no Archive, no Save, only Close. */
  readOnly?: boolean;
  onDone: () => void;
};

type Values = { name: string; required: boolean };

/** Name and required can change; the type is fixed once the field exists (spec 001 §5). */
export function CustomFieldEditForm({ field, readOnly = false, onDone }: CustomFieldEditFormProps) {
  const { t } = useTranslation();
  const update = useUpdateCustomField(field.id);
  const archive = useArchiveCustomField();
  const form = useAppForm<Values>({
    initialValues: { name: field.name, required: field.required },
    fields: { name: { kind: "text", maxLength: 80 } },
    validate: { name: required(undefined, t("customFields.nameRequired")) },
  });
  const requestClose = useFormModalGuard(form.isDirty());

  const submit = async (values: Values) => {
    try {
      await update.mutateAsync({ name: values.name.trim(), required: values.required });
      form.resetDirty();
      showSuccessToast(t("customFields.saved"));
      onDone();
    } catch (error) {
      form.refuseServer(error);
    }
  };

  const confirmArchive = () =>
    openConfirm({
      title: t("customFields.archiveTitle"),
      message: t("customFields.archiveMessage", { name: field.name }),
      confirmLabel: t("customFields.archive"),
      danger: true,
      onConfirm: async () => {
        try {
          await archive.mutateAsync(field.id);
          form.resetDirty();
          showSuccessToast(t("customFields.archived", { name: field.name }));
          onDone();
        } catch {
          // The server toast has said it; the field stays.
        }
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <TextInput
          label={t("customFields.name")}
          withAsterisk={!readOnly}
          data-autofocus
          readOnly={readOnly}
          {...form.getInputProps("name")}
        />
        <TextInput
          label={t("customFields.type")}
          description={t("customFields.typeFixed")}
          value={customFieldTypeLabel(t, field.type)}
          readOnly
          variant="filled"
        />
        <Checkbox
          label={t("customFields.requiredLabel")}
          disabled={readOnly}
          {...form.getInputProps("required", { type: "checkbox" })}
        />
        {readOnly ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t("common.close")}
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconArchive size={18} aria-hidden="true" />}
              onClick={confirmArchive}
              loading={archive.isPending}
            >
              {t("customFields.archive")}
            </Button>
            {/* ml auto keeps Cancel and Save on the right when a narrow dialog wraps them below Archive. */}
            <Group gap="sm" ml="auto">
              <Button variant="default" onClick={requestClose}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t("common.save")}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </form>
  );
}
