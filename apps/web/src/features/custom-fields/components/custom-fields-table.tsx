import { Paper, Table, Text, UnstyledButton } from "@mantine/core";
import type { CustomField } from "@portal/contract";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { customFieldTypeLabel } from "./custom-field-type-label.ts";

export type CustomFieldsTableProps = {
  fields: CustomField[];
  onOpen: (field: CustomField) => void;
};

export function CustomFieldsTable({ fields, onOpen }: CustomFieldsTableProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md">
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("customFields.name")}</Table.Th>
            <Table.Th>{t("customFields.type")}</Table.Th>
            <Table.Th w={110}>{t("customFields.required")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field) => (
            // The row opens the field for a mouse; the name is the button for keyboards (its click bubbles).
            <Table.Tr key={field.id} onClick={() => onOpen(field)} style={{ cursor: "pointer" }}>
              <Table.Td>
                <UnstyledButton aria-haspopup="dialog" fw={500} ta="start">
                  {field.name}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{customFieldTypeLabel(t, field.type)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{field.required ? t("common.yes") : t("common.no")}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
