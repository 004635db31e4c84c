import { Select, Text, TextInput } from "@mantine/core";
import { sidemarkModes } from "@portal/domain";
import type { AppForm } from "../../../shared/forms/use-app-form.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useCustomFieldPicker } from "./custom-field-picker.ts";
import type { ModuleFormValues } from "./module-form-values.ts";

export type ModuleConfigFieldsProps = { form: AppForm<ModuleFormValues> };

/** The settings of the chosen module type: a checklist's name, the Details tab's sidemark and fields. */
export function ModuleConfigFields({ form }: ModuleConfigFieldsProps) {
  const { t } = useTranslation();
  const CustomFieldPicker = useCustomFieldPicker();
  const { type } = form.getValues();

  if (type === "CHECKLIST") {
    return (
      <TextInput
        label={t("workflows.checklistName")}
        description={t("workflows.checklistNameHelp")}
        withAsterisk
        {...form.getInputProps("checklistName")}
      />
    );
  }
  if (type === "DETAILS") {
    const udfIds = form.getInputProps("udfIds");
    return (
      <>
        <Select
          label={t("workflows.sidemarkMode")}
          description={t("workflows.sidemarkModeHelp")}
          data={sidemarkModes.map((mode) => ({ value: mode, label: t(`workflows.sidemarkModes.${mode}`) }))}
          allowDeselect={false}
          withScrollArea={false}
          {...form.getInputProps("sidemarkMode")}
        />
        {CustomFieldPicker ? (
          <CustomFieldPicker
            label={t("workflows.customFields")}
            description={t("workflows.customFieldsHelp")}
            value={form.getValues().udfIds}
            onChange={(ids) => form.setFieldValue("udfIds", ids)}
            error={udfIds.error}
          />
        ) : null}
      </>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t("workflows.noModuleSettings")}
    </Text>
  );
}
