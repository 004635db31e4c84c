import { Button, Group, Stack, TextInput } from "@mantine/core";
import { required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";

export type RenameFormProps = {
  name: string;
  /** Saves the new name; rejects with the API's error (its field errors land on the field). */
  rename: (name: string) => Promise<unknown>;
  pending: boolean;
  successMessage: string;
  onDone: () => void;
};

/** A document's new name: required, at most 255 characters. */
export function RenameForm({ name, rename, pending, successMessage, onDone }: RenameFormProps) {
  const { t } = useTranslation();
  const form = useAppForm<{ name: string }>({
    initialValues: { name },
    fields: { name: { kind: "text", maxLength: 255 } },
    validate: { name: required(undefined, t("documents.nameRequired")) },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await rename(values.name.trim());
          showSuccessToast(successMessage);
          onDone();
        } catch (error) {
          form.refuseServer(error);
        }
      })}
    >
      <Stack gap="sm">
        <TextInput label={t("documents.name")} withAsterisk data-autofocus {...form.getInputProps("name")} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={pending}>
            {t("common.saveShort")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
