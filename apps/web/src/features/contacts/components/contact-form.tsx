// The contact's fields, shared by the add and edit dialogs.
import { Button, Group, Stack, TextInput } from "@mantine/core";
import type { CallBody, createContact } from "@portal/contract";
import { auPhone, email, required } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";

export type ContactFormValues = { name: string; email: string; phone: string };
export type ContactBody = CallBody<typeof createContact>;

export type ContactFormProps = {
  initialValues?: ContactFormValues;
  submitLabel: string;
  pending: boolean;
  /** Saves the body; a rejection with field errors lands on the fields. */
  onSubmit: (body: ContactBody) => Promise<unknown>;
};

const emptyValues: ContactFormValues = { name: "", email: "", phone: "" };

function toBody(values: ContactFormValues): ContactBody {
  const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
  return { name: values.name.trim(), email: orNull(values.email), phone: orNull(values.phone) };
}

export function ContactForm({
  initialValues = emptyValues,
  submitLabel,
  pending,
  onSubmit,
}: ContactFormProps) {
  const { t } = useTranslation();
  const form = useAppForm<ContactFormValues>({
    initialValues,
    fields: {
      name: { kind: "text", maxLength: 200 },
      email: { kind: "text", maxLength: 255 },
      phone: { kind: "text", maxLength: 40 },
    },
    validate: {
      name: required(undefined, t("contacts.nameRequired")),
      email: email(t("errors.INVALID_EMAIL")),
      phone: auPhone(t("contacts.phoneInvalid")),
    },
  });
  const requestClose = useFormModalGuard(form.isDirty());

  const submit = async (values: ContactFormValues) => {
    try {
      form.resetDirty();
      await onSubmit(toBody(values));
    } catch (error) {
      form.resetDirty(initialValues);
      form.refuseServer(error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <TextInput label={t("contacts.name")} withAsterisk data-autofocus {...form.getInputProps("name")} />
        <TextInput label={t("contacts.email")} type="email" {...form.getInputProps("email")} />
        <TextInput label={t("contacts.phone")} type="tel" {...form.getInputProps("phone")} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
