// A person's fields, shared by the add and edit dialogs (spec 001 §5 "Personnel").
import { Button, Group, Stack, TagsInput, Textarea, TextInput } from "@mantine/core";
import type { PersonBody } from "@portal/contract";
import {
  normalizePersonLabels,
  personEmailMaxLength,
  personLabelKey,
  personLabelMaxLength,
  personLabelsMaxCount,
  personNameMaxLength,
  personNotesMaxLength,
} from "@portal/domain";
import { email, required, rules } from "../../../shared/forms/rules.ts";
import { useAppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useFormModalGuard } from "../../../shared/ui/form-modal.tsx";
import { usePersonnelLabels } from "../api/list-personnel-labels.ts";

export type PersonFormValues = { name: string; email: string; labels: string[]; notes: string };

export type PersonFormProps = {
  initialValues?: PersonFormValues;
  submitLabel: string;
  pending: boolean;
  /** Saves the body; a rejection with field errors lands on the fields. */
  onSubmit: (body: PersonBody) => Promise<unknown>;
};

const emptyValues: PersonFormValues = { name: "", email: "", labels: [], notes: "" };

function toBody(values: PersonFormValues): PersonBody {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    labels: normalizePersonLabels(values.labels),
    notes: values.notes.trim(),
  };
}

/** "installer" is already there when "Installer" is: the server keeps each label once, without case. */
function isDuplicateLabel(value: string, current: string[]): boolean {
  const key = personLabelKey(value);
  return current.some((label) => personLabelKey(label) === key);
}

export function PersonForm({ initialValues = emptyValues, submitLabel, pending, onSubmit }: PersonFormProps) {
  const { t } = useTranslation();
  const labels = usePersonnelLabels();
  const form = useAppForm<PersonFormValues>({
    initialValues,
    fields: {
      name: { kind: "text", maxLength: personNameMaxLength },
      email: { kind: "text", maxLength: personEmailMaxLength },
      notes: { kind: "text", maxLength: personNotesMaxLength },
    },
    validate: {
      name: required(undefined, t("personnel.nameRequired")),
      email: rules(required(undefined, t("personnel.emailRequired")), email(t("errors.INVALID_EMAIL"))),
    },
  });
  const requestClose = useFormModalGuard(form.isDirty());

  const submit = async (values: PersonFormValues) => {
    try {
      form.resetDirty();
      await onSubmit(toBody(values));
    } catch (error) {
      form.resetDirty(initialValues);
      // A label's own error (`labels.2`) belongs to the Labels field.
      const labelPaths = Object.fromEntries(values.labels.map((_, index) => [`labels.${index}`, "labels"]));
      form.refuseServer(error, labelPaths);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <TextInput label={t("personnel.name")} withAsterisk data-autofocus {...form.getInputProps("name")} />
        <TextInput label={t("personnel.email")} type="email" withAsterisk {...form.getInputProps("email")} />
        <TagsInput
          label={t("personnel.labels")}
          description={t("personnel.labelsHint")}
          data={labels.data ?? []}
          isDuplicate={isDuplicateLabel}
          maxTags={personLabelsMaxCount}
          maxLength={personLabelMaxLength}
          acceptValueOnBlur
          clearable
          {...form.getInputProps("labels")}
        />
        <Textarea
          label={t("personnel.notes")}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("notes")}
        />
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
