import { Center, Textarea, TextInput, Tooltip } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import type { CustomField } from "@portal/contract";
import { IconQuestionMark } from "@tabler/icons-react";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import type { ContactPickerSlot } from "./slots.ts";

export type CustomFieldInputProps = {
  field: CustomField;
  readOnly: boolean;
  ContactPicker: ContactPickerSlot;
  /** The form's props for this field (value, error, change and blur handlers). */
  inputProps: GetInputPropsReturnType;
  value: string;
  onValue: (value: string) => void;
};

/** One custom field of the Details module, drawn by its type (spec 001 §3 "Custom field"). */
export function CustomFieldInput({
  field,
  readOnly,
  ContactPicker,
  inputProps,
  value,
  onValue,
}: CustomFieldInputProps) {
  const common = { label: field.name, withAsterisk: field.required && !readOnly, readOnly };
  if (field.type === "CONTACT") {
    return (
      <ContactPicker
        label={field.name}
        required={field.required && !readOnly}
        readOnly={readOnly}
        value={value || null}
        onChange={(contact) => onValue(contact?.id ?? "")}
        error={typeof inputProps.error === "string" ? inputProps.error : undefined}
        onBlur={inputProps.onBlur}
      />
    );
  }
  if (field.type === "STRING_MULTILINE") {
    return <Textarea autosize minRows={2} maxRows={8} {...common} {...inputProps} />;
  }
  return <TextInput {...common} {...inputProps} />;
}

export type UnknownFieldValueProps = { name: string; value: string };

/** A stored value whose custom field is archived or unknown: shown as it is, never edited. */
export function UnknownFieldValue({ name, value }: UnknownFieldValueProps) {
  const { t } = useTranslation();
  const tip = t("errors.UNKNOWN_CUSTOM_FIELD");
  return (
    <TextInput
      label={name}
      value={value}
      readOnly
      rightSectionPointerEvents="all"
      rightSection={
        <Tooltip label={tip} withArrow>
          <Center component="span" tabIndex={0} role="img" aria-label={tip}>
            <IconQuestionMark size={16} aria-hidden="true" />
          </Center>
        </Tooltip>
      }
    />
  );
}
