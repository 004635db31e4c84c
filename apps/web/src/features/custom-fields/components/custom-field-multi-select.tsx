import { MultiSelect, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useCustomFields } from "../api/list-custom-fields.ts";

export type CustomFieldMultiSelectProps = {
  label: string;
  description?: ReactNode;
  /** Custom field ids. */
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
};

/**
 * Picks custom fields by id (the Details module of a workflow); loads the list when first shown. With
 * nothing left to pick the list simply does not open (an options list holding only a message is not a
 * valid listbox).
 */
export function CustomFieldMultiSelect({
  label,
  description,
  value,
  onChange,
  error,
}: CustomFieldMultiSelectProps) {
  const { t } = useTranslation();
  const fields = useCustomFields();
  const known = new Set(fields.data?.map((field) => field.id));
  // A chosen field that has since been archived stays visible (and removable) under a plain name.
  const unknown = fields.data ? value.filter((id) => !known.has(id)) : [];
  const data = [
    ...(fields.data ?? []).map((field) => ({ value: field.id, label: field.name })),
    ...unknown.map((id) => ({ value: id, label: t("customFields.unknownOption") })),
  ];

  return (
    <Stack gap={4}>
      <MultiSelect
        label={label}
        description={
          fields.data?.length === 0 ? (
            <>
              {description} {t("customFields.noneYet")}
            </>
          ) : (
            description
          )
        }
        data={data}
        value={fields.data ? value : []}
        onChange={onChange}
        searchable
        clearable
        hidePickedOptions
        disabled={!fields.data}
        placeholder={fields.isPending ? t("common.loading") : undefined}
        error={fields.isError ? t("customFields.loadFailed") : error}
      />
      {unknown.length > 0 ? (
        <Text size="xs" c="dimmed" role="note">
          <IconAlertTriangle size={12} aria-hidden="true" style={{ verticalAlign: "-1px", marginRight: 4 }} />
          {t("errors.UNKNOWN_CUSTOM_FIELD")}
        </Text>
      ) : null}
    </Stack>
  );
}
