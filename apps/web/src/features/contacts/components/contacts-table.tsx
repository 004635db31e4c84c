import { Anchor, Paper, Table, Text } from "@mantine/core";
import type { ContactListItem } from "@portal/contract";
import { Link } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

export type ContactsTableProps = {
  contacts: ContactListItem[];
  /** The detail's address, keeping the list's search. */
  hrefOf: (contact: ContactListItem) => string;
  onOpen: (contact: ContactListItem) => void;
};

export function ContactsTable({ contacts, hrefOf, onOpen }: ContactsTableProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" style={{ overflowX: "auto" }}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" miw={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("contacts.name")}</Table.Th>
            <Table.Th>{t("contacts.email")}</Table.Th>
            <Table.Th>{t("contacts.phone")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contacts.map((contact) => (
            // The row opens the contact for a mouse; the name is the link for keyboards.
            <Table.Tr key={contact.id} onClick={() => onOpen(contact)} style={{ cursor: "pointer" }}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={hrefOf(contact)}
                  fw={500}
                  c="inherit"
                  // The row's click would navigate a second time.
                  onClick={(event) => event.stopPropagation()}
                >
                  {contact.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {contact.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {contact.phone}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
