import { Button, Group, PasswordInput, Select, Stack } from "@mantine/core";
import { apiKeyMinLength, type ContactProviderSchemaName } from "@portal/contract";
import type { QueryKey } from "@tanstack/react-query";
import { minLength, required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { showSuccessToast } from "../../../shared/ui/toasts.ts";
import { useAddContactProvider } from "../api/add-contact-provider.ts";
import { contactSchemaLabel } from "./integration-labels.ts";

export type AddContactProviderFormProps = {
  /** The schemas the account has not added yet (one provider per schema). */
  schemas: readonly ContactProviderSchemaName[];
  /** `GET /providers`'s key, which an added provider refreshes. */
  providersQueryKey: QueryKey;
  onDone: () => void;
};

type Values = { schema: ContactProviderSchemaName | null; apiKey: string };

export function AddContactProviderForm({ schemas, providersQueryKey, onDone }: AddContactProviderFormProps) {
  const { t } = useTranslation();
  const add = useAddContactProvider(providersQueryKey);
  const form = useAppForm<Values>({
    initialValues: { schema: schemas.length === 1 ? (schemas[0] ?? null) : null, apiKey: "" },
    fields: { apiKey: { kind: "text", maxLength: 500 } },
    validate: {
      schema: required(undefined, t("integrations.contacts.schemaRequired")),
      apiKey: (value, values) =>
        required(undefined, t("integrations.contacts.apiKeyRequired"))(value, values) ??
        minLength(apiKeyMinLength, t("integrations.contacts.apiKeyTooShort", { minimum: apiKeyMinLength }))(
          value.trim(),
          values,
        ),
    },
  });
  const requestClose = useFormModalGuard(form.isDirty());

  const submit = async (values: Values) => {
    if (!values.schema) return;
    try {
      const provider = await add.mutateAsync({ schema: values.schema, apiKey: values.apiKey.trim() });
      form.resetDirty();
      showSuccessToast(t("integrations.contacts.added", { name: contactSchemaLabel(t, provider.schema) }));
      onDone();
    } catch (error) {
      form.refuseServer(error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <Select
          label={t("integrations.contacts.schema")}
          placeholder={t("integrations.contacts.schemaPlaceholder")}
          withAsterisk
          data-autofocus
          data={schemas.map((schema) => ({ value: schema, label: contactSchemaLabel(t, schema) }))}
          allowDeselect={false}
          {...form.getInputProps("schema")}
        />
        <PasswordInput
          label={t("integrations.contacts.apiKey")}
          description={t("integrations.contacts.apiKeyHelp")}
          withAsterisk
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps("apiKey")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t("integrations.contacts.addSubmit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
